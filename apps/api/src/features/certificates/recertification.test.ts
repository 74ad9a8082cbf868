import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createMailQueue } from "../../platform/mail/mail-queue";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { startSmtpMailbox } from "../../test/smtp-mailbox";
import { trainingBody } from "../../test/training-fixtures";
import { findCompanyProfileRow } from "../companies/companies.repository";
import { sweepTrainingCalendars } from "../trainings/invitations/invitation-sweep";
import { trainingTemplates, trainingUsers } from "../trainings/trainings.table";
import { sweepCertificateReminders } from "./certificate-reminders";
import { insertCertificate } from "./certificates.repository";
import { certificateRecertifications } from "./certificates.table";
import { mondayOf } from "./recertification";

const mailbox = await startSmtpMailbox();
afterAll(() => mailbox.close());
const { app, database } = await buildTestApp({ SMTP_URL: mailbox.url });
const db = database.db;
const silent = { info: () => undefined, error: () => undefined };
const deps = {
  db,
  mail: createMailQueue(app.services.jobs, silent).outbox,
  companies: { profile: (id: string) => findCompanyProfileRow(db, id) },
};
const mailsTo = (email: string) => mailbox.received.filter((mail) => mail.to.includes(email));
/** Some time after midnight in Amsterdam (UTC+1 in winter) on `day`. */
const amsterdamMorning = (day: string) => new Date(`${day}T05:00:00Z`);
const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

const company = await buildCompany(db, { name: "Veilig Werk BV" });
const other = await buildCompany(db);
const { client: planner, user: lotte } = await signedInMember(
  app,
  db,
  company,
  ["admin-group-leader"],
  { firstName: "Lotte" },
);
const { client: otherPlanner } = await signedInMember(app, db, other, ["admin-group-leader"]);

async function templateOf(companyId: string, name: string) {
  const [row] = await db
    .insert(trainingTemplates)
    .values({ companyId, name, content: {} })
    .returning({ id: trainingTemplates.id });
  return row!.id;
}

async function plan(
  name: string,
  date: string,
  settings: Record<string, unknown>,
  capacity: number | null = null,
) {
  const response = await planner.post(
    "/trainings",
    trainingBody({
      name,
      capacity,
      dates: [{ date, timeFrom: "09:00", timeTo: "12:00" }],
      settings: { inviteParticipants: true, daysBeforeInvite: 30, ...settings },
    }),
  );
  expect(response.statusCode).toBe(201);
  return dataOf<{ id: string; settings: Record<string, unknown> }>(response);
}

let numbers = 0;
async function certificateOf(
  holder: { companyUserId: string; firstName: string },
  trainingId: string,
) {
  numbers += 1;
  return insertCertificate(db, {
    companyId: company.id,
    holderId: holder.companyUserId,
    trainingId,
    source: "generated",
    code: `recert-${numbers}-${Math.random().toString(36).slice(2)}`,
    number: `R-${numbers}`,
    holderName: `${holder.firstName} Jansen`,
    trainingName: "BHV Basis",
    expiresOn: "2027-04-10",
    reminderOn: "2027-03-10",
  });
}

const placesOf = async (trainingId: string) =>
  db
    .select({
      companyUserId: trainingUsers.companyUserId,
      waitingSince: trainingUsers.waitingSince,
    })
    .from(trainingUsers)
    .where(eq(trainingUsers.trainingId, trainingId));

