import { eq, inArray } from "drizzle-orm";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { createMailQueue } from "../../platform/mail/mail-queue";
import { buildTestApp } from "../../test/build-test-app";
import { drawnSignature, uploadPdf } from "../../test/documents";
import { buildCompany } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { startSmtpMailbox } from "../../test/smtp-mailbox";
import { findCompanyProfileRow } from "../companies/companies.repository";
import { findAssignmentEvents, verifyChain } from "./document-events";
import { sweepDocumentExpiries } from "./document-expiry";
import {
  documentStatus,
  expiryCame,
  expiryCameSql,
  needsSignature,
  needsSignatureSql,
  statusSql,
  todayInAmsterdam,
} from "./document-status";
import { documentAssignments, documents, documentSignatures } from "./documents.table";

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
const company = await buildCompany(db, { name: "Veilig Werk BV" });
const leader = await signedInMember(app, db, company, ["admin-group-leader"]);
const pdfId = await uploadPdf(app, { host: company.host, client: leader.client }, "gedragscode");

const mailsTo = (email: string) => mailbox.received.filter((mail) => mail.to.includes(email));
const learnerNamed = (firstName: string) =>
  signedInMember(app, db, company, ["company-student"], { firstName });
type Learner = Awaited<ReturnType<typeof learnerNamed>>;

/** A document given to the learner; its id and the learner's assignment id. */
/**
 * A document given to the learner. One whose date has passed is made as an educator ends one:
 * saved first, then moved into the past (a new document may not start expired).
 */
async function given(learner: Learner, body: Record<string, unknown> = {}) {
  const { expiresOn, ...rest } = body;
  const fields = { title: "Gedragscode", mediaId: pdfId, mustSign: true, ...rest };
  const created = await leader.client.post("/lms/documents", fields);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ data: { id: string } }>().data.id;
  if (expiresOn !== undefined) {
    const dated = await leader.client.patch(`/lms/documents/${id}`, { ...fields, expiresOn });
    expect(dated.statusCode, dated.body).toBe(200);
  }
  await leader.client.post(`/lms/documents/${id}/assignees`, {
    companyUserIds: [learner.user.companyUserId],
  });
  const [assignment] = await db
    .select()
    .from(documentAssignments)
    .where(eq(documentAssignments.documentId, id));
  return { id, assignmentId: assignment!.id };
}

async function sign(learner: Learner, documentId: string) {
  const signed = await learner.client.post(`/documents/${documentId}/sign`, {
    consent: true,
    signature: await drawnSignature(),
  });
  expect(signed.statusCode, signed.body).toBe(200);
}

/** The signature ran out a minute ago: the validity period has passed. */
const expireSignature = (assignmentId: string) =>
  db
    .update(documentAssignments)
    .set({ expiredAt: new Date(Date.now() - 60_000) })
    .where(eq(documentAssignments.id, assignmentId));

const expiredEvents = async (assignmentId: string) =>
  (await findAssignmentEvents(db, assignmentId)).filter((event) => event.type === "expired");

