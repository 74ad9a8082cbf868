import { and, eq } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { afterAll, describe, expect, it } from "vitest";
import { createMailQueue } from "../../../platform/mail/mail-queue";
import { buildTestApp } from "../../../test/build-test-app";
import { buildCompany, buildUser } from "../../../test/factories";
import { signedInMember } from "../../../test/http";
import { type ReceivedMail, startSmtpMailbox } from "../../../test/smtp-mailbox";
import { trainingBody } from "../../../test/training-fixtures";
import { findCompanyProfileRow } from "../../companies/companies.repository";
import { trainingDates, trainings, trainingUsers } from "../trainings.table";
import { sweepTrainingCalendars, UPDATE_QUIET_MS } from "./invitation-sweep";

const mailbox = await startSmtpMailbox();
afterAll(() => mailbox.close());
const { app, database } = await buildTestApp({ SMTP_URL: mailbox.url });
const db = database.db;
const company = await buildCompany(db);
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);
const silent = { info: () => undefined, error: () => undefined };
const deps = {
  db,
  mail: createMailQueue(app.services.jobs, silent).outbox,
  companies: { profile: (id: string) => findCompanyProfileRow(db, id) },
  mailFrom: "no-reply@leerlijn.localhost",
};
const minutesLater = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);

const events = (mail: ReceivedMail) =>
  Object.values(ical.sync.parseICS(mail.calendar ?? "")).filter(
    (c): c is VEvent => c?.type === "VEVENT",
  );
const mailsTo = (email: string) => mailbox.received.filter((mail) => mail.to.includes(email));
async function nthMailTo(email: string, n: number) {
  await mailbox.waitFor(() => mailsTo(email).length >= n);
  return mailsTo(email)[n - 1]!;
}

async function planTraining(people: { companyUserId: string }[], daysBeforeInvite = 7) {
  const response = await leader.post(
    "/trainings",
    trainingBody({
      name: `Heftruck ${people.length}-${Math.random().toString(36).slice(2, 6)}`,
      dates: [
        { date: "2027-03-27", timeFrom: "09:00", timeTo: "12:30" },
        { date: "2027-03-29", timeFrom: "09:00", timeTo: "16:00" },
      ],
      settings: { inviteParticipants: true, daysBeforeInvite },
      participants: { companyUserIds: people.map((p) => p.companyUserId), groupIds: [] },
    }),
  );
  expect(response.statusCode).toBe(201);
  const { data } = response.json<{
    data: { id: string; dates: { id: string; date: string; timeFrom: string; timeTo: string }[] };
  }>();
  // Only what the body takes: the answer says more about each date than a save sends back.
  const dates = data.dates.map(({ id, date, timeFrom, timeTo }) => ({
    id,
    date,
    timeFrom,
    timeTo,
  }));
  return { ...data, dates };
}

