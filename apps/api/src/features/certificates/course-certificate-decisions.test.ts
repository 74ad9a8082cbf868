import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createStorage } from "../../platform/storage/create-storage";
import { type ApiCaller, signedInAs } from "../../test/authoring";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany } from "../../test/factories";
import { assign, buildCourse, choice } from "../../test/learning";
import { findCompanyProfileRow } from "../companies/companies.repository";
import { todayInAmsterdam } from "../trainings/training-scope";
import { issueCertificateJob } from "./certificates.jobs";
import { certificates } from "./certificates.table";
import { sweepUnissuedCourseCertificates } from "./course-certificate-sweep";

// No workers: a pass's job stays queued (or is dropped, as a queue that was away), and the
// test runs the sweep itself, on the app's storage (where the reissued PDFs go).
const dataDir = await mkdtemp(join(tmpdir(), "leerlijn-course-certificate-decisions-"));
const { app, database } = await buildTestApp({ JOB_WORKERS: "none", DATA_DIR: dataDir });
const db = database.db;
const storage = await createStorage(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }));
afterAll(async () => {
  await storage.close();
  await rm(dataDir, { recursive: true, force: true });
});
const deps = { db, storage, companies: { profile: (id: string) => findCompanyProfileRow(db, id) } };
const company = await buildCompany(db);
const leader = await signedInAs(app, db, ["admin-group-leader"], company);
const course = await buildCourse(leader, {
  name: "Veilig heffen",
  type: "test",
  settings: { scoringMethod: "exam", passPercentage: 50, issuesCertificate: true },
  sections: [{ type: "exam", title: "Toets", blocks: [choice(["a"])] }],
});
/** An hour on: past the grace the sweep leaves a pass's own job. */
const later = () => new Date(Date.now() + 60 * 60_000);

/** A learner who passed the course through the API, and whose issuing job was lost. */
async function passedWithoutJob() {
  const learner = await signedInAs(app, db, ["company-student"], company);
  await assign(leader, course.courseId, [learner.companyUserId]);
  const enrollmentId = (await learner.call("GET", "/enrollments")).json().data[0].id as string;
  await answerRight(learner, enrollmentId);
  // The queue was away right after the pass: no job was ever stored.
  await db.execute(
    `delete from pgboss.job where name = '${issueCertificateJob.name}' and data->>'enrollmentId' = '${enrollmentId}'`,
  );
  return { learner, enrollmentId };
}

async function answerRight(learner: ApiCaller, enrollmentId: string) {
  const [section] = (await learner.call("GET", `/enrollments/${enrollmentId}/sections`)).json()
    .data as { id: string }[];
  const blocks = (
    await learner.call("GET", `/enrollments/${enrollmentId}/sections/${section!.id}/blocks`)
  ).json().data as { uuid: string }[];
  for (const block of blocks) {
    const sent = await learner.call(
      "POST",
      `/enrollments/${enrollmentId}/sections/${section!.id}/progress`,
      {
        blockUuid: block.uuid,
        isCheckAnswer: false,
        more: { answer: { kind: "choice", optionIds: ["a"] } },
      },
    );
    expect(sent.statusCode, sent.body).toBeLessThan(300);
  }
}

const certificatesOf = (enrollmentId: string) =>
  db.select().from(certificates).where(eq(certificates.enrollmentId, enrollmentId));

async function issuedBySweep(enrollmentId: string) {
  await sweepUnissuedCourseCertificates(deps, later());
  const [row] = await certificatesOf(enrollmentId);
  expect(row).toBeDefined();
  return row!;
}

