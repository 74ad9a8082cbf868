import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createMailQueue } from "../../platform/mail/mail-queue";
import { type ApiCaller, signedInAs } from "../../test/authoring";
import { buildTestApp } from "../../test/build-test-app";
import { uploadPdf } from "../../test/documents";
import { buildCompany } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { type BuiltCourse, buildCourse, text } from "../../test/learning";
import { startSmtpMailbox } from "../../test/smtp-mailbox";
import { trainingBody } from "../../test/training-fixtures";
import { findCompanyProfileRow } from "../companies/companies.repository";
import { users } from "../users/users.table";
import { sweepOnboardingReminders, weekStart } from "./course-group-reminders";
import { today } from "./path-assignments";
import { addDays } from "./person-course-group";

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
const company = await buildCompany(db, { name: "Magazijn BV" });
const leader = await signedInAs(app, db, ["admin-group-leader"], company);

/** Noon in Amsterdam, this many days after the paths below started (today, by the real clock). */
const start = today();
const dayAfterStart = (days: number) => new Date(`${addDays(start, days)}T11:00:00Z`);

const emailOf = async (caller: ApiCaller) =>
  (await db.select({ email: users.email }).from(users).where(eq(users.id, caller.userId)))[0]!
    .email!;
const mailsTo = (email: string) => mailbox.received.filter((mail) => mail.to.includes(email));
const prefers = (caller: ApiCaller, preference: 0 | 1) =>
  db.update(users).set({ notificationPreference: preference }).where(eq(users.id, caller.userId));

const oneBlockCourse = (name: string) =>
  buildCourse(leader, {
    name,
    sections: [{ type: "paragraph", title: "Uitleg", blocks: [text()] }],
  });

