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
import { assign, buildCourse, choice, text } from "../../test/learning";
import { findCompanyProfileRow } from "../companies/companies.repository";
import { users } from "../users/users.table";
import { issueCertificateJob, type IssueCertificateData } from "./certificates.jobs";
import { certificates } from "./certificates.table";
import type { MailMessage } from "../../platform/mail/mailer";
import { sweepCertificateReminders } from "./certificate-reminders";
import { addMonths } from "./course-certificate-validity";
import { issueCourseCertificate } from "./issue-course-certificate";
import { todayInAmsterdam } from "../trainings/training-scope";

// No workers: the jobs stay queued, so the test reads them and runs the issuing itself.
const { app, database } = await buildTestApp({ JOB_WORKERS: "none" });
const db = database.db;
const dataDir = await mkdtemp(join(tmpdir(), "leerlijn-course-certificates-"));
const storage = await createStorage(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }));
afterAll(async () => {
  await storage.close();
  await rm(dataDir, { recursive: true, force: true });
});
const companies = { profile: (id: string) => findCompanyProfileRow(db, id) };
const company = await buildCompany(db);
const leader = await signedInAs(app, db, ["admin-group-leader"], company);

const settings = {
  scoringMethod: "exam",
  passPercentage: 50,
  timeLimitEnabled: false,
  timeLimitMinutes: null,
  checkAnswerMode: false,
  isAvailableForAllStudentsOfThisDomain: false,
} as const;

describe("the course's certificate setting", () => {
  it("is saved with the version, validated in Dutch, and only by its company's authors", async () => {
    const course = await buildCourse(leader, {
      type: "test",
      publish: false,
      sections: [{ type: "exam", title: "Toets", blocks: [choice(["a"])] }],
    });
    const revision = (await leader.call("GET", course.base)).json().data.revision as number;
    for (const months of [0, 121, 1.5]) {
      const refused = await leader.call("PATCH", course.base, {
        revision,
        settings: { ...settings, issuesCertificate: true, certificateValidityMonths: months },
      });
      expect(refused.statusCode, String(months)).toBe(422);
      expect(refused.json().errors).toEqual({
        "settings.certificate_validity_months": [
          "Vul een geldigheid van 1 tot 120 maanden in, of kies onbeperkt geldig.",
        ],
      });
    }
    const body = {
      revision,
      settings: { ...settings, issuesCertificate: true, certificateValidityMonths: 12 },
    };
    const learner = await signedInAs(app, db, ["company-student"], company);
    expect((await learner.call("PATCH", course.base, body)).statusCode).toBe(403);
    const stranger = await signedInAs(app, db, ["admin-group-leader"]);
    expect((await stranger.call("PATCH", course.base, body)).statusCode).toBe(404);
    const saved = await leader.call("PATCH", course.base, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings).toMatchObject({
      issuesCertificate: true,
      certificateValidityMonths: 12,
    });
    // Switched off, no validity is kept; "none" (null) means it never expires.
    const off = await leader.call("PATCH", course.base, {
      revision: revision + 1,
      settings: { ...settings, issuesCertificate: false, certificateValidityMonths: 12 },
    });
    expect(off.json().data.settings).toMatchObject({
      issuesCertificate: false,
      certificateValidityMonths: null,
    });
  });

  it("stays with a published version: changing it needs a new version", async () => {
    const course = await buildCourse(leader, {
      type: "test",
      sections: [{ type: "exam", title: "Toets", blocks: [choice(["a"])] }],
    });
    const version = (await leader.call("GET", course.base)).json().data;
    const changed = await leader.call("PATCH", course.base, {
      revision: version.revision,
      settings: { ...settings, passPercentage: 70, issuesCertificate: true },
    });
    expect(changed.statusCode).toBe(409);
  });
});