describe("recertification", () => {
  it("refuses a template of another company, and shows the templates a training names", async () => {
    const foreign = await templateOf(other.id, "BHV elders");
    const refused = await planner.post(
      "/trainings",
      trainingBody({ settings: { recertifiesTemplateId: foreign } }),
    );
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain(
      "Dit sjabloon bestaat niet (meer) in deze omgeving.",
    );
    const own = await templateOf(company.id, "BHV");
    const training = await plan("BHV herhaling", "2099-01-10", {
      templateId: own,
      recertifiesTemplateId: own,
    });
    expect(training.settings).toMatchObject({ templateId: own, recertifiesTemplateId: own });
    // The other company cannot name ours either.
    const theirs = await otherPlanner.post(
      "/trainings",
      trainingBody({ settings: { templateId: own } }),
    );
    expect(theirs.statusCode).toBe(422);
  });

  it("books holders on the next session with room, or its waiting list, once; invites them; and sums it up weekly", async () => {
    const bhv = await templateOf(company.id, "BHV Basis");
    const vca = await templateOf(company.id, "VCA");
    const [ada, ben, cor, dirk, eva] = await Promise.all(
      ["Ada", "Ben", "Cor", "Dirk", "Eva"].map((firstName) =>
        buildUser(db, company, ["company-student"], { firstName }),
      ),
    );
    // Where their certificates came from: BHV planned from the template, VCA likewise, and
    // one training planned without a template (its certificates recertify nothing).
    const basis = await plan("BHV Basis", "2025-03-10", { templateId: bhv });
    const vcaTraining = await plan("VCA", "2025-03-10", { templateId: vca });
    const loose = await plan("EHBO los", "2025-03-10", {});
    // Two sessions with one place each; a past one and one of another company never count.
    const first = await plan(
      "BHV herhaling maart",
      "2027-03-20",
      { recertifiesTemplateId: bhv },
      1,
    );
    const second = await plan(
      "BHV herhaling april",
      "2027-04-02",
      { recertifiesTemplateId: bhv },
      1,
    );
    const past = await plan("BHV herhaling oud", "2027-03-01", { recertifiesTemplateId: bhv });
    for (const person of [ada!, ben!, cor!]) await certificateOf(person, basis.id);
    await certificateOf(dirk!, loose.id);
    await certificateOf(eva!, vcaTraining.id);

    // Wednesday 10 March 2027: their reminder date.
    await sweepCertificateReminders(deps, amsterdamMorning("2027-03-10"));
    const firstPlaces = await placesOf(first.id);
    const secondPlaces = await placesOf(second.id);
    expect(firstPlaces.filter((row) => row.waitingSince === null)).toHaveLength(1);
    expect(firstPlaces.filter((row) => row.waitingSince !== null)).toHaveLength(1);
    expect(secondPlaces).toHaveLength(1);
    expect(secondPlaces[0]!.waitingSince).toBeNull();
    expect(await placesOf(past.id)).toHaveLength(0);
    const outcomes = await db
      .select()
      .from(certificateRecertifications)
      .where(eq(certificateRecertifications.companyId, company.id));
    // Two places for Ada, Ben and Cor: which two is the claim's order (reminder date, then the
    // certificate's random id), so only the split is fixed.
    const holdersOf = (outcome: string) =>
      outcomes.filter((row) => row.outcome === outcome).map((row) => row.holderName);
    expect(outcomes).toHaveLength(4);
    expect(holdersOf("booked")).toHaveLength(2);
    expect(holdersOf("waiting")).toHaveLength(1);
    expect([...holdersOf("booked"), ...holdersOf("waiting")].sort()).toEqual([
      "Ada Jansen",
      "Ben Jansen",
      "Cor Jansen",
    ]);
    expect(holdersOf("noTraining")).toEqual(["Eva Jansen"]);
    const waiting = firstPlaces.find((row) => row.waitingSince !== null)!.companyUserId;
    const waitingName = outcomes.find((row) => row.outcome === "waiting")!.holderName;

    // Later sweeps book nobody again.
    await sweepCertificateReminders(deps, amsterdamMorning("2027-03-11"));
    await Promise.all(
      [1, 2].map(() => sweepCertificateReminders(deps, amsterdamMorning("2027-03-12"))),
    );
    expect(await placesOf(first.id)).toHaveLength(2);
    expect(await placesOf(second.id)).toHaveLength(1);

    // The invitation is the training's own, sent by its sweep; not to the one waiting.
    await sweepTrainingCalendars(
      { ...deps, mailFrom: "no-reply@leerlijn.localhost" },
      amsterdamMorning("2027-03-12"),
    );
    const [booked] = firstPlaces.filter((row) => row.waitingSince === null);
    const bookedPerson = [ada, ben, cor].find((p) => p!.companyUserId === booked!.companyUserId)!;
    await mailbox.waitFor(() =>
      mailsTo(bookedPerson.email).some(
        (mail) => mail.subject === "Uitnodiging: BHV herhaling maart",
      ),
    );
    const waitingPerson = [ada, ben, cor].find((p) => p!.companyUserId === waiting)!;
    expect(
      mailsTo(waitingPerson.email).some((mail) => mail.subject.startsWith("Uitnodiging")),
    ).toBe(false);
    expect(mailsTo(dirk!.email).some((mail) => mail.subject.startsWith("Uitnodiging"))).toBe(false);

    // No summary in the same week; on Monday one, and only one.
    const summaries = () =>
      mailsTo(lotte.email).filter((mail) => mail.subject.startsWith("Hercertificering"));
    await sweepCertificateReminders(deps, amsterdamMorning("2027-03-14"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(summaries()).toHaveLength(0);
    expect(mondayOf("2027-03-14")).toBe("2027-03-08");
    await Promise.all(
      [1, 2, 3].map(() => sweepCertificateReminders(deps, amsterdamMorning("2027-03-15"))),
    );
    await sweepCertificateReminders(deps, amsterdamMorning("2027-03-22"));
    await mailbox.waitFor(() => summaries().length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(summaries()).toHaveLength(1);
    const [summary] = summaries();
    expect(summary?.subject).toBe("Hercertificering deze week: 2 aangemeld, 2 niet aangemeld");
    expect(summary?.text).toContain(
      `${waitingName} (BHV Basis): op de wachtlijst van BHV herhaling maart`,
    );
    expect(summary?.text).toContain("aangemeld voor BHV herhaling april");
    expect(summary?.text).toContain("Eva Jansen (BHV Basis): geen hercertificering gepland");
    expect(summary?.text).not.toContain("Dirk");
    const unreported = await db
      .select()
      .from(certificateRecertifications)
      .where(
        and(
          eq(certificateRecertifications.companyId, company.id),
          eq(certificateRecertifications.outcome, "booked"),
        ),
      );
    expect(unreported.every((row) => row.reportedAt !== null)).toBe(true);
  });
});
