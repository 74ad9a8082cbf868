import { certificateMessages } from "@leerlijn/contracts/certificates/certificate.schema";
import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { type FormPart, multipartBody } from "../../test/multipart";
import { trainingBody } from "../../test/training-fixtures";
import { certificates } from "./certificates.table";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const { user: leaderUser, client: leader } = await signedInMember(app, db, company, [
  "admin-group-leader",
]);
const { client: strangerTrainer } = await signedInMember(app, db, company, ["admin-trainer"]);
const learner = await buildUser(db, company, ["company-student"], {
  firstName: "Lotte",
  lastName: "de Vries",
});

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

type Certificate = { id: string; source: string; status: string; fileUrl: string | null };
type Participant = {
  trainingUserId: string;
  certificateUrl: string | null;
  certificate: Certificate | null;
};
const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

const token = await signIn(app, company.host, leaderUser.email);
const upload = (path: string, parts: FormPart[], client = token) => {
  const { payload, headers } = multipartBody(parts);
  return app.inject({
    method: "POST",
    url: `/api/v1${path}`,
    headers: { ...headers, host: company.host, authorization: `Bearer ${client}` },
    payload,
  });
};

async function completedTraining() {
  const created = await leader.post(
    "/trainings",
    trainingBody({
      participants: { companyUserIds: [learner.companyUserId], groupIds: [] },
      settings: {
        generateCertificates: true,
        certificateExpiryDate: "2101-01-01",
        certificateReminderDate: null,
      },
    }),
  );
  const training = created.json<{
    data: { id: string; dates: { id: string }[]; participants: { trainingUserId: string }[] };
  }>().data;
  const trainingUserId = training.participants[0]!.trainingUserId;
  await leader.patch(`/trainings/${training.id}/attendance/${training.dates[0]!.id}`, {
    saveTemporarily: false,
    participants: [{ trainingUserId, isPresent: true, passed: true }],
  });
  return {
    training,
    trainingUserId,
    document: `/trainings/${training.id}/attendance/${trainingUserId}/document`,
  };
}

async function generated(trainingId: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [row] = await db
      .select()
      .from(certificates)
      .where(and(eq(certificates.trainingId, trainingId), isNotNull(certificates.storageKey)));
    if (row || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("uploaded certificates", () => {
  it("replace a generated certificate, which stays as revoked; the list links the upload (signed)", async () => {
    const { training, trainingUserId, document } = await completedTraining();
    const first = await generated(training.id);
    const response = await upload(document, [
      { name: "certificate", filename: "diploma.png", contentType: "image/png", data: PNG },
    ]);
    expect(response.statusCode).toBe(201);
    const uploaded = dataOf<Certificate>(response);
    expect(uploaded).toMatchObject({ source: "uploaded", status: "valid" });

    const [old] = await db.select().from(certificates).where(eq(certificates.id, first!.id));
    expect(old!.revokedReason).toBe(certificateMessages.revokedReplaced);

    const list = await leader.get(`/trainings/${training.id}/attendance/${training.dates[0]!.id}`);
    const participant = dataOf<{ participants: Participant[] }>(list).participants.find(
      (p) => p.trainingUserId === trainingUserId,
    )!;
    expect(participant.certificate).toMatchObject({ id: uploaded.id, source: "uploaded" });
    expect(participant.certificateUrl).toMatch(/expires=|X-Amz-Expires=|exp/i);
    const file = await app.inject({ method: "GET", url: participant.certificateUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);

    // A second upload replaces the first (a file only: it is removed).
    const again = await upload(document, [
      { name: "certificate", filename: "diploma.pdf", contentType: "application/pdf", data: PDF },
    ]);
    expect(again.statusCode).toBe(201);
    const rows = await db
      .select({ source: certificates.source, revoked: certificates.revokedAt })
      .from(certificates)
      .where(eq(certificates.trainingUserId, trainingUserId));
    expect(rows.filter((row) => row.source === "uploaded")).toHaveLength(1);
    expect((await app.inject({ method: "GET", url: participant.certificateUrl! })).statusCode).toBe(
      404,
    );
  });

  it("refuses a file that is no PDF, JPG or PNG by its content, in Dutch", async () => {
    const { document } = await completedTraining();
    const response = await upload(document, [
      {
        name: "certificate",
        filename: "certificaat.pdf",
        contentType: "application/pdf",
        data: Buffer.from("GIF89a not really a pdf"),
      },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: certificateMessages.wrongFileKind,
      errors: { certificate: [certificateMessages.wrongFileKind] },
    });
    const empty = await upload(document, [{ name: "other", value: "x" }]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { certificate: [certificateMessages.noFile] } });
  });

  it("can be removed; removing again, or for someone else's training, is a 404", async () => {
    const { document } = await completedTraining();
    expect(
      (
        await upload(document, [
          { name: "certificate", filename: "c.pdf", contentType: "application/pdf", data: PDF },
        ])
      ).statusCode,
    ).toBe(201);
    expect((await strangerTrainer.delete(document)).statusCode).toBe(404);
    expect((await leader.delete(document)).statusCode).toBe(204);
    const again = await leader.delete(document);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: certificateMessages.noUpload });
  });
});
