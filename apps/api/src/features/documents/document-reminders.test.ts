import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { drawnSignature, uploadPdf } from "../../test/documents";
import { buildCompany, buildUser } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { startSmtpMailbox } from "../../test/smtp-mailbox";
import { companyUsers, users } from "../users/users.table";
import { todayInAmsterdam } from "./document-status";

const mailbox = await startSmtpMailbox();
afterAll(() => mailbox.close());
// Sessions outlast the clock moved past midnight below.
const { app, database } = await buildTestApp({ SMTP_URL: mailbox.url, SESSION_IDLE_HOURS: "72" });
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInMember(app, db, company, ["admin-group-leader"]);
const subLeader = await signedInMember(app, db, company, ["sub-admin-group-leader"]);
const { client: trainer } = await signedInMember(app, db, company, ["admin-trainer"]);
const learner = await signedInMember(app, db, company, ["company-student"], {
  firstName: "Anna",
  lastName: "Aalders",
});
const other = await buildCompany(db);
const foreignLeader = await signedInMember(app, db, other, ["admin-group-leader"]);
const pdfId = await uploadPdf(app, { host: company.host, client: leader.client }, "gedragscode");

afterEach(() => {
  vi.useRealTimers();
});

const mailsTo = (email: string) => mailbox.received.filter((mail) => mail.to.includes(email));

