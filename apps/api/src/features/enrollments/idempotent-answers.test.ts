import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { type ApiCaller, signedInAs } from "../../test/authoring";
import { buildCompany } from "../../test/factories";
import { assign, buildCourse, choice, open, text } from "../../test/learning";
import { enrollmentProgress, enrollments } from "./enrollments.table";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInAs(app, db, ["admin-group-leader"], company);

const course = await buildCourse(leader, {
  name: "Veilig werken",
  settings: { scoringMethod: "sectionQuestions", passPercentage: 60 },
  sections: [
    {
      type: "paragraph",
      title: "Vragen",
      blocks: [text(), choice(["a"]), choice(["a", "b"], "high"), open(["112"])],
    },
  ],
});
const section = course.sections[0]!;
const [textBlock, single, multiple, openBlock] = section.blockUuids as [
  string,
  string,
  string,
  string,
];

async function enrolled(): Promise<{ learner: ApiCaller; id: string }> {
  const learner = await signedInAs(app, db, ["company-student"], company);
  await assign(leader, course.courseId, [learner.companyUserId]);
  const id = (await learner.call("GET", "/enrollments")).json().data[0].id as string;
  return { learner, id };
}

const send = (
  learner: ApiCaller,
  id: string,
  body: { blockUuid: string; more?: { answer: unknown }; idempotencyKey?: unknown },
) => learner.call("POST", `/enrollments/${id}/sections/${section.id}/progress`, body);

const rowsOf = (id: string) =>
  db.select().from(enrollmentProgress).where(eq(enrollmentProgress.enrollmentId, id));

/** The three answers of the offline journey, as a device queues them. */
const answers = [
  { blockUuid: single, more: { answer: { kind: "choice", optionIds: ["a"] } } },
  { blockUuid: multiple, more: { answer: { kind: "choice", optionIds: ["a"] } } },
  { blockUuid: openBlock, more: { answer: { kind: "open", text: "112" } } },
];