describe("the sweep for missed course certificates", () => {
  it("issues a pass whose job was lost its certificate, once, however often it runs", async () => {
    const { learner, enrollmentId } = await passedWithoutJob();
    // Within the grace the pass's own job may still come: the sweep waits.
    await sweepUnissuedCourseCertificates(deps);
    expect(await certificatesOf(enrollmentId)).toEqual([]);

    await Promise.all([1, 2, 3].map(() => sweepUnissuedCourseCertificates(deps, later())));
    await sweepUnissuedCourseCertificates(deps, later());
    const rows = await certificatesOf(enrollmentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      enrollmentAttempt: 1,
      holderId: learner.companyUserId,
      trainingName: "Veilig heffen",
      revokedAt: null,
    });
    expect((await storage.readStart("media", rows[0]!.storageKey!, 5)).toString()).toBe("%PDF-");
  });

  it("leaves failed attempts, and certificates an educator revoked, alone", async () => {
    const failed = await signedInAs(app, db, ["company-student"], company);
    await assign(leader, course.courseId, [failed.companyUserId]);
    const failedId = (await failed.call("GET", "/enrollments")).json().data[0].id as string;
    const [section] = (await failed.call("GET", `/enrollments/${failedId}/sections`)).json().data;
    const [block] = (
      await failed.call("GET", `/enrollments/${failedId}/sections/${section.id}/blocks`)
    ).json().data;
    await failed.call("POST", `/enrollments/${failedId}/sections/${section.id}/progress`, {
      blockUuid: block.uuid,
      isCheckAnswer: false,
      more: { answer: { kind: "choice", optionIds: ["b"] } },
    });

    const { learner, enrollmentId } = await passedWithoutJob();
    const row = await issuedBySweep(enrollmentId);
    const revoked = await leader.call(
      "POST",
      `/users/${learner.companyUserId}/course-certificates/${row.id}/revoke`,
      { reason: "Fraude bij de toets" },
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    await sweepUnissuedCourseCertificates(deps, later());
    expect(await certificatesOf(failedId)).toEqual([]);
    expect(await certificatesOf(enrollmentId)).toEqual([
      expect.objectContaining({ id: row.id, revokedReason: "Fraude bij de toets" }),
    ]);
  });
});

