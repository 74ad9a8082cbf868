import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createStorage } from "../../platform/storage/create-storage";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { trainingBody } from "../../test/training-fixtures";
import { PDFDocument, PDFName, PDFDict } from "pdf-lib";
import { findCompanyProfileRow } from "../companies/companies.repository";
import { companies as companiesTable } from "../companies/companies.table";
import { storeLogo } from "../companies/company-logos";
import { issueCertificateJob } from "./certificates.jobs";
import { certificates } from "./certificates.table";
import { issueCertificate } from "./issue-certificate";

// No workers here: the jobs stay queued, so the test runs the issuing itself, several at once.
const { app, database } = await buildTestApp({ JOB_WORKERS: "none" });
const db = database.db;
const dataDir = await mkdtemp(join(tmpdir(), "leerlijn-issue-"));
const storage = await createStorage(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }));
afterAll(async () => {
  await storage.close();
  await rm(dataDir, { recursive: true, force: true });
});
const company = await buildCompany(db);
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);
const learners = await Promise.all(
  ["Ilse", "Jan"].map((firstName) =>
    buildUser(db, company, ["company-student"], { firstName, lastName: "Visser" }),
  ),
);
const companies = { profile: (id: string) => findCompanyProfileRow(db, id) };
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The names of the images a PDF's first page draws. */
async function imagesOf(pdf: Buffer) {
  const document = await PDFDocument.load(pdf);
  const resources = document.getPage(0).node.Resources();
  const objects = resources?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  return objects ? objects.keys().map((key) => key.toString()) : [];
}

describe("issuing a certificate", () => {
  it("queues one job per passed participant and, run at once several times, issues one certificate", async () => {
    const created = await leader.post(
      "/trainings",
      trainingBody({
        participants: { companyUserIds: learners.map((l) => l.companyUserId), groupIds: [] },
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
    const [ilse, jan] = training.participants.map((p) => p.trainingUserId) as [string, string];
    const saved = await leader.patch(
      `/trainings/${training.id}/attendance/${training.dates[0]!.id}`,
      {
        saveTemporarily: false,
        participants: [
          { trainingUserId: ilse, isPresent: true, passed: true },
          { trainingUserId: jan, isPresent: false, passed: false },
        ],
      },
    );
    expect(saved.statusCode).toBe(200);

    const queued = await database.db.execute(
      `select data from pgboss.job where name = '${issueCertificateJob.name}'`,
    );
    expect((queued as { rows: { data: unknown }[] }).rows.map((row) => row.data)).toEqual([
      { trainingUserId: ilse, origin: `http://${company.host}` },
    ]);

    const results = await Promise.all(
      [1, 2, 3].map(() =>
        issueCertificate({ db, storage, companies }, { trainingUserId: ilse, origin: null }),
      ),
    );
    const rows = await db
      .select()
      .from(certificates)
      .where(eq(certificates.trainingId, training.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.storageKey).toBe(`certificates/${company.id}/${rows[0]!.id}.pdf`);
    for (const result of results) expect(result).toMatchObject({ id: rows[0]!.id });
    const stored = await storage.readStart("media", rows[0]!.storageKey!, 5);
    expect(stored.toString()).toBe("%PDF-");

    expect(
      await issueCertificate({ db, storage, companies }, { trainingUserId: jan, origin: null }),
    ).toEqual({ refused: expect.any(String) as unknown });
  });

  it("draws the company's own logo on the certificate", async () => {
    const logoUrl = await storeLogo(storage, company.id, "light", PNG);
    await db
      .update(companiesTable)
      .set({ logoLightUrl: logoUrl })
      .where(eq(companiesTable.id, company.id));
    const created = await leader.post(
      "/trainings",
      trainingBody({
        participants: { companyUserIds: [learners[0]!.companyUserId], groupIds: [] },
        settings: { generateCertificates: true },
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
    const issued = await issueCertificate(
      { db, storage, companies },
      { trainingUserId, origin: "https://veilig.example" },
    );
    if ("refused" in issued) throw new Error(issued.refused);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read("media", issued.storageKey!))
      chunks.push(chunk as Buffer);
    expect(await imagesOf(Buffer.concat(chunks))).toHaveLength(1);
  });
});
