import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createJobQueue } from "../../platform/jobs/job-queue";
import { createStorage } from "../../platform/storage/create-storage";
import { signedInAs } from "../../test/authoring";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany } from "../../test/factories";
import { assign, buildCourse, choice } from "../../test/learning";
import { findCompanyProfileRow } from "../companies/companies.repository";
import { issueCertificateJob } from "./certificates.jobs";
import { certificates } from "./certificates.table";
import { startCertificateWorkers } from "./certificates.workers";

// The app queues the jobs; the workers below, on a storage that refuses, run them.
const { app, database } = await buildTestApp({ JOB_WORKERS: "none" });
const db = database.db;
const dataDir = await mkdtemp(join(tmpdir(), "leerlijn-refusing-storage-"));
const storage = await createStorage(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }));
// Where the PDFs would go is a file: every write of a certificate fails, as on a full disk.
await mkdir(join(dataDir, "storage", "media"), { recursive: true });
await writeFile(join(dataDir, "storage", "media", "certificates"), "not a folder");
const jobs = await createJobQueue(database, {
  superviseIntervalSeconds: 1,
  pollingIntervalSeconds: 0.5,
});
afterAll(async () => {
  await jobs.stop({ graceful: false });
  await storage.close();
  await rm(dataDir, { recursive: true, force: true });
});

const company = await buildCompany(db);
const leader = await signedInAs(app, db, ["admin-group-leader"], company);
const course = await buildCourse(leader, {
  type: "test",
  settings: { passPercentage: 50, issuesCertificate: true, certificateValidityMonths: null },
  sections: [{ type: "exam", title: "Toets", blocks: [choice(["a"])] }],
});

/** A learner who passed the course through the API: its certificate's job is queued. */
async function passedLearner() {
  const learner = await signedInAs(app, db, ["company-student"], company);
  await assign(leader, course.courseId, [learner.companyUserId]);
  const enrollmentId = (await learner.call("GET", "/enrollments")).json().data[0].id as string;
  const sections = (await learner.call("GET", `/enrollments/${enrollmentId}/sections`)).json()
    .data as { id: string; blockUuids: string[] }[];
  const exam = sections.find((section) => section.blockUuids.length > 0)!;
  const sent = await learner.call(
    "POST",
    `/enrollments/${enrollmentId}/sections/${exam.id}/progress`,
    {
      blockUuid: exam.blockUuids[0],
      isCheckAnswer: false,
      more: { answer: { kind: "choice", optionIds: ["a"] } },
    },
  );
  expect(sent.json().data.enrollment.isPassed).toBe(true);
  return { learner, enrollmentId };
}

async function jobState(enrollmentId: string): Promise<string | undefined> {
  const result = await db.execute(
    `select state from pgboss.job where name = '${issueCertificateJob.name}' and data->>'enrollmentId' = '${enrollmentId}'`,
  );
  return (result as { rows: { state: string }[] }).rows[0]?.state;
}

async function until(probe: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await sleep(100);
  }
  throw new Error("timed out");
}

describe("the certificate job on a storage that refuses", () => {
  it("marks the certificate's file as failed on the last try only", async () => {
    const last = await passedLearner();
    const first = await passedLearner();
    // The last one's job has used up its retries already (as after five failures with backoff).
    await db.execute(
      `update pgboss.job set retry_count = ${issueCertificateJob.options.retryLimit} where name = '${issueCertificateJob.name}' and data->>'enrollmentId' = '${last.enrollmentId}'`,
    );
    const companies = { profile: (id: string) => findCompanyProfileRow(db, id) };
    await startCertificateWorkers({ db, storage, jobs, companies, concurrency: 1 });
    await until(async () => (await jobState(last.enrollmentId)) === "failed");
    await until(async () => (await jobState(first.enrollmentId)) === "retry");

    const rowOf = async (enrollmentId: string) =>
      (await db.select().from(certificates).where(eq(certificates.enrollmentId, enrollmentId)))[0];
    const failed = await rowOf(last.enrollmentId);
    expect(failed).toMatchObject({ storageKey: null, revokedAt: null });
    expect(failed?.fileFailedAt).toBeInstanceOf(Date);
    // A try with retries left claims the certificate but leaves the mark to the last one.
    expect(await rowOf(first.enrollmentId)).toMatchObject({ storageKey: null, fileFailedAt: null });

    const mine = (await last.learner.call("GET", "/my-certificates")).json().data;
    expect(mine).toEqual([expect.objectContaining({ fileFailed: true, fileUrl: null })]);
  });
});