describe("the educator's decisions on a course certificate", () => {
  it("revokes with a reason (validated in Dutch); the verification page says revoked", async () => {
    const { learner, enrollmentId } = await passedWithoutJob();
    const row = await issuedBySweep(enrollmentId);
    const url = `/users/${learner.companyUserId}/course-certificates/${row.id}/revoke`;
    for (const [reason, message] of [
      ["  ", "Dit veld is verplicht."],
      ["x".repeat(501), "Dit veld mag maximaal 500 tekens bevatten."],
    ] as const) {
      const refused = await leader.call("POST", url, { reason });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ reason: [message] });
    }
    const revoked = await leader.call("POST", url, { reason: "Toets niet zelf gemaakt" });
    expect(revoked.statusCode).toBe(200);
    const today = todayInAmsterdam();
    expect(revoked.json().data).toMatchObject({
      id: row.id,
      status: "revoked",
      revokedOn: today,
    });
    const again = await leader.call("POST", url, { reason: "Nog eens" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Dit certificaat is al ingetrokken.");

    const verified = await app.inject({
      method: "GET",
      url: `/api/v1/certificates/verify/${row.code}`,
      headers: { host: company.host },
    });
    expect(verified.json().data).toMatchObject({ status: "revoked", revokedOn: today });
    // The reason stays internal.
    expect(verified.body).not.toContain("Toets niet zelf gemaakt");
    const person = await leader.call("GET", `/users/${learner.companyUserId}/trainings`);
    expect(person.json().courseCertificates).toEqual([
      expect.objectContaining({ id: row.id, status: "revoked", revokedOn: today }),
    ]);
  });

  it("reissues a new certificate (new code, number and PDF); the old one stays revoked", async () => {
    const { learner, enrollmentId } = await passedWithoutJob();
    const old = await issuedBySweep(enrollmentId);
    const url = `/users/${learner.companyUserId}/course-certificates/${old.id}/reissue`;
    const [first, second] = await Promise.all([leader.call("POST", url), leader.call("POST", url)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const rows = await certificatesOf(enrollmentId);
    expect(rows).toHaveLength(3);
    const active = rows.filter((row) => row.revokedAt === null);
    expect(active).toHaveLength(1);
    const [fresh] = active;
    expect(fresh!.code).not.toBe(old.code);
    expect(fresh!.number).not.toBe(old.number);
    expect(fresh!.storageKey).toBe(`certificates/${company.id}/${fresh!.id}.pdf`);
    expect((await storage.readStart("media", fresh!.storageKey!, 5)).toString()).toBe("%PDF-");
    expect(rows.find((row) => row.id === old.id)).toMatchObject({
      revokedReason: "Vervangen door een nieuw uitgegeven certificaat.",
      revokedById: leader.companyUserId,
    });
    const verify = (code: string | null) =>
      app.inject({
        method: "GET",
        url: `/api/v1/certificates/verify/${code}`,
        headers: { host: company.host },
      });
    expect((await verify(old.code)).json().data.status).toBe("revoked");
    expect((await verify(fresh!.code)).json().data.status).toBe("valid");
    const person = await leader.call("GET", `/users/${learner.companyUserId}/trainings`);
    expect(person.json().courseCertificates).toEqual([
      expect.objectContaining({ id: fresh!.id, status: "valid" }),
    ]);
    // A revoked certificate can be reissued too; the sweep adds nothing afterwards.
    const revokedAll = await leader.call(
      "POST",
      `/users/${learner.companyUserId}/course-certificates/${fresh!.id}/revoke`,
      { reason: "Per ongeluk" },
    );
    expect(revokedAll.statusCode).toBe(200);
    const reissued = await leader.call(
      "POST",
      `/users/${learner.companyUserId}/course-certificates/${fresh!.id}/reissue`,
    );
    expect(reissued.statusCode).toBe(201);
    expect(reissued.json().data).toMatchObject({ status: "valid", courseName: "Veilig heffen" });
    await sweepUnissuedCourseCertificates(deps, later());
    expect(await certificatesOf(enrollmentId)).toHaveLength(4);
  });

  it("refuses a retaken attempt's old certificate", async () => {
    const { learner, enrollmentId } = await passedWithoutJob();
    const old = await issuedBySweep(enrollmentId);
    const reassigned = await leader.call("PATCH", `/enrollments/${enrollmentId}/reassign`);
    expect(reassigned.statusCode, reassigned.body).toBeLessThan(300);
    const refused = await leader.call(
      "POST",
      `/users/${learner.companyUserId}/course-certificates/${old.id}/reissue`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Deze cursus wordt opnieuw gemaakt; het nieuwe certificaat volgt na het slagen.",
    );
  });

  it("is for those who manage the person's courses, in their own company; foreign ids are 404", async () => {
    const { learner, enrollmentId } = await passedWithoutJob();
    const row = await issuedBySweep(enrollmentId);
    const other = await passedWithoutJob();
    const otherRow = await issuedBySweep(other.enrollmentId);
    const revoke = (caller: ApiCaller, userId: string, certificateId: string) =>
      caller.call("POST", `/users/${userId}/course-certificates/${certificateId}/revoke`, {
        reason: "Reden",
      });
    const reissue = (caller: ApiCaller, userId: string, certificateId: string) =>
      caller.call("POST", `/users/${userId}/course-certificates/${certificateId}/reissue`);

    for (const role of ["company-student", "admin-trainer"] as const) {
      const caller = await signedInAs(app, db, [role], company);
      expect((await revoke(caller, learner.companyUserId, row.id)).statusCode, role).toBe(403);
      expect((await reissue(caller, learner.companyUserId, row.id)).statusCode, role).toBe(403);
    }
    const stranger = await signedInAs(app, db, ["admin-group-leader"]);
    expect((await revoke(stranger, learner.companyUserId, row.id)).statusCode).toBe(404);
    expect((await reissue(stranger, learner.companyUserId, row.id)).statusCode).toBe(404);
    // Another person's certificate under this person, and an unknown one: 404.
    expect((await revoke(leader, learner.companyUserId, otherRow.id)).statusCode).toBe(404);
    expect((await reissue(leader, learner.companyUserId, otherRow.id)).statusCode).toBe(404);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await revoke(leader, learner.companyUserId, unknown)).statusCode).toBe(404);
    expect((await revoke(leader, unknown, row.id)).statusCode).toBe(404);
    expect(await certificatesOf(enrollmentId)).toEqual([
      expect.objectContaining({ id: row.id, revokedAt: null }),
    ]);
  });
});
