import type { QuestionAnswer } from "@leerlijn/contracts/courses/question-answer.schema";
import {
  percentageOf,
  statusOfPercentage,
} from "@leerlijn/contracts/enrollments/enrollment.schema";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { type ApiCaller, signedInAs } from "../../test/authoring";
import { buildCompany } from "../../test/factories";
import { assign, buildCourse, choice, open, points, text } from "../../test/learning";
import { scoreAnswer } from "../courses/question-scoring";
import type { Actor } from "../../platform/auth/actor";
import { resumePoint } from "./attempt-state";
import { recordProgress } from "./record-progress";
import { scoreAttempt } from "./course-score";
import { enrollmentProgress, enrollments } from "./enrollments.table";
import { createWalkModels, type WalkBlockModel } from "./walk-model";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInAs(app, db, ["admin-group-leader"], company);

/** Scored paragraph questions of every kind, an exam question that does not count, and texts. */
const course = await buildCourse(leader, {
  name: "Brandveiligheid",
  settings: { scoringMethod: "sectionQuestions", passPercentage: 60 },
  sections: [
    { type: "paragraph", title: "Vooraf", blocks: [text(), choice(["a"]), open(["112"])] },
    { type: "exam", title: "Tussentoets", blocks: [choice(["c"], "high")] },
    { type: "paragraph", title: "Daarna", blocks: [points("medium"), text()] },
  ],
});
const models = createWalkModels(db);
const model = await models.load(course.courseId, course.versionId);
const blocks = model.blocks;

/** The answers a learner may give to a block: right, wrong and in between. */
function answersFor(block: WalkBlockModel): (QuestionAnswer | undefined)[] {
  if (block.content.type !== "question") return [undefined];
  switch (block.content.question.kind) {
    case "choice":
      return ["a", "b", "c"].map((id) => ({ kind: "choice", optionIds: [id] }));
    case "open":
      return [
        { kind: "open", text: "112" },
        { kind: "open", text: "113" },
      ];
    case "points":
      return ["x", "y", "z"].map((optionId) => ({ kind: "points", optionId }));
  }
}

type Send = { block: number; answer: number };
/** Sends of one round go at once (tabs); rounds follow each other. */
type Round = Send[];

const sendArbitrary = fc.record({
  block: fc.integer({ min: 0, max: blocks.length - 1 }),
  answer: fc.nat({ max: 2 }),
});
const roundsArbitrary = fc.array(fc.array(sendArbitrary, { minLength: 1, maxLength: 4 }), {
  minLength: 1,
  maxLength: 8,
});

const answerOf = (send: Send) => {
  const options = answersFor(blocks[send.block]!);
  return options[send.answer % options.length];
};

async function freshEnrollment(): Promise<{ learner: ApiCaller; id: string }> {
  const learner = await signedInAs(app, db, ["company-student"], company);
  await assign(leader, course.courseId, [learner.companyUserId]);
  const id = (await learner.call("GET", "/enrollments")).json().data[0].id as string;
  return { learner, id };
}

type Path = "snapshot-first" | "locked";
type Reply = { statusCode: number; body: string; json: () => { data: Recorded } };
type Recorded = Awaited<ReturnType<typeof recordProgress>>;

/**
 * An answer as a tab sends it: through the API, where the snapshot path goes first; or, to prove
 * the locked path on its own, straight to the use-case with that path forced.
 */
async function submit(path: Path, learner: ApiCaller, id: string, send: Send): Promise<Reply> {
  const block = blocks[send.block]!;
  const answer = answerOf(send);
  const body = {
    blockUuid: block.uuid,
    isCheckAnswer: false,
    ...(answer === undefined ? {} : { more: { answer } }),
  };
  const url = `/enrollments/${id}/sections/${block.sectionId}/progress`;
  if (path === "snapshot-first") return learner.call("POST", url, body);
  const data = await recordProgress(
    { db, models },
    learnerActor(learner),
    { enrollmentId: id, sectionId: block.sectionId },
    body,
    { path },
  );
  return { statusCode: 200, body: "", json: () => ({ data }) };
}

const learnerActor = (learner: ApiCaller): Actor => ({
  userId: learner.userId,
  companyId: learner.companyId,
  companyUserId: learner.companyUserId,
  roles: ["company-student"],
  permissions: ["training.my_trainings.walk_through"],
  isPlatformAdmin: false,
  tokenHash: "",
});

/**
 * The attempt as the rules make it from the answers that stand, computed here without the
 * database: count, percentage, status, resume point and, once every block is done, the score.
 */