describe("training invitations", () => {
  it("invite each participant once the window opens, with a calendar in Amsterdam time", async () => {
    const sanne = await buildUser(db, company, ["company-student"], { firstName: "Sanne" });
    const training = await planTraining([sanne]);

    // 13 days before the first date is outside the window of 7 days.
    expect(await sweepTrainingCalendars(deps, new Date("2027-03-14T09:00:00Z"))).toBe(0);
    expect(await sweepTrainingCalendars(deps, new Date("2027-03-20T09:00:00Z"))).toBe(1);
    expect(await sweepTrainingCalendars(deps, new Date("2027-03-20T09:01:00Z"))).toBe(0);

    const mail = await nthMailTo(sanne.email, 1);
    expect(mail.subject).toMatch(/^Uitnodiging: Heftruck/);
    expect(mail.text).toContain("zaterdag 27 maart 2027, 09:00 tot 12:30");
    expect(mail.text).toContain(`/my-trainings/${training.id}`);
    const [first, second] = events(mail);
    expect(mail.calendar).toContain("METHOD:REQUEST");
    expect(first?.start.toISOString()).toBe("2027-03-27T08:00:00.000Z");
    expect(second?.start.toISOString()).toBe("2027-03-29T07:00:00.000Z");
    expect(first?.location).toContain("3511 AB Utrecht");
    const [row] = await db.select().from(trainings).where(eq(trainings.id, training.id));
    expect(row?.hasNotifiedParticipants).toBe(true);
  });

  it("send one update with a higher sequence a few minutes after several edits", async () => {
    const bram = await buildUser(db, company, ["company-student"], { firstName: "Bram" });
    // A window that is open today, so the quiet time can be measured from the real edits.
    const training = await planTraining([bram], 365);
    await sweepTrainingCalendars(deps);
    const invitation = await nthMailTo(bram.email, 1);
    const uids = events(invitation).map((event) => event.uid);

    const edit = (timeFrom: string) =>
      leader.patch(
        `/trainings/${training.id}`,
        trainingBody({
          name: invitation.subject.replace("Uitnodiging: ", ""),
          dates: [
            { ...training.dates[0]!, timeFrom },
            { ...training.dates[1]!, date: "2027-03-30" },
          ],
          settings: { inviteParticipants: true, daysBeforeInvite: 365 },
        }),
      );
    expect((await edit("10:00")).statusCode).toBe(200);
    expect((await edit("10:30")).statusCode).toBe(200);
    // Just edited: nothing yet, so a third edit would still be part of the same update.
    expect(await sweepTrainingCalendars(deps)).toBe(0);
    const later = minutesLater(new Date(), UPDATE_QUIET_MS / 60_000 + 1);
    expect(await sweepTrainingCalendars(deps, later)).toBe(1);
    expect(await sweepTrainingCalendars(deps, minutesLater(later, 1))).toBe(0);

    const update = await nthMailTo(bram.email, 2);
    expect(update.subject).toMatch(/^Gewijzigd: /);
    const updated = events(update);
    expect(updated.map((event) => event.uid)).toEqual(uids);
    // Each of the two edits raised the sequence; the one update carries the latest.
    expect(updated.map((event) => Number(event.sequence))).toEqual([2, 2]);
    expect(updated[0]?.start.toISOString()).toBe("2027-03-27T09:30:00.000Z");
    expect(updated[1]?.start.toISOString()).toBe("2027-03-30T07:00:00.000Z");
  });

  it("wait the configured quiet time before an update", async () => {
    const hanna = await buildUser(db, company, ["company-student"], { firstName: "Hanna" });
    const training = await planTraining([hanna], 365);
    await sweepTrainingCalendars(deps);
    const invitation = await nthMailTo(hanna.email, 1);
    const moved = await leader.patch(
      `/trainings/${training.id}`,
      trainingBody({
        name: invitation.subject.replace("Uitnodiging: ", ""),
        dates: [training.dates[0]!, { ...training.dates[1]!, date: "2027-04-05" }],
        settings: { inviteParticipants: true, daysBeforeInvite: 365 },
      }),
    );
    expect(moved.statusCode).toBe(200);
    const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);
    expect(await sweepTrainingCalendars({ ...deps, updateQuietMs: 30_000 }, inSeconds(20))).toBe(0);
    expect(await sweepTrainingCalendars({ ...deps, updateQuietMs: 30_000 }, inSeconds(40))).toBe(1);
    expect((await nthMailTo(hanna.email, 2)).subject).toMatch(/^Gewijzigd: /);
  });

  it("send no update for a save that leaves the calendar as it was", async () => {
    const fenna = await buildUser(db, company, ["company-student"], { firstName: "Fenna" });
    const training = await planTraining([fenna], 365);
    await sweepTrainingCalendars(deps);
    const invitation = await nthMailTo(fenna.email, 1);

    // Another description and another participant, but the same name, place, dates and times.
    const other = await buildUser(db, company, ["company-student"], { firstName: "Gijs" });
    const saved = await leader.patch(
      `/trainings/${training.id}`,
      trainingBody({
        name: invitation.subject.replace("Uitnodiging: ", ""),
        description: "<p>Nu met een andere uitleg</p>",
        dates: training.dates,
        settings: { inviteParticipants: true, daysBeforeInvite: 365 },
        participants: {
          companyUserIds: [fenna.companyUserId, other.companyUserId],
          groupIds: [],
        },
      }),
    );
    expect(saved.statusCode).toBe(200);
    const [row] = await db.select().from(trainings).where(eq(trainings.id, training.id));
    expect(row?.calendarSequence).toBe(0);
    await sweepTrainingCalendars(deps, minutesLater(new Date(), UPDATE_QUIET_MS / 60_000 + 1));
    expect((await nthMailTo(other.email, 1)).subject).toMatch(/^Uitnodiging: /);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(fenna.email)).toHaveLength(1);
  });

  it("cancel for a removed participant and a removed date; someone added later is invited at once", async () => {
    const [ava, ben, cor] = await Promise.all(
      ["Ava", "Ben", "Cor"].map((firstName) =>
        buildUser(db, company, ["company-student"], { firstName }),
      ),
    );
    const training = await planTraining([ava!, ben!]);
    await sweepTrainingCalendars(deps, new Date("2027-03-21T09:00:00Z"));
    await nthMailTo(ava!.email, 1);
    await nthMailTo(ben!.email, 1);

    const participants = await leader.patch(`/trainings/${training.id}/participants`, {
      companyUserIds: [ava!.companyUserId, cor!.companyUserId],
      groupIds: [],
    });
    expect(participants.statusCode).toBe(200);
    await sweepTrainingCalendars(deps, new Date("2027-03-21T09:01:00Z"));
    const cancelled = await nthMailTo(ben!.email, 2);
    expect(cancelled.subject).toMatch(/^Afgemeld: /);
    expect(cancelled.calendar).toContain("METHOD:CANCEL");
    expect(events(cancelled).map((event) => event.status)).toEqual(["CANCELLED", "CANCELLED"]);
    expect((await nthMailTo(cor!.email, 1)).subject).toMatch(/^Uitnodiging: /);

    const [kept] = training.dates;
    const shortened = await leader.patch(
      `/trainings/${training.id}`,
      trainingBody({
        dates: [kept!],
        settings: { inviteParticipants: true, daysBeforeInvite: 7 },
      }),
    );
    expect(shortened.statusCode).toBe(200);
    await sweepTrainingCalendars(deps, new Date("2027-03-21T09:02:00Z"));
    const dropped = await nthMailTo(ava!.email, 2);
    expect(dropped.subject).toMatch(/^Datum vervallen: /);
    expect(dropped.text).toContain("maandag 29 maart 2027");
    expect(events(dropped).map((event) => event.uid)).toEqual([
      expect.stringContaining(training.dates[1]!.id),
    ]);
    expect(mailsTo(ben!.email)).toHaveLength(2);
  });

  it("remind the participants the day before each date, once", async () => {
    const dirk = await buildUser(db, company, ["company-student"], { firstName: "Dirk" });
    const training = await planTraining([dirk]);
    await sweepTrainingCalendars(deps, new Date("2027-03-22T09:00:00Z"));
    await nthMailTo(dirk.email, 1);
    const dayBefore = new Date("2027-03-26T17:00:00Z");
    expect(await sweepTrainingCalendars(deps, dayBefore)).toBeGreaterThanOrEqual(1);
    const reminder = await mailbox.waitFor(
      (mail) => mail.to.includes(dirk.email) && mail.subject.startsWith("Morgen: "),
    );
    expect(reminder.text).toContain("zaterdag 27 maart 2027, 09:00 tot 12:30");
    await sweepTrainingCalendars(deps, minutesLater(dayBefore, 1));
    const [date] = await db
      .select({ remindedAt: trainingDates.remindedAt })
      .from(trainingDates)
      .where(and(eq(trainingDates.trainingId, training.id), eq(trainingDates.date, "2027-03-27")));
    expect(date?.remindedAt).not.toBeNull();
    expect(mailsTo(dirk.email).filter((mail) => mail.subject.startsWith("Morgen: "))).toHaveLength(
      1,
    );
  });

  it("invite nobody on the waiting list, nor when invitations are off", async () => {
    const eva = await buildUser(db, company, ["company-student"], { firstName: "Eva" });
    const training = await planTraining([eva]);
    await db
      .update(trainingUsers)
      .set({ waitingSince: new Date() })
      .where(eq(trainingUsers.trainingId, training.id));
    const off = await buildUser(db, company, ["company-student"], { firstName: "Olaf" });
    const quiet = await leader.post(
      "/trainings",
      trainingBody({
        dates: [{ date: "2027-03-27", timeFrom: "09:00", timeTo: "12:30" }],
        participants: { companyUserIds: [off.companyUserId], groupIds: [] },
      }),
    );
    expect(quiet.statusCode).toBe(201);
    await sweepTrainingCalendars(deps, new Date("2027-03-23T09:00:00Z"));
    await sweepTrainingCalendars(deps, new Date("2027-03-26T17:00:00Z"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(eva.email)).toHaveLength(0);
    expect(mailsTo(off.email)).toHaveLength(0);
  });
});
