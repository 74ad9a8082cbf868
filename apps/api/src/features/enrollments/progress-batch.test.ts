import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testServerUrl } from "../../test/build-test-app";
import { lockWaiters, progressFixture } from "../../test/progress-fixture";
import { enrollments } from "./enrollments.table";
import { recordInBatch } from "./progress-batch";
import { recordManyInOneStatement } from "./progress-statement.repository";

const { db, blocks, enrolledLearner, planFor, rowsOf } = await progressFixture();
const { intro, question } = blocks;
const right = { kind: "choice" as const, optionIds: ["a"] };

const learners = (count: number) => Promise.all(Array.from({ length: count }, enrolledLearner));

describe("recording several learners' blocks in one statement", () => {
  it("records each plan for its own learner and answers in the plans' order", async () => {
    const group = await learners(4);
    // Listed against the lock order, so the answers must be put back in place.
    const byIdDescending = [...group].sort((a, b) => (a.id < b.id ? 1 : -1));
    const plans = byIdDescending.map(({ learner, id }, index) =>
      index % 2 === 0 ? planFor(learner, id, intro) : planFor(learner, id, question, right),
    );
    const outcomes = await recordManyInOneStatement(db, plans);
    outcomes.forEach((outcome, index) => {
      const { id } = byIdDescending[index]!;
      expect(outcome).toMatchObject({
        kind: "recorded",
        inserted: true,
        row: { id, completedBlocks: 1, percentage: 33, status: "in-progress" },
        progress: { enrollmentId: id, blockUuid: plans[index]!.block.uuid },
      });
    });
    // A block without a question stores no answer; the question its answer and its score.
    expect(outcomes[0]).toMatchObject({ progress: { answer: null, points: null } });
    expect(outcomes[1]).toMatchObject({ progress: { answer: right, points: 2, isCorrect: true } });
    for (const { id } of group) expect(await rowsOf(id)).toHaveLength(1);
  });

  it("counts a learner's block once when it comes twice in one batch", async () => {
    const { learner, id } = await enrolledLearner();
    const plan = planFor(learner, id, question, right);
    const [first, second] = await recordManyInOneStatement(db, [plan, plan]);
    expect(first).toMatchObject({ kind: "recorded", inserted: true });
    expect(second).toMatchObject({
      kind: "recorded",
      inserted: false,
      row: { completedBlocks: 1 },
    });
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it("records nothing of a batch the database refuses part of", async () => {
    const [good, bad] = await learners(2);
    const refused = planFor(bad!.learner, bad!.id, question, right);
    refused.score = { points: 2 ** 40, maxPoints: 2, isCorrect: true };
    await expect(
      recordManyInOneStatement(db, [planFor(good!.learner, good!.id, intro), refused]),
    ).rejects.toThrow();
    expect(await rowsOf(good!.id)).toHaveLength(0);
  });

  it.runIf(testServerUrl())(
    "lets two batches that share learners both commit, whatever order they list them in",
    async () => {
      const [a, b] = (await learners(2)).sort((x, y) => (x.id < y.id ? -1 : 1));
      const planA = planFor(a!.learner, a!.id, intro);
      const planB = planFor(b!.learner, b!.id, intro);
      const twinA = planFor(a!.learner, a!.id, question, right);
      const twinB = planFor(b!.learner, b!.id, question, right);
      // Holding the first learner's lock makes both batches wait for it. Taken in the order
      // listed, the second batch would already hold the other learner's lock then: a deadlock.
      let batches: Promise<unknown[]> | undefined;
      await db.transaction(async (tx) => {
        await tx.select().from(enrollments).where(eq(enrollments.id, a!.id)).for("update");
        batches = Promise.all([
          recordManyInOneStatement(db, [planA, planB]),
          recordManyInOneStatement(db, [twinB, twinA]),
        ]);
        await lockWaiters(db, 2);
      });
      await expect(batches).resolves.toHaveLength(2);
      expect(await rowsOf(a!.id)).toHaveLength(2);
      expect(await rowsOf(b!.id)).toHaveLength(2);
    },
  );
});

describe("gathering answers into batches", () => {
  it("records answers that arrive together in one transaction, each once", async () => {
    const group = await learners(6);
    const outcomes = await Promise.all(
      group.map(({ learner, id }) => recordInBatch(db, planFor(learner, id, intro))),
    );
    for (const [index, outcome] of outcomes.entries())
      expect(outcome).toMatchObject({
        kind: "recorded",
        inserted: true,
        row: { id: group[index]!.id, completedBlocks: 1 },
      });
    // The first two go alone at once; the rest wait for them and then share one transaction,
    // whose start time every row they update carries.
    const stamps = new Set(
      outcomes.map((outcome) =>
        outcome.kind === "recorded" ? outcome.row.updatedAt.getTime() : null,
      ),
    );
    expect(stamps.size).toBeLessThan(outcomes.length);
    for (const { id } of group) expect(await rowsOf(id)).toHaveLength(1);
  });

  it("sends a refused batch's answers again one by one: only the bad one fails", async () => {
    const group = await learners(4);
    const refused = planFor(group[3]!.learner, group[3]!.id, question, right);
    refused.score = { points: 2 ** 40, maxPoints: 2, isCorrect: true };
    const plans = group.slice(0, 3).map(({ learner, id }) => planFor(learner, id, intro));
    const settled = await Promise.allSettled([
      ...plans.map((plan) => recordInBatch(db, plan)),
      recordInBatch(db, refused),
    ]);
    expect(settled.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
    ]);
    for (const { id } of group.slice(0, 3)) expect(await rowsOf(id)).toHaveLength(1);
    expect(await rowsOf(group[3]!.id)).toHaveLength(0);
  });
});