function expectedAttempt(standing: ReadonlyMap<string, QuestionAnswer | null>) {
  const done = new Set(standing.keys());
  const completed = blocks.filter((block) => done.has(block.uuid)).length;
  const finished = completed === blocks.length;
  const percentage = percentageOf(completed, blocks.length);
  const pointsByBlock = new Map<string, number>();
  for (const block of blocks) {
    const answer = standing.get(block.uuid);
    if (block.content.type === "question" && answer)
      pointsByBlock.set(block.uuid, scoreAnswer(block.content.question, answer).points);
  }
  const score = scoreAttempt(model, pointsByBlock);
  return {
    completedBlocks: completed,
    totalBlocks: blocks.length,
    percentage,
    status: statusOfPercentage(percentage),
    ...resumePoint(model, done),
    finished,
    hasScore: score.hasScore,
    scorePoints: finished ? score.points : null,
    maxPoints: finished ? score.maxPoints : null,
    isPassed: finished ? score.isPassed : null,
  };
}

describe.each<Path>(["snapshot-first", "locked"])("recording answers, %s", (path) => {
  it("stores the attempt the rules make of any sequence of answers, repeats and tabs at once", async () => {
    await fc.assert(
      fc.asyncProperty(roundsArbitrary, async (rounds: Round[]) => {
        const { learner, id } = await freshEnrollment();
        /** Per block, the answers of the round that first sent it: one of them stands. */
        const firstSent = new Map<string, (QuestionAnswer | undefined)[]>();
        const answered: { uuid: string; answer: unknown }[] = [];
        for (const round of rounds) {
          const responses = await Promise.all(round.map((send) => submit(path, learner, id, send)));
          const fresh = new Map<string, (QuestionAnswer | undefined)[]>();
          round.forEach((send, index) => {
            const response = responses[index]!;
            expect(response.statusCode, response.body).toBe(200);
            const uuid = blocks[send.block]!.uuid;
            if (!firstSent.has(uuid)) fresh.set(uuid, [...(fresh.get(uuid) ?? []), answerOf(send)]);
            const result = response.json().data.examQuestionResult as { answer: unknown } | null;
            answered.push({ uuid, answer: result?.answer });
          });
          for (const [uuid, answers] of fresh) firstSent.set(uuid, answers);
          // The tab that committed last recounted after the others: it saw every block so far.
          const counts = responses.map(
            (response) => response.json().data.enrollment.progress.completedBlocks,
          );
          expect(Math.max(...counts)).toBe(firstSent.size);
        }

        const rows = await db
          .select()
          .from(enrollmentProgress)
          .where(eq(enrollmentProgress.enrollmentId, id));
        // One row per block sent, holding one of the answers of the round that first sent it.
        expect(rows.map((row) => row.blockUuid).sort()).toEqual([...firstSent.keys()].sort());
        const standing = new Map(rows.map((row) => [row.blockUuid, row.answer]));
        for (const row of rows)
          expect(firstSent.get(row.blockUuid)).toContainEqual(row.answer ?? undefined);
        // Every answer, a repeat's too, was answered with the one that stands.
        for (const { uuid, answer } of answered)
          expect(answer ?? null).toEqual(standing.get(uuid) ?? null);

        const [stored] = await db.select().from(enrollments).where(eq(enrollments.id, id));
        const { finished, ...expected } = expectedAttempt(standing);
        expect(stored).toMatchObject(expected);
        expect(stored?.finishedAt !== null).toBe(finished);
        expect(stored?.startedAt).not.toBeNull();
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});

describe("the attempt this instance remembers", () => {
  const completed = async (id: string) =>
    (await db.select().from(enrollments).where(eq(enrollments.id, id)))[0]?.completedBlocks;

  it("is never trusted: another instance's answer in between is counted", async () => {
    const { learner, id } = await freshEnrollment();
    expect((await submit("snapshot-first", learner, id, { block: 0, answer: 0 })).statusCode).toBe(
      200,
    );
    // Another instance has no memory of this attempt; it takes the locked path.
    await submit("locked", learner, id, { block: 1, answer: 0 });
    const reply = await submit("snapshot-first", learner, id, { block: 2, answer: 0 });
    expect(reply.json().data.enrollment.progress.completedBlocks).toBe(3);
    expect(await completed(id)).toBe(3);
  });

  it("is never trusted: after a reassign the answer counts on the new attempt", async () => {
    const { learner, id } = await freshEnrollment();
    await submit("snapshot-first", learner, id, { block: 0, answer: 0 });
    await submit("snapshot-first", learner, id, { block: 1, answer: 0 });
    const reassigned = await leader.call("PATCH", `/enrollments/${id}/reassign`);
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    const reply = await submit("snapshot-first", learner, id, { block: 2, answer: 0 });
    expect(reply.json().data.enrollment).toMatchObject({
      attempt: 2,
      progress: { completedBlocks: 1 },
    });
    expect(await completed(id)).toBe(1);
  });
});