describe("the document expiry sweep", () => {
  it("records an expired signature once in the trail and mails the learner once to sign again", async () => {
    const learner = await learnerNamed("Sanne");
    const document = await given(learner, { validityMonths: 12 });
    await sign(learner, document.id);
    // Still valid: nothing to record.
    await sweepDocumentExpiries(deps);
    expect(await expiredEvents(document.assignmentId)).toHaveLength(0);

    await expireSignature(document.assignmentId);
    const first = await sweepDocumentExpiries(deps);
    expect(first.recorded).toBeGreaterThanOrEqual(1);
    expect(await sweepDocumentExpiries(deps)).toEqual({ recorded: 0, mailed: 0 });

    const trail = await findAssignmentEvents(db, document.assignmentId);
    expect(trail.map((event) => event.type)).toEqual([
      "assigned",
      "viewed",
      "consent_shown",
      "signed",
      "expired",
    ]);
    expect(trail.at(-1)).toMatchObject({
      actorUserId: null,
      details: { reason: "signature-validity" },
    });
    expect(verifyChain(trail)).toEqual({ intact: true });

    const mail = await mailbox.waitFor((one) => one.to.includes(learner.user.email));
    expect(mail.subject).toBe("Onderteken opnieuw: Gedragscode");
    expect(mail.text).toContain("Hallo Sanne,");
    expect(mail.text).toContain(`://${company.host}/documents/${document.id}`);
    await sleep(500);
    expect(mailsTo(learner.user.email)).toHaveLength(1);

    // The learner is asked again: the badge counts it, and signing makes a second sealed PDF.
    const mine = (await learner.client.get(`/documents/${document.id}`)).json().data;
    expect(mine).toMatchObject({ status: "expired", canSign: true });
    expect((await learner.client.get("/users/me")).json().data.signDocumentsCount).toBe(1);
    await sign(learner, document.id);
    const history = await db
      .select({ sealedKey: documentSignatures.sealedKey })
      .from(documentSignatures)
      .where(eq(documentSignatures.assignmentId, document.assignmentId));
    expect(history).toHaveLength(2);
    expect(history.every((row) => row.sealedKey !== null)).toBe(true);
    // The next expiry of the new signature is recorded again, once.
    await expireSignature(document.assignmentId);
    await sweepDocumentExpiries(deps);
    await sweepDocumentExpiries(deps);
    expect(await expiredEvents(document.assignmentId)).toHaveLength(2);
    await mailbox.waitFor(() => mailsTo(learner.user.email).length === 2);
  });

  it("records a document past its expiry date for everyone given it, without asking a signature", async () => {
    const toSign = await learnerNamed("Bram");
    const toRead = await learnerNamed("Eva");
    const signing = await given(toSign, { expiresOn: "2020-01-01" });
    const reading = await given(toRead, { expiresOn: "2020-01-01", mustSign: false });
    await sweepDocumentExpiries(deps);
    await sweepDocumentExpiries(deps);
    for (const { assignmentId } of [signing, reading]) {
      const events = await expiredEvents(assignmentId);
      expect(events).toHaveLength(1);
      expect(events[0]!.details).toEqual({ reason: "document-expired", expiresOn: "2020-01-01" });
    }
    await sleep(500);
    expect(mailsTo(toSign.user.email)).toHaveLength(0);
    expect(mailsTo(toRead.user.email)).toHaveLength(0);
  });

  it("records each expiry once when two workers sweep at the same time", async () => {
    const learners = await Promise.all(["Daan", "Fleur", "Gijs"].map(learnerNamed));
    const assignments = [];
    for (const learner of learners) {
      const document = await given(learner, { validityMonths: 1 });
      await sign(learner, document.id);
      await expireSignature(document.assignmentId);
      assignments.push(document.assignmentId);
    }
    const [one, two] = await Promise.all([
      sweepDocumentExpiries(deps),
      sweepDocumentExpiries(deps),
    ]);
    expect(one.recorded + two.recorded).toBe(3);
    for (const assignmentId of assignments)
      expect(await expiredEvents(assignmentId)).toHaveLength(1);
    for (const learner of learners)
      await mailbox.waitFor((mail) => mail.to.includes(learner.user.email));
    await sleep(500);
    for (const learner of learners) expect(mailsTo(learner.user.email)).toHaveLength(1);
  });

  it("records an expiry a learner signs again before any sweep, and then no more", async () => {
    const learner = await learnerNamed("Henk");
    const document = await given(learner, { validityMonths: 12 });
    await sign(learner, document.id);
    await expireSignature(document.assignmentId);
    await sign(learner, document.id);
    await sweepDocumentExpiries(deps);
    const trail = await findAssignmentEvents(db, document.assignmentId);
    expect(trail.filter((event) => event.type === "expired")).toHaveLength(1);
    expect(trail.map((event) => event.type).slice(-3)).toEqual([
      "expired",
      "consent_shown",
      "signed",
    ]);
    expect(verifyChain(trail)).toEqual({ intact: true });
    expect(mailsTo(learner.user.email)).toHaveLength(0);
  });
});

describe("the status rule", () => {
  it("is the same in SQL and in TypeScript, on the clock it is given", async () => {
    const learner = await learnerNamed("Iris");
    const unread = await given(learner);
    const read = await given(learner, { mustSign: false });
    await learner.client.get(`/documents/${read.id}`);
    const valid = await given(learner, { validityMonths: 1 });
    await sign(learner, valid.id);
    const forGood = await given(learner);
    await sign(learner, forGood.id);
    const endsSoon = await given(learner, { expiresOn: "2099-12-31" });
    const withdrawn = await given(learner);
    await leader.client.delete(
      `/lms/documents/${withdrawn.id}/assignees/${withdrawn.assignmentId}`,
    );
    const ids = [unread, read, valid, forGood, endsSoon, withdrawn].map((one) => one.assignmentId);

    const day = 86_400_000;
    // Today, past the signature's month of validity, and past the document's expiry date:
    // a clock the database's own now() would not follow.
    for (const now of [new Date(), new Date(Date.now() + 40 * day), new Date("2100-01-02")]) {
      const rows = await db
        .select({
          document: documents,
          assignment: documentAssignments,
          status: statusSql(now),
          toSign: needsSignatureSql(now),
          expiryCame: expiryCameSql(now),
        })
        .from(documentAssignments)
        .innerJoin(documents, eq(documents.id, documentAssignments.documentId))
        .where(inArray(documentAssignments.id, ids));
      expect(rows).toHaveLength(ids.length);
      for (const row of rows) {
        const state = { ...row.document, ...row.assignment };
        expect([row.status, row.toSign, row.expiryCame]).toEqual([
          documentStatus(state, now),
          needsSignature(state, now),
          expiryCame(state, now),
        ]);
      }
      const statuses = new Map(rows.map((row) => [row.assignment.id, row.status]));
      if (now.getFullYear() === 2100) expect(statuses.get(endsSoon.assignmentId)).toBe("expired");
      else if (now.getTime() > Date.now() + day)
        expect(statuses.get(valid.assignmentId)).toBe("expired");
      else expect(statuses.get(valid.assignmentId)).toBe("signed");
    }
  });
});