describe("answers sent with the device's key", () => {
  it("stores a resent answer once and answers the same", async () => {
    const { learner, id } = await enrolled();
    const idempotencyKey = randomUUID();
    const first = await send(learner, id, { ...answers[0]!, idempotencyKey });
    expect(first.statusCode).toBe(200);
    const again = await send(learner, id, { ...answers[0]!, idempotencyKey });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.examQuestionResult).toEqual(first.json().data.examQuestionResult);
    expect(again.json().data.enrollment.progress).toEqual(first.json().data.enrollment.progress);
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ blockUuid: single, idempotencyKey, points: 2 });
  });

  it("scores queued answers as it scores them online", async () => {
    const online = await enrolled();
    const queued = await enrolled();
    for (const answer of answers) {
      expect((await send(online.learner, online.id, answer)).statusCode).toBe(200);
      // A queue that did not hear back sends each answer twice.
      const idempotencyKey = randomUUID();
      for (let time = 0; time < 2; time++)
        expect(
          (await send(queued.learner, queued.id, { ...answer, idempotencyKey })).statusCode,
        ).toBe(200);
    }
    const scoreOf = async (id: string) =>
      (await rowsOf(id))
        .map(({ blockUuid, points, maxPoints, isCorrect }) => ({
          blockUuid,
          points,
          maxPoints,
          isCorrect,
        }))
        .sort((a, b) => a.blockUuid.localeCompare(b.blockUuid));
    expect(await scoreOf(queued.id)).toEqual(await scoreOf(online.id));
    expect(await scoreOf(queued.id)).toHaveLength(3);
    const enrollmentOf = async ({ learner, id }: { learner: ApiCaller; id: string }) =>
      (await learner.call("GET", `/enrollments/${id}`)).json<{
        data: { score: unknown; progress: unknown };
      }>().data;
    const [fromQueue, fromOnline] = [await enrollmentOf(queued), await enrollmentOf(online)];
    expect(fromQueue.score).toEqual(fromOnline.score);
    expect(fromQueue.progress).toEqual(fromOnline.progress);
  });

  it("refuses a key that already stored another block", async () => {
    const { learner, id } = await enrolled();
    const idempotencyKey = randomUUID();
    await send(learner, id, { ...answers[0]!, idempotencyKey });
    const reused = await send(learner, id, { ...answers[2]!, idempotencyKey });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({
      idempotency_key: [
        "Deze verzendsleutel hoort al bij een ander onderdeel. Verstuur het antwoord opnieuw.",
      ],
    });
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it("refuses one key sent for two blocks at the same moment, and stores the first", async () => {
    for (let round = 0; round < 5; round++) {
      const { learner, id } = await enrolled();
      // Answered online first: the instance then remembers the attempt, as during a course.
      expect((await send(learner, id, { blockUuid: textBlock })).statusCode).toBe(200);
      const idempotencyKey = randomUUID();
      const responses = await Promise.all([
        send(learner, id, { ...answers[0]!, idempotencyKey }),
        send(learner, id, { ...answers[2]!, idempotencyKey }),
      ]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 422]);
      const refused = responses.find((response) => response.statusCode === 422)!;
      expect(refused.json().errors).toEqual({
        idempotency_key: [
          "Deze verzendsleutel hoort al bij een ander onderdeel. Verstuur het antwoord opnieuw.",
        ],
      });
      const stored = responses.find((response) => response.statusCode === 200)!;
      const keyed = (await rowsOf(id)).filter((row) => row.idempotencyKey !== null);
      expect(keyed).toHaveLength(1);
      expect(keyed[0]!.blockUuid).toBe(stored.json().data.examQuestionResult.blockUuid);
    }
  });

  it("stores one answer sent twice at the same moment once, and answers both alike", async () => {
    for (let round = 0; round < 5; round++) {
      const { learner, id } = await enrolled();
      expect((await send(learner, id, { blockUuid: textBlock })).statusCode).toBe(200);
      const idempotencyKey = randomUUID();
      const [first, second] = await Promise.all([
        send(learner, id, { ...answers[1]!, idempotencyKey }),
        send(learner, id, { ...answers[1]!, idempotencyKey }),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.json().data.examQuestionResult).toEqual(first.json().data.examQuestionResult);
      expect(await rowsOf(id)).toHaveLength(2);
    }
  });

  it("accepts only a UUID as key", async () => {
    const { learner, id } = await enrolled();
    for (const idempotencyKey of ["abc", "x".repeat(10_000), 42]) {
      const response = await send(learner, id, { blockUuid: textBlock, idempotencyKey });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.idempotency_key).toHaveLength(1);
    }
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it("does not store an answer queued before a reassign again in the new attempt", async () => {
    const { learner, id } = await enrolled();
    const idempotencyKey = randomUUID();
    await send(learner, id, { ...answers[0]!, idempotencyKey });
    expect((await leader.call("PATCH", `/enrollments/${id}/reassign`)).statusCode).toBe(200);
    const late = await send(learner, id, { ...answers[0]!, idempotencyKey });
    expect(late.statusCode).toBe(200);
    const rows = await rowsOf(id);
    expect(rows.map((row) => row.attempt)).toEqual([1]);
  });

  it("keeps another learner's key apart: their enrollment is unknown", async () => {
    const owner = await enrolled();
    const other = await enrolled();
    const idempotencyKey = randomUUID();
    await send(owner.learner, owner.id, { ...answers[0]!, idempotencyKey });
    expect(
      (await send(other.learner, owner.id, { ...answers[0]!, idempotencyKey })).statusCode,
    ).toBe(404);
  });

  it("refuses a late answer of a timed test as it does online", async () => {
    const timed = await buildCourse(leader, {
      type: "test",
      settings: { timeLimitEnabled: true, timeLimitMinutes: 15, passPercentage: 50 },
      sections: [{ type: "exam", title: "Vragen", blocks: [choice(["a"])] }],
    });
    const learner = await signedInAs(app, db, ["company-student"], company);
    await assign(leader, timed.courseId, [learner.companyUserId]);
    const id = (await learner.call("GET", "/enrollments")).json().data[0].id as string;
    const exam = timed.sections[0]!;
    await learner.call("PATCH", `/enrollments/${id}`, { started: true });
    await db
      .update(enrollments)
      .set({ deadlineAt: sql`now() - interval '1 minute'` })
      .where(eq(enrollments.id, id));
    const late = await learner.call("POST", `/enrollments/${id}/sections/${exam.id}/progress`, {
      blockUuid: exam.blockUuids[0],
      more: { answer: { kind: "choice", optionIds: ["a"] } },
      idempotencyKey: randomUUID(),
    });
    expect(late.statusCode).toBe(409);
    const stored = await db
      .select()
      .from(enrollmentProgress)
      .where(and(eq(enrollmentProgress.enrollmentId, id)));
    expect(stored).toHaveLength(0);
  });
});