async function pathFor(learners: ApiCaller[], courses: BuiltCourse[], name: string) {
  const created = await leader.call("POST", "/course-groups", {
    name,
    items: [
      { type: "course", courseId: courses[0]!.courseId, dueDays: 3 },
      {
        type: "course",
        courseId: courses[1]!.courseId,
        dueDays: 5,
        lockedUntilPreviousDone: true,
      },
      { type: "course", courseId: courses[2]!.courseId, dueDays: 14 },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ data: { id: string } }>().data.id;
  const given = await leader.call("POST", `/course-groups/${id}/assignments`, {
    companyUserIds: learners.map((learner) => learner.companyUserId),
  });
  expect(given.statusCode, given.body).toBe(201);
  return id;
}

describe("onboarding reminders", () => {
  it("mail a step due in two days and once overdue, each once, never a locked or done step", async () => {
    const courses = [
      await oneBlockCourse("Veiligheid"),
      await oneBlockCourse("Heftruck"),
      await oneBlockCourse("Huisregels"),
    ];
    const anna = await signedInAs(app, db, ["company-student"], company);
    const bas = await signedInAs(app, db, ["company-student"], company);
    const [annaMail, basMail] = [await emailOf(anna), await emailOf(bas)];
    const pathId = await pathFor([anna, bas], courses, "Nieuw in het magazijn");
    // Bas finishes the first step at once; his second step opens.
    const basPath = (await bas.call("GET", `/my-course-groups/${pathId}`)).json().data;
    const section = courses[0]!.sections[0]!;
    await bas.call(
      "POST",
      `/enrollments/${basPath.items[0].enrollmentId}/sections/${section.id}/progress`,
      {
        blockUuid: section.blockUuids[0],
        isCheckAnswer: false,
      },
    );

    // On the start day nothing is due within two days.
    expect(await sweepOnboardingReminders(deps, dayAfterStart(0))).toBe(0);
    // A day later step 1 (due on day 3) is due within two days: Anna only, once.
    expect(await sweepOnboardingReminders(deps, dayAfterStart(1))).toBe(1);
    expect(await sweepOnboardingReminders(deps, dayAfterStart(2))).toBe(0);
    const soon = await mailbox.waitFor((mail) => mail.to.includes(annaMail));
    expect(soon.subject).toBe(`Rond Veiligheid af vóór ${dutch(addDays(start, 3))}`);
    expect(soon.text).toContain("In je traject Nieuw in het magazijn moet Veiligheid uiterlijk op");
    expect(soon.text).toContain(`/my-trainings/course-groups/${pathId}`);

    // Day 4: Anna's step 1 is overdue (her step 2 is locked: no mail about it); Bas's step 2
    // (due day 5) is due within two days.
    expect(await sweepOnboardingReminders(deps, dayAfterStart(4))).toBe(2);
    expect(await sweepOnboardingReminders(deps, dayAfterStart(4))).toBe(0);
    await mailbox.waitFor(() => mailsTo(annaMail).length === 2 && mailsTo(basMail).length === 1);
    const overdue = mailsTo(annaMail)[1]!;
    expect(overdue.subject).toBe(
      `Te laat: Veiligheid had af moeten zijn op ${dutch(addDays(start, 3))}`,
    );
    expect(mailsTo(basMail)[0]!.subject).toBe(`Rond Heftruck af vóór ${dutch(addDays(start, 5))}`);

    // Much later: Bas's step 2 overdue, both step 3s due soon then overdue: sent once each, even
    // with two sweeps at the same moment (two workers).
    const both = await Promise.all([
      sweepOnboardingReminders(deps, dayAfterStart(20)),
      sweepOnboardingReminders(deps, dayAfterStart(20)),
    ]);
    expect(both[0] + both[1]).toBe(3);
    await mailbox.waitFor(() => mailsTo(annaMail).length === 3 && mailsTo(basMail).length === 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(annaMail)).toHaveLength(3);
    expect(mailsTo(basMail)).toHaveLength(3);
  });

  it("give leaders who chose a weekly overview one summary of overdue people a week", async () => {
    const courses = [
      await oneBlockCourse("Brandveiligheid"),
      await oneBlockCourse("Magazijnstelling"),
      await oneBlockCourse("Gedragscode"),
    ];
    const other = await buildCompany(db);
    const otherLeader = await signedInAs(app, db, ["admin-group-leader"], other);
    await prefers(otherLeader, 1);
    const weekly = await signedInAs(app, db, ["admin-group-leader"], company);
    const none = await signedInAs(app, db, ["admin-group-leader"], company);
    await prefers(weekly, 1);
    await prefers(none, 0);
    const carla = await signedInAs(app, db, ["company-student"], company);
    const ended = await signedInAs(app, db, ["company-student"], company);
    await db
      .update(users)
      .set({ firstName: "Carla", lastName: "Jansen" })
      .where(eq(users.id, carla.userId));
    const pathId = await pathFor([carla, ended], courses, "Start kantoor");
    await leader.call("DELETE", `/users/${ended.companyUserId}/course-group/${pathId}`);

    const day = dayAfterStart(30);
    await sweepOnboardingReminders(deps, day);
    const weeklyMail = await emailOf(weekly);
    const summary = await mailbox.waitFor((mail) => mail.to.includes(weeklyMail));
    expect(summary.subject).toMatch(/^Weekoverzicht onboarding: \d+ stappen te laat$/);
    expect(summary.text).toContain(
      `Carla Jansen: Brandveiligheid (Start kantoor), af op ${dutch(addDays(start, 3))}`,
    );
    expect(summary.text).toContain(
      `Carla Jansen: Gedragscode (Start kantoor), af op ${dutch(addDays(start, 14))}`,
    );
    // The locked step overdue too: the leader sees everything behind schedule.
    expect(summary.text).toContain("Carla Jansen: Magazijnstelling");
    expect(summary.text).not.toContain(await emailOf(ended));

    // The same week: no second summary; the next week: a new one.
    const sameWeekDay = addDays(weekStart(addDays(start, 30)), 6);
    await sweepOnboardingReminders(deps, new Date(`${sameWeekDay}T11:00:00Z`));
    await sweepOnboardingReminders(deps, dayAfterStart(37));
    await mailbox.waitFor(() => mailsTo(weeklyMail).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(weeklyMail)).toHaveLength(2);
    expect(mailsTo(await emailOf(none))).toHaveLength(0);
    // Another company's leader hears nothing about these people.
    expect(mailsTo(await emailOf(otherLeader))).toHaveLength(0);
  });

  it("mail about document and training steps too, and not while the step before waits", async () => {
    const author = await signedInMember(app, db, company, ["admin-group-leader"]);
    const mediaId = await uploadPdf(app, { host: company.host, client: author.client }, "regels");
    const letter = await author.client.post("/lms/documents", {
      title: "Welkomstbrief",
      mediaId,
      mustSign: false,
    });
    expect(letter.statusCode, letter.body).toBe(201);
    const documentId = letter.json<{ data: { id: string } }>().data.id;
    const template = await author.client.post("/training-templates", {
      name: "Heftruck praktijk",
      content: {},
    });
    expect(template.statusCode, template.body).toBe(201);
    const dirk = await signedInAs(app, db, ["company-student"], company);
    const dirkMail = await emailOf(dirk);
    const created = await leader.call("POST", "/course-groups", {
      name: "Eerste week",
      items: [
        { type: "document", documentId, dueDays: 3 },
        {
          type: "training",
          trainingTemplateId: template.json<{ data: { id: string } }>().data.id,
          dueDays: 5,
          lockedUntilPreviousDone: true,
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const pathId = created.json<{ data: { id: string } }>().data.id;
    await leader.call("POST", `/course-groups/${pathId}/assignments`, {
      companyUserIds: [dirk.companyUserId],
    });

    // Day 4: the letter is overdue; the training (due day 5) waits for it, so no mail about it.
    await sweepOnboardingReminders(deps, dayAfterStart(4));
    const overdue = await mailbox.waitFor((mail) => mail.to.includes(dirkMail));
    expect(overdue.subject).toBe(
      `Te laat: Welkomstbrief had af moeten zijn op ${dutch(addDays(start, 3))}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(dirkMail)).toHaveLength(1);
    // He reads it: the training step opens and is due within two days.
    expect((await dirk.call("GET", `/documents/${documentId}`)).statusCode).toBe(200);
    expect(await sweepOnboardingReminders(deps, dayAfterStart(4))).toBe(1);
    await mailbox.waitFor(() => mailsTo(dirkMail).length === 2);
    expect(mailsTo(dirkMail)[1]!.subject).toBe(
      `Rond Heftruck praktijk af vóór ${dutch(addDays(start, 5))}`,
    );
  });

  it("wait for the trainer's final attendance list before the step after a training opens", async () => {
    const author = await signedInMember(app, db, company, ["admin-group-leader"]);
    const mediaId = await uploadPdf(app, { host: company.host, client: author.client }, "kaart");
    const letter = await author.client.post("/lms/documents", {
      title: "Routekaart",
      mediaId,
      mustSign: false,
    });
    expect(letter.statusCode, letter.body).toBe(201);
    const template = await author.client.post("/training-templates", {
      name: "Reachtruck praktijk",
      content: {},
    });
    expect(template.statusCode, template.body).toBe(201);
    const templateId = template.json<{ data: { id: string } }>().data.id;
    const eva = await signedInAs(app, db, ["company-student"], company);
    const created = await leader.call("POST", "/course-groups", {
      name: "Reachtruck",
      items: [
        { type: "training", trainingTemplateId: templateId },
        {
          type: "document",
          documentId: letter.json<{ data: { id: string } }>().data.id,
          dueDays: 3,
          lockedUntilPreviousDone: true,
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const pathId = created.json<{ data: { id: string } }>().data.id;
    await leader.call("POST", `/course-groups/${pathId}/assignments`, {
      companyUserIds: [eva.companyUserId],
    });
    const training = await author.client.post(
      "/trainings",
      trainingBody({
        settings: { templateId },
        participants: { companyUserIds: [eva.companyUserId], groupIds: [] },
      }),
    );
    expect(training.statusCode, training.body).toBe(201);
    const { id, dates, participants } = training.json<{
      data: { id: string; dates: { id: string }[]; participants: { trainingUserId: string }[] };
    }>().data;
    const saveList = async (saveTemporarily: boolean) => {
      const saved = await author.client.patch(`/trainings/${id}/attendance/${dates[0]!.id}`, {
        saveTemporarily,
        participants: [
          { trainingUserId: participants[0]!.trainingUserId, isPresent: true, passed: true },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };

    // A draft saying passed is no outcome yet: the letter stays locked, so no mail about it.
    await saveList(true);
    expect(await sweepOnboardingReminders(deps, dayAfterStart(4))).toBe(0);
    await saveList(false);
    expect(await sweepOnboardingReminders(deps, dayAfterStart(4))).toBe(1);
    const evaMail = await emailOf(eva);
    const overdue = await mailbox.waitFor((mail) => mail.to.includes(evaMail));
    expect(overdue.subject).toContain("Routekaart");
  });

  it("count weeks from Monday", () => {
    expect(weekStart("2026-11-26")).toBe("2026-11-23");
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
  });
});

function dutch(day: string) {
  return new Intl.DateTimeFormat("nl-NL", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}