const DAY_MS = 86_400_000;
/** The moment `days` from now, and its day in Amsterdam as an expiry date. */
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);
const dayIn = (days: number) => todayInAmsterdam(inDays(days));

/** The educator saves the document with these changes. */
async function edit(documentId: string, body: Record<string, unknown>) {
  const saved = await leader.client.patch(`/lms/documents/${documentId}`, {
    title: "Gedragscode",
    mediaId: pdfId,
    mustSign: true,
    ...body,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The assignment as the educator's list shows it now. */
async function listed(documentId: string) {
  const list = await leader.client.get(`/lms/documents/${documentId}/assignees`);
  return list.json<{ data: { status: string; reminder: string }[] }>().data[0]!;
}

describe("an expiry date moved after the expiry was recorded", () => {
  it("records the expiry again when a date moved later has passed too, once", async () => {
    const learner = await learnerNamed("Joost");
    const document = await given(learner, { expiresOn: "2020-01-01" });
    await sweepDocumentExpiries(deps);
    expect(await expiredEvents(document.assignmentId)).toHaveLength(1);

    await edit(document.id, { expiresOn: dayIn(10) });
    expect(await listed(document.id)).toMatchObject({ status: "assigned", reminder: "possible" });
    await sweepDocumentExpiries(deps);
    expect(await expiredEvents(document.assignmentId)).toHaveLength(1);

    // Eleven days on, the new date has passed: a second expiry, recorded once.
    await sweepDocumentExpiries(deps, inDays(11));
    await sweepDocumentExpiries(deps, inDays(11));
    const events = await expiredEvents(document.assignmentId);
    expect(events).toHaveLength(2);
    expect(events[1]!.details).toEqual({ reason: "document-expired", expiresOn: dayIn(10) });
    expect(verifyChain(await findAssignmentEvents(db, document.assignmentId))).toEqual({
      intact: true,
    });
    // A document past its own date asks nobody to sign, so neither expiry is mailed.
    await sleep(500);
    expect(mailsTo(learner.user.email)).toHaveLength(0);
  });

  it("keeps the recorded expiry when the date moves but stays in the past", async () => {
    const learner = await learnerNamed("Kim");
    const document = await given(learner, { expiresOn: "2020-01-01" });
    await sweepDocumentExpiries(deps);
    await edit(document.id, { expiresOn: "2021-06-30" });
    await edit(document.id, { expiresOn: "2021-06-30", title: "Gedragscode 2021" });
    await sweepDocumentExpiries(deps);
    await sweepDocumentExpiries(deps, inDays(400));
    expect(await expiredEvents(document.assignmentId)).toHaveLength(1);
  });

  it("keeps a signature's recorded expiry whatever date the document is given", async () => {
    const learner = await learnerNamed("Lars");
    const document = await given(learner, { validityMonths: 12 });
    await sign(learner, document.id);
    await expireSignature(document.assignmentId);
    await sweepDocumentExpiries(deps);
    await mailbox.waitFor((mail) => mail.to.includes(learner.user.email));

    // From a validity period to an expiry date a month ahead: the signature stays expired.
    await edit(document.id, { validityMonths: null, expiresOn: dayIn(30) });
    expect(await listed(document.id)).toMatchObject({ status: "expired", reminder: "possible" });
    await sweepDocumentExpiries(deps);
    // Past the new date the same expiry goes on: nothing new to record or to mail.
    await sweepDocumentExpiries(deps, inDays(31));
    expect(await expiredEvents(document.assignmentId)).toHaveLength(1);
    await sleep(500);
    expect(mailsTo(learner.user.email)).toHaveLength(1);
  });

  it("records a date moved back into the past for people who signed, and again after it moved forward and passed", async () => {
    const learner = await learnerNamed("Mila");
    const document = await given(learner, { expiresOn: dayIn(30) });
    await sign(learner, document.id);
    expect(await listed(document.id)).toMatchObject({ status: "signed" });

    await edit(document.id, { expiresOn: "2020-01-01" });
    await sweepDocumentExpiries(deps);
    await sweepDocumentExpiries(deps);
    const events = await expiredEvents(document.assignmentId);
    expect(events).toHaveLength(1);
    expect(events[0]!.details).toEqual({ reason: "document-expired", expiresOn: "2020-01-01" });
    expect(await listed(document.id)).toMatchObject({
      status: "expired",
      reminder: "nothing-to-do",
    });
    expect((await learner.client.get("/users/me")).json().data.signDocumentsCount).toBe(0);

    // Back to a date ahead: the signature counts again until that date has passed.
    await edit(document.id, { expiresOn: dayIn(30) });
    expect(await listed(document.id)).toMatchObject({ status: "signed" });
    await sweepDocumentExpiries(deps);
    expect(await expiredEvents(document.assignmentId)).toHaveLength(1);
    await sweepDocumentExpiries(deps, inDays(31));
    await sweepDocumentExpiries(deps, inDays(31));
    expect(await expiredEvents(document.assignmentId)).toHaveLength(2);
    await sleep(500);
    expect(mailsTo(learner.user.email)).toHaveLength(0);
  });
});
