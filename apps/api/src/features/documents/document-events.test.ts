import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { drawnSignature, uploadPdf } from "../../test/documents";
import { buildCompany } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { findAssignmentEvents, verifyChain } from "./document-events";
import { documentEvents } from "./documents.table";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInMember(app, db, company, ["admin-group-leader"]);
const learner = await signedInMember(app, db, company, ["company-student"]);
const pdfId = await uploadPdf(app, { host: company.host, client: leader.client }, "geheimhouding");

const created = await leader.client.post("/lms/documents", {
  title: "Geheimhouding",
  mediaId: pdfId,
  mustSign: true,
});
const documentId = created.json().data.id as string;
await leader.client.post(`/lms/documents/${documentId}/assignees`, {
  companyUserIds: [learner.user.companyUserId],
});
const signed = await learner.client.post(`/documents/${documentId}/sign`, {
  consent: true,
  signature: await drawnSignature(),
});
const assignmentId = signed.json().data.assignmentId as string;

/** The database's refusal, whichever driver wraps it. */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    let text = "";
    for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause)
      text += ` ${String((cause as { message?: unknown }).message)}`;
    return text;
  }
  throw new Error("the statement was not refused");
}

describe("the audit trail of a document", () => {
  it("is refused any update, delete or truncate by the database", async () => {
    const [first] = await findAssignmentEvents(db, assignmentId);
    expect(
      await refusal(
        db.update(documentEvents).set({ ip: "10.0.0.1" }).where(eq(documentEvents.id, first!.id)),
      ),
    ).toContain("append-only: UPDATE refused");
    expect(
      await refusal(db.delete(documentEvents).where(eq(documentEvents.id, first!.id))),
    ).toContain("append-only: DELETE refused");
    expect(await refusal(db.execute(sql`truncate document_events`))).toContain(
      "append-only: TRUNCATE refused",
    );
    expect(await findAssignmentEvents(db, assignmentId)).toHaveLength(4);
  });

  it("shows the educator a person's document with its intact trail; foreign ones are a 404", async () => {
    const shown = await leader.client.get(
      `/users/${learner.user.companyUserId}/documents/${documentId}`,
    );
    expect(shown.statusCode, shown.body).toBe(200);
    const data = shown.json<{
      data: { document: { status: string }; trailIntact: boolean; trail: { type: string }[] };
    }>().data;
    expect(data.document.status).toBe("signed");
    expect(data.trailIntact).toBe(true);
    expect(data.trail.map((event) => event.type)).toEqual([
      "assigned",
      "viewed",
      "consent_shown",
      "signed",
    ]);
    const other = await buildCompany(db);
    const foreign = await signedInMember(app, db, other, ["admin-group-leader"]);
    expect(
      (await foreign.client.get(`/users/${learner.user.companyUserId}/documents/${documentId}`))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await leader.client.get(
          `/users/${learner.user.companyUserId}/documents/${crypto.randomUUID()}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await learner.client.get(`/users/${learner.user.companyUserId}/documents/${documentId}`))
        .statusCode,
    ).toBe(403);
  });

  it("shows where the chain breaks once someone bypasses the trigger and alters a row", async () => {
    const events = await findAssignmentEvents(db, assignmentId);
    expect(verifyChain(events)).toEqual({ intact: true });
    const viewed = events.find((event) => event.type === "viewed")!;
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`alter table document_events disable trigger document_events_no_update_or_delete`,
      );
      await tx
        .update(documentEvents)
        .set({ occurredAt: new Date(viewed.occurredAt.getTime() - 60_000) })
        .where(eq(documentEvents.id, viewed.id));
      await tx.execute(
        sql`alter table document_events enable trigger document_events_no_update_or_delete`,
      );
    });
    expect(verifyChain(await findAssignmentEvents(db, assignmentId))).toEqual({
      intact: false,
      brokenAt: viewed.id,
    });
    // The educator's view of the person's document says so too.
    const shown = await leader.client.get(
      `/users/${learner.user.companyUserId}/documents/${documentId}`,
    );
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.trailIntact).toBe(false);
  });

  it("keeps the trail when the person leaves the company", async () => {
    const leaving = await signedInMember(app, db, company, ["company-student"]);
    await leader.client.post(`/lms/documents/${documentId}/assignees`, {
      companyUserIds: [leaving.user.companyUserId],
    });
    const opened = await leaving.client.get(`/documents/${documentId}`);
    const leavingAssignment = opened.json().data.assignmentId as string;
    const removed = await leader.client.delete(`/users/${leaving.user.companyUserId}`);
    expect(removed.statusCode, removed.body).toBe(204);
    const trail = await findAssignmentEvents(db, leavingAssignment);
    expect(trail.map((event) => event.type)).toEqual(["assigned", "viewed"]);
    expect(verifyChain(trail)).toEqual({ intact: true });
  });
});
