import {
  MAX_SIGNATURES_SHOWN,
  MAX_TRAIL_EVENTS,
} from "@leerlijn/contracts/documents/document.schema";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { uploadPdf } from "../../test/documents";
import { buildCompany } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { appendDocumentEvent, findAssignmentEvents } from "./document-events";
import { documentAssignments, documentEvents, documentSignatures } from "./documents.table";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInMember(app, db, company, ["admin-group-leader"]);
const learner = await signedInMember(app, db, company, ["company-student"]);
const pdfId = await uploadPdf(app, { host: company.host, client: leader.client }, "gedragscode");

const created = await leader.client.post("/lms/documents", {
  title: "Gedragscode",
  mediaId: pdfId,
  mustSign: true,
  validityMonths: 1,
});
const documentId = created.json<{ data: { id: string } }>().data.id;
const assigned = await leader.client.post(`/lms/documents/${documentId}/assignees`, {
  companyUserIds: [learner.user.companyUserId],
});
expect(assigned.statusCode, assigned.body).toBe(200);
const [assignment] = await db
  .select()
  .from(documentAssignments)
  .where(eq(documentAssignments.documentId, documentId));
const assignmentId = assignment!.id;

// Years of monthly re-signing and reminders: more of both than a page shows.
const EXTRA_EVENTS = MAX_TRAIL_EVENTS + 5;
const SIGNATURES = MAX_SIGNATURES_SHOWN + 3;
const [first] = await findAssignmentEvents(db, assignmentId);
for (let index = 0; index < EXTRA_EVENTS; index++)
  await appendDocumentEvent(db, {
    assignmentId,
    documentId,
    companyId: company.id,
    subjectUserId: learner.user.id,
    type: "reminded",
    actor: null,
    source: { ip: null, userAgent: null },
    pdfSha256: first!.pdfSha256,
    occurredAt: new Date(Date.UTC(2020, 0, 1) + index * 86_400_000),
  });
const signedAts = Array.from(
  { length: SIGNATURES },
  (_, index) => new Date(Date.UTC(2020, index, 1)),
);
await db.insert(documentSignatures).values(
  signedAts.map((signedAt) => ({
    assignmentId,
    signedAt,
    image: "data:image/png;base64,AA==",
    pdfSha256: first!.pdfSha256,
    eventId: first!.id,
  })),
);
const newestSignatures = signedAts
  .slice(-MAX_SIGNATURES_SHOWN)
  .reverse()
  .map((date) => date.toISOString());

type Shown = {
  trail: { id: string; type: string }[];
  trailTotal: number;
  trailIntact: boolean;
  signatures: { signedAt: string }[];
  signaturesTotal: number;
};

const educatorView = async () => {
  const response = await leader.client.get(
    `/users/${learner.user.companyUserId}/documents/${documentId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Shown }>().data;
};

describe("an assignment's long history", () => {
  it("shows the educator the newest part of the trail, oldest first, with its length", async () => {
    const all = await findAssignmentEvents(db, assignmentId);
    expect(all).toHaveLength(EXTRA_EVENTS + 1);
    const shown = await educatorView();
    expect(shown.trailTotal).toBe(EXTRA_EVENTS + 1);
    expect(shown.trail.map((event) => event.id)).toEqual(
      all.slice(-MAX_TRAIL_EVENTS).map((event) => event.id),
    );
    expect(shown.trailIntact).toBe(true);
  });

  it("checks the shown events and their link to the one before them", async () => {
    const all = await findAssignmentEvents(db, assignmentId);
    const oldestShown = all.at(-MAX_TRAIL_EVENTS)!;
    const before = all.at(-MAX_TRAIL_EVENTS - 1)!;
    // Someone bypasses the trigger and rewrites the hash of the event just before the page.
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`alter table document_events disable trigger document_events_no_update_or_delete`,
      );
      await tx
        .update(documentEvents)
        .set({ hash: "f".repeat(64) })
        .where(eq(documentEvents.id, before.id));
      await tx.execute(
        sql`alter table document_events enable trigger document_events_no_update_or_delete`,
      );
    });
    const shown = await educatorView();
    expect(shown.trail[0]!.id).toBe(oldestShown.id);
    expect(shown.trailIntact).toBe(false);
  });

  it("shows the newest signatures with how many there are, to the educator and the learner", async () => {
    const shown = await educatorView();
    expect(shown.signaturesTotal).toBe(SIGNATURES);
    expect(shown.signatures.map((signature) => signature.signedAt)).toEqual(newestSignatures);

    const mine = await learner.client.get(`/documents/${documentId}`);
    expect(mine.statusCode, mine.body).toBe(200);
    const data = mine.json<{ data: Shown }>().data;
    expect(data.signaturesTotal).toBe(SIGNATURES);
    expect(data.signatures.map((signature) => signature.signedAt)).toEqual(newestSignatures);
  });
});