/** A document given to these people, and its assignments by membership id. */
async function documentFor(people: string[], body: Record<string, unknown> = {}) {
  const created = await leader.client.post("/lms/documents", {
    title: "Veiligheidsinstructie",
    mediaId: pdfId,
    mustSign: true,
    ...body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ data: { id: string } }>().data.id;
  await leader.client.post(`/lms/documents/${id}/assignees`, { companyUserIds: people });
  const list = await leader.client.get(`/lms/documents/${id}/assignees`);
  const rows = list.json<{
    data: { assignmentId: string; companyUserId: string; remindedAt: string | null }[];
  }>().data;
  return { id, assignments: new Map(rows.map((row) => [row.companyUserId, row])) };
}

const remind = (client: typeof leader.client, documentId: string, assignmentId: string) =>
  client.post(`/lms/documents/${documentId}/assignees/${assignmentId}/reminder`);

/** What the document's list offers for each assignee, by membership id. */
async function reminderStates(documentId: string) {
  const list = await leader.client.get(`/lms/documents/${documentId}/assignees`);
  expect(list.statusCode, list.body).toBe(200);
  const rows = list.json<{ data: { companyUserId: string; reminder: string }[] }>().data;
  return new Map(rows.map((row) => [row.companyUserId, row.reminder]));
}

/** The next midnight in Amsterdam after `from`, to the minute. */
function nextMidnight(from: Date) {
  let midnight = from.getTime();
  while (todayInAmsterdam(new Date(midnight)) === todayInAmsterdam(from)) midnight += 60_000;
  return midnight - (midnight % 60_000);
}

describe("reminding an assignee", () => {
  it("mails the person a link to the document and records `reminded` in the trail", async () => {
    const document = await documentFor([learner.user.companyUserId]);
    const assignment = document.assignments.get(learner.user.companyUserId)!;
    expect(assignment.remindedAt).toBeNull();
    const before = mailsTo(learner.user.email).length;

    const response = await remind(leader.client, document.id, assignment.assignmentId);
    expect(response.statusCode, response.body).toBe(200);
    const { remindedAt } = response.json<{ data: { remindedAt: string } }>().data;

    await mailbox.waitFor(() => mailsTo(learner.user.email).length > before);
    const mail = mailsTo(learner.user.email).at(-1)!;
    expect(mail.subject).toBe("Herinnering: onderteken Veiligheidsinstructie");
    expect(mail.text).toContain("Hallo Anna,");
    expect(mail.text).toContain(`://${company.host}/documents/${document.id}`);

    const trail = await leader.client.get(
      `/users/${learner.user.companyUserId}/documents/${document.id}`,
    );
    const data = trail.json<{
      data: { trail: { type: string; actorName: string }[]; trailIntact: boolean };
    }>().data;
    expect(data.trail.map((event) => event.type)).toEqual(["assigned", "reminded"]);
    expect(data.trailIntact).toBe(true);
    const list = await leader.client.get(`/lms/documents/${document.id}/assignees`);
    expect(list.json().data[0].remindedAt).toBe(remindedAt);
  });

  it("sends one a day per assignment; the next day another", async () => {
    const document = await documentFor([learner.user.companyUserId]);
    const { assignmentId } = document.assignments.get(learner.user.companyUserId)!;
    const midnight = nextMidnight(new Date(Date.now() + 60 * 60_000));
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(midnight - 30 * 60_000) });
    expect((await remind(leader.client, document.id, assignmentId)).statusCode).toBe(200);
    vi.setSystemTime(new Date(midnight - 60_000)); // still the same day in Amsterdam
    const again = await remind(subLeader.client, document.id, assignmentId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "Deze persoon heeft vandaag al een herinnering gekregen. Probeer het morgen opnieuw.",
    );
    vi.setSystemTime(new Date(midnight + 60_000)); // the next day
    expect((await remind(subLeader.client, document.id, assignmentId)).statusCode).toBe(200);
  });

  it("refuses when there is nothing left to do: signed, or a document only to read that was read", async () => {
    const toSign = await documentFor([learner.user.companyUserId]);
    const signed = await learner.client.post(`/documents/${toSign.id}/sign`, {
      consent: true,
      signature: await drawnSignature(),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const signedReminder = await remind(
      leader.client,
      toSign.id,
      toSign.assignments.get(learner.user.companyUserId)!.assignmentId,
    );
    expect(signedReminder.statusCode).toBe(409);
    expect(signedReminder.json().message).toBe(
      "Deze persoon hoeft niets meer te doen met dit document.",
    );

    const toRead = await documentFor([learner.user.companyUserId], { mustSign: false });
    const readId = toRead.assignments.get(learner.user.companyUserId)!.assignmentId;
    expect((await learner.client.get(`/documents/${toRead.id}`)).statusCode).toBe(200);
    expect((await remind(leader.client, toRead.id, readId)).statusCode).toBe(409);
  });

  it("is for people managers of the company only; foreign ids are a 404", async () => {
    const document = await documentFor([learner.user.companyUserId]);
    const { assignmentId } = document.assignments.get(learner.user.companyUserId)!;
    expect((await remind(trainer, document.id, assignmentId)).statusCode).toBe(403);
    expect((await remind(learner.client, document.id, assignmentId)).statusCode).toBe(403);
    expect((await remind(foreignLeader.client, document.id, assignmentId)).statusCode).toBe(404);
    // An assignment of another document of the same company.
    const second = await documentFor([learner.user.companyUserId]);
    const otherAssignment = second.assignments.get(learner.user.companyUserId)!.assignmentId;
    expect((await remind(leader.client, document.id, otherAssignment)).statusCode).toBe(404);
    expect((await remind(leader.client, document.id, crypto.randomUUID())).statusCode).toBe(404);
  });
});

describe("the reminder on the assignees list", () => {
  it("is offered as the reminder itself decides: once a day, to people with an address who still have something to do", async () => {
    const noAddress = await buildUser(db, company, ["company-student"], { lastName: "Zonder" });
    await db.update(users).set({ email: null }).where(eq(users.id, noAddress.id));
    const gone = await buildUser(db, company, ["company-student"], { lastName: "Weg" });
    await db
      .update(companyUsers)
      .set({ deactivatedAt: new Date() })
      .where(eq(companyUsers.id, gone.companyUserId));
    const document = await documentFor([
      learner.user.companyUserId,
      noAddress.companyUserId,
      gone.companyUserId,
    ]);
    const assignmentOf = (companyUserId: string) =>
      document.assignments.get(companyUserId)!.assignmentId;

    expect(await reminderStates(document.id)).toEqual(
      new Map([
        [learner.user.companyUserId, "possible"],
        [noAddress.companyUserId, "no-email"],
        [gone.companyUserId, "nothing-to-do"],
      ]),
    );
    const noMail = await remind(leader.client, document.id, assignmentOf(noAddress.companyUserId));
    expect([noMail.statusCode, noMail.json().message]).toEqual([
      409,
      "Deze persoon heeft geen e-mailadres, dus er kan geen herinnering worden verstuurd.",
    ]);
    const deactivated = await remind(leader.client, document.id, assignmentOf(gone.companyUserId));
    expect(deactivated.statusCode).toBe(409);

    const learnerAssignment = assignmentOf(learner.user.companyUserId);
    expect((await remind(leader.client, document.id, learnerAssignment)).statusCode).toBe(200);
    expect((await reminderStates(document.id)).get(learner.user.companyUserId)).toBe("sent-today");
    expect((await remind(leader.client, document.id, learnerAssignment)).statusCode).toBe(409);

    // The server's clock decides which day it is: after its midnight, another reminder.
    vi.useFakeTimers({ toFake: ["Date"], now: nextMidnight(new Date()) + 60_000 });
    expect((await reminderStates(document.id)).get(learner.user.companyUserId)).toBe("possible");
    expect((await remind(leader.client, document.id, learnerAssignment)).statusCode).toBe(200);
  });

  it("is no longer offered once the server's clock has passed the document's expiry date", async () => {
    const document = await documentFor([learner.user.companyUserId], {
      expiresOn: todayInAmsterdam(),
    });
    const { assignmentId } = document.assignments.get(learner.user.companyUserId)!;
    expect((await reminderStates(document.id)).get(learner.user.companyUserId)).toBe("possible");

    vi.useFakeTimers({ toFake: ["Date"], now: nextMidnight(new Date()) + 60_000 });
    expect((await reminderStates(document.id)).get(learner.user.companyUserId)).toBe(
      "nothing-to-do",
    );
    const refused = await remind(leader.client, document.id, assignmentId);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      "Deze persoon hoeft niets meer te doen met dit document.",
    ]);
  });

  it("is not offered for what is done: signed, or read when only to read", async () => {
    const toSign = await documentFor([learner.user.companyUserId]);
    const toRead = await documentFor([learner.user.companyUserId], { mustSign: false });
    expect((await reminderStates(toRead.id)).get(learner.user.companyUserId)).toBe("possible");
    await learner.client.post(`/documents/${toSign.id}/sign`, {
      consent: true,
      signature: await drawnSignature(),
    });
    await learner.client.get(`/documents/${toRead.id}`);
    for (const id of [toSign.id, toRead.id])
      expect((await reminderStates(id)).get(learner.user.companyUserId)).toBe("nothing-to-do");
  });
});
