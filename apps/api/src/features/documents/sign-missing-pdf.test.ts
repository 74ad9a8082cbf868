import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { documentMessages } from "@leerlijn/contracts/documents/document.schema";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { ErrorReporter } from "../../platform/error-reporting/error-reporter";
import { buildTestApp } from "../../test/build-test-app";
import { drawnSignature, uploadPdf } from "../../test/documents";
import { buildCompany } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { makePdf } from "../../seed/media-samples";
import { media } from "../media/media.table";
import { documentAssignments, documentEvents, documentSignatures } from "./documents.table";

// The reporting service is outside the app: this stands in for it and keeps what reached it.
const reported: unknown[] = [];
const reporter: ErrorReporter = {
  report: (error) => void reported.push(error),
  flush: () => Promise.resolve(),
};
const dataDir = await mkdtemp(join(tmpdir(), "leerlijn-sign-missing-pdf-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const { app, database } = await buildTestApp({ DATA_DIR: dataDir }, { errorReporter: reporter });
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInMember(app, db, company, ["admin-group-leader"]);

/** A document to sign assigned to a new learner, and where its PDF lies on disk. */
async function assignedToSign() {
  const learner = await signedInMember(app, db, company, ["company-student"]);
  const mediaId = await uploadPdf(app, { host: company.host, client: leader.client }, "regels");
  const created = await leader.client.post("/lms/documents", {
    title: "Huisregels",
    mediaId,
    mustSign: true,
  });
  expect(created.statusCode, created.body).toBe(201);
  const documentId = created.json<{ data: { id: string } }>().data.id;
  const assigned = await leader.client.post(`/lms/documents/${documentId}/assignees`, {
    companyUserIds: [learner.user.companyUserId],
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const [row] = await db
    .select({ fileKey: media.fileKey })
    .from(media)
    .where(eq(media.id, mediaId));
  return { learner, documentId, file: join(dataDir, "storage", "media", row!.fileKey!) };
}

const sign = async (learner: Awaited<ReturnType<typeof signedInMember>>, documentId: string) =>
  learner.client.post(`/documents/${documentId}/sign`, {
    consent: true,
    signature: await drawnSignature(),
  });

/** What signing leaves behind for this document: trail events, signatures, the signed date. */
async function traces(documentId: string) {
  const events = await db
    .select({ type: documentEvents.type })
    .from(documentEvents)
    .where(eq(documentEvents.documentId, documentId));
  const [assignment] = await db
    .select()
    .from(documentAssignments)
    .where(eq(documentAssignments.documentId, documentId));
  const signatures = await db
    .select({ id: documentSignatures.id })
    .from(documentSignatures)
    .where(eq(documentSignatures.assignmentId, assignment!.id));
  return { events: events.map((event) => event.type), signatures, signedAt: assignment!.signedAt };
}

describe("signing a document whose PDF is gone or changed", () => {
  it("is refused in Dutch (409), leaves nothing half-written and is reported", async () => {
    const { learner, documentId, file } = await assignedToSign();
    await rm(file);
    reported.length = 0;
    const response = await sign(learner, documentId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: "CONFLICT", message: documentMessages.pdfMissing });
    expect(await traces(documentId)).toEqual({
      events: ["assigned"],
      signatures: [],
      signedAt: null,
    });
    expect(reported).toHaveLength(1);
    expect(String(reported[0])).toContain("its PDF is gone");
  });

  it("refuses a PDF that no longer matches its recorded hash the same way", async () => {
    const { learner, documentId, file } = await assignedToSign();
    await writeFile(file, await makePdf("ander", ["Een ander bestand"]));
    reported.length = 0;
    const response = await sign(learner, documentId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(documentMessages.pdfChanged);
    expect((await traces(documentId)).events).toEqual(["assigned"]);
    expect(reported).toHaveLength(1);
    expect(String(reported[0])).toContain("no longer matches its hash");
  });

  it("signs once the PDF is in place, so the refusal was the file's doing", async () => {
    const { learner, documentId } = await assignedToSign();
    reported.length = 0;
    const response = await sign(learner, documentId);
    expect(response.statusCode, response.body).toBe(200);
    expect((await traces(documentId)).signatures).toHaveLength(1);
    expect(reported).toEqual([]);
  });
});