/** The queued issuing jobs of these enrollments. */
async function queuedFor(enrollmentIds: string[]) {
  const result = await db.execute(
    `select data from pgboss.job where name = '${issueCertificateJob.name}'`,
  );
  return (result as { rows: { data: IssueCertificateData }[] }).rows
    .map((row) => row.data)
    .filter((data) => "enrollmentId" in data && enrollmentIds.includes(data.enrollmentId));
}

/** Answers every block of the learner's enrollment through the API: right or wrong. */
async function takeCourse(learner: ApiCaller, enrollmentId: string, right: boolean) {
  const sections = (await learner.call("GET", `/enrollments/${enrollmentId}/sections`)).json()
    .data as { id: string; blockUuids: string[] }[];
  const blocks: { uuid: string; sectionId: string; content: { type: string } }[] = [];
  for (const section of sections.filter((s) => s.blockUuids.length > 0))
    blocks.push(
      ...(
        await learner.call("GET", `/enrollments/${enrollmentId}/sections/${section.id}/blocks`)
      ).json().data,
    );
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) {
    const answer =
      block.content.type === "question"
        ? { answer: { kind: "choice", optionIds: [right ? "a" : "b"] } }
        : undefined;
    const sent = await learner.call(
      "POST",
      `/enrollments/${enrollmentId}/sections/${block.sectionId}/progress`,
      { blockUuid: block.uuid, isCheckAnswer: false, ...(answer ? { more: answer } : {}) },
    );
    expect(sent.statusCode, sent.body).toBeLessThan(300);
  }
}

describe("a passed course attempt", () => {
  const certificateCourse = buildCourse(leader, {
    name: "Veilig werken op hoogte",
    type: "elearning",
    settings: {
      scoringMethod: "exam",
      passPercentage: 50,
      issuesCertificate: true,
      certificateValidityMonths: 12,
    },
    sections: [
      { type: "paragraph", title: "Uitleg", blocks: [text()] },
      { type: "exam", title: "Toets", blocks: [choice(["a"]), choice(["a"])] },
    ],
  });

  async function enrolled() {
    const course = await certificateCourse;
    const learner = await signedInAs(app, db, ["company-student"], company);
    await assign(leader, course.courseId, [learner.companyUserId]);
    const enrollmentId = (await learner.call("GET", "/enrollments")).json().data[0].id as string;
    return { learner, enrollmentId, course };
  }

  it("queues one issuing job, and issues one certificate however often it runs", async () => {
    const { learner, enrollmentId, course } = await enrolled();
    await takeCourse(learner, enrollmentId, true);
    // Answering again (a double click) finishes nothing new: still one job.
    const jobs = await queuedFor([enrollmentId]);
    expect(jobs).toEqual([{ enrollmentId, attempt: 1, origin: `http://${company.host}` }]);

    const results = await Promise.all(
      [1, 2, 3].map(() => issueCourseCertificate({ db, storage, companies }, jobs[0]! as never)),
    );
    const rows = await db
      .select()
      .from(certificates)
      .where(eq(certificates.enrollmentId, enrollmentId));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    for (const result of results) expect(result).toMatchObject({ id: row!.id });
    const today = todayInAmsterdam();
    expect(row).toMatchObject({
      courseId: course.courseId,
      trainingUserId: null,
      trainingName: "Veilig werken op hoogte",
      enrollmentAttempt: 1,
      expiresOn: addMonths(today, 12),
      reminderOn: addMonths(today, 11),
      storageKey: `certificates/${company.id}/${row!.id}.pdf`,
    });
    expect((await storage.readStart("media", row!.storageKey!, 5)).toString()).toBe("%PDF-");

    const verified = await app.inject({
      method: "GET",
      url: `/api/v1/certificates/verify/${row!.code}`,
      headers: { host: company.host },
    });
    expect(verified.json().data).toMatchObject({
      status: "valid",
      kind: "course",
      trainingName: "Veilig werken op hoogte",
      expiresOn: addMonths(today, 12),
    });
    const mine = (await learner.call("GET", "/my-certificates")).json().data;
    expect(mine).toEqual([
      expect.objectContaining({ id: row!.id, kind: "course", trainingId: null, status: "valid" }),
    ]);
    const person = await leader.call("GET", `/users/${learner.companyUserId}/trainings`);
    expect(person.json().courseCertificates).toEqual([
      expect.objectContaining({ id: row!.id, courseName: "Veilig werken op hoogte" }),
    ]);

    // The expiry reminder treats it as any certificate: the holder hears on its reminder date.
    const sent: MailMessage[] = [];
    const outbox = {
      enqueue: (message: MailMessage) => Promise.resolve(void sent.push(message)),
      enqueueMany: (messages: readonly MailMessage[]) =>
        Promise.resolve(void sent.push(...messages)),
    };
    await sweepCertificateReminders(
      { db, mail: outbox, companies },
      new Date(`${row!.reminderOn}T05:00:00Z`),
    );
    const [holder] = await db.select().from(users).where(eq(users.id, learner.userId));
    expect(sent.filter((mail) => mail.to === holder!.email)).toEqual([
      expect.objectContaining({
        subject: "Je certificaat verloopt binnenkort: Veilig werken op hoogte",
      }),
    ]);
  });

  it("queues nothing for a failed attempt, nor for a course without certificates", async () => {
    const failed = await enrolled();
    await takeCourse(failed.learner, failed.enrollmentId, false);
    const plain = await buildCourse(leader, {
      type: "test",
      settings: { passPercentage: 50 },
      sections: [{ type: "exam", title: "Toets", blocks: [choice(["a"])] }],
    });
    const learner = await signedInAs(app, db, ["company-student"], company);
    await assign(leader, plain.courseId, [learner.companyUserId]);
    const id = (await learner.call("GET", "/enrollments")).json().data[0].id as string;
    await takeCourse(learner, id, true);
    expect(await queuedFor([failed.enrollmentId, id])).toEqual([]);
    expect(
      await issueCourseCertificate(
        { db, storage, companies },
        { enrollmentId: failed.enrollmentId, attempt: 1, origin: null },
      ),
    ).toEqual({
      refused: "Alleen wie de cursus met goed gevolg heeft afgerond, krijgt een certificaat.",
    });
  });

  it("issues a retake its own certificate; the holder's list shows the newest", async () => {
    const { learner, enrollmentId } = await enrolled();
    await takeCourse(learner, enrollmentId, true);
    const [first] = await queuedFor([enrollmentId]);
    const issued = await issueCourseCertificate({ db, storage, companies }, first as never);
    expect(issued).not.toHaveProperty("refused");
    const reassigned = await leader.call("PATCH", `/enrollments/${enrollmentId}/reassign`);
    expect(reassigned.statusCode, reassigned.body).toBeLessThan(300);
    // The first attempt's job, run late, still finds its own certificate.
    expect(await issueCourseCertificate({ db, storage, companies }, first as never)).toMatchObject({
      id: (issued as { id: string }).id,
    });
    await takeCourse(learner, enrollmentId, true);
    const jobs = await queuedFor([enrollmentId]);
    expect(jobs.map((job) => "attempt" in job && job.attempt).sort()).toEqual([1, 2]);
    const second = await issueCourseCertificate(
      { db, storage, companies },
      jobs.find((job) => "attempt" in job && job.attempt === 2) as never,
    );
    const rows = await db
      .select()
      .from(certificates)
      .where(eq(certificates.enrollmentId, enrollmentId));
    expect(rows).toHaveLength(2);
    const mine = (await learner.call("GET", "/my-certificates")).json().data;
    expect(mine).toEqual([expect.objectContaining({ id: (second as { id: string }).id })]);
  });

  it("never stores an enrollment's certificate without the attempt it proves", async () => {
    const { enrollmentId } = await enrolled();
    await expect(
      db.insert(certificates).values({
        companyId: company.id,
        enrollmentId,
        source: "generated",
        holderName: "Ilse Visser",
        trainingName: "Veilig werken op hoogte",
      }),
    ).rejects.toThrow();
  });
});
