import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testServerUrl } from "../../test/build-test-app";
import { type ApiCaller, signedInAs } from "../../test/authoring";
import { buildCourse, text } from "../../test/learning";
import { lockWaiters, progressFixture } from "../../test/progress-fixture";
import { enrollments } from "./enrollments.table";
import { recordInOneStatement } from "./progress-statement.repository";
import { createWalkModels } from "./walk-model";

const { app, db, company, leader, course, blocks, enrolledLearner, planFor, rowsOf } =
  await progressFixture();
const { intro, question, last } = blocks;

const submit = (
  learner: ApiCaller,
  id: string,
  block: typeof intro,
  answer: Parameters<typeof planFor>[3] = null,
) => recordInOneStatement(db, planFor(learner, id, block, answer));

describe("recording a block in one statement", () => {
  it("adds the block, counts it and moves the resume point past what is done", async () => {
    const { learner, id } = await enrolledLearner();
    const second = await submit(learner, id, question, { kind: "choice", optionIds: ["a"] });
    expect(second).toMatchObject({
      kind: "recorded",
      inserted: true,
      row: {
        completedBlocks: 1,
        percentage: 33,
        status: "in-progress",
        resumeBlockUuid: intro.uuid,
        startedAt: expect.any(Date),
        finishedAt: null,
      },
      progress: { blockUuid: question.uuid, points: 2, isCorrect: true },
    });
    const first = await submit(learner, id, intro);
    expect(first).toMatchObject({
      kind: "recorded",
      row: { completedBlocks: 2, resumeBlockUuid: last.uuid, resumeSectionId: last.sectionId },
    });
  });

  it("answers a repeat with the first answer and writes nothing", async () => {
    const { learner, id } = await enrolledLearner();
    await submit(learner, id, question, { kind: "choice", optionIds: ["a"] });
    const again = await submit(learner, id, question, { kind: "choice", optionIds: ["b"] });
    expect(again).toMatchObject({
      kind: "recorded",
      inserted: false,
      row: { completedBlocks: 1 },
      progress: { answer: { kind: "choice", optionIds: ["a"] }, isCorrect: true },
    });
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it("finishes the attempt with its score on the last block, as the locked path would", async () => {
    const { learner, id } = await enrolledLearner();
    await submit(learner, id, intro);
    await submit(learner, id, question, { kind: "choice", optionIds: ["a"] });
    const finished = await submit(learner, id, last, { kind: "open", text: "113" });
    expect(finished).toMatchObject({
      kind: "recorded",
      row: {
        status: "done",
        percentage: 100,
        completedBlocks: 3,
        resumeBlockUuid: null,
        resumeSectionId: null,
        finishedAt: expect.any(Date),
        hasScore: true,
        // Two questions of medium weight, one right: exactly the pass percentage.
        scorePoints: 2,
        maxPoints: 4,
        isPassed: true,
      },
    });
  });

  it.runIf(testServerUrl())(
    "counts a block another tab committed while this one waited for the lock",
    async () => {
      const { learner, id } = await enrolledLearner();
      await submit(learner, id, intro);
      let waiting: ReturnType<typeof submit> | undefined;
      await db.transaction(async (tx) => {
        const otherTab = await recordInOneStatement(
          tx,
          planFor(learner, id, question, { kind: "choice", optionIds: ["a"] }),
        );
        expect(otherTab.kind).toBe("recorded");
        waiting = submit(learner, id, last, { kind: "open", text: "112" });
        await lockWaiters(db, 1);
      });
      const outcome = await waiting;
      expect(outcome).toMatchObject({
        kind: "recorded",
        row: { completedBlocks: 3, percentage: 100, scorePoints: 4, isPassed: true },
      });
      expect(await rowsOf(id)).toHaveLength(3);
    },
  );

  it("leaves a count that does not match the rows undecided; the locked path recounts", async () => {
    const { learner, id } = await enrolledLearner();
    await submit(learner, id, intro);
    await db.update(enrollments).set({ completedBlocks: 2 }).where(eq(enrollments.id, id));
    expect(await submit(learner, id, last, { kind: "open", text: "112" })).toEqual({
      kind: "undecided",
    });
    expect(await rowsOf(id)).toHaveLength(1);

    const response = await learner.call(
      "POST",
      `/enrollments/${id}/sections/${last.sectionId}/progress`,
      { blockUuid: last.uuid, more: { answer: { kind: "open", text: "112" } } },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.enrollment.progress).toMatchObject({ completedBlocks: 2 });
    expect(await rowsOf(id)).toHaveLength(2);
  });

  it("leaves finished attempts, other versions, previews and strangers undecided", async () => {
    const { learner, id } = await enrolledLearner();
    const stranger = await signedInAs(app, db, ["company-student"], company);
    expect(await submit(stranger, id, intro)).toEqual({ kind: "undecided" });

    await db.update(enrollments).set({ isPreview: true }).where(eq(enrollments.id, id));
    expect(await submit(learner, id, intro)).toEqual({ kind: "undecided" });
    await db
      .update(enrollments)
      .set({ isPreview: false, finishedAt: new Date() })
      .where(eq(enrollments.id, id));
    expect(await submit(learner, id, intro)).toEqual({ kind: "undecided" });
    await db
      .update(enrollments)
      .set({ finishedAt: null, deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(enrollments.id, id));
    expect(await submit(learner, id, intro)).toEqual({ kind: "undecided" });

    const other = await buildCourse(leader, {
      sections: [{ type: "paragraph", title: "Anders", blocks: [text()] }],
    });
    await db
      .update(enrollments)
      .set({ deadlineAt: null, versionId: other.versionId })
      .where(and(eq(enrollments.id, id)));
    expect(await submit(learner, id, intro)).toEqual({ kind: "undecided" });
    expect(await rowsOf(id)).toHaveLength(0);
  });
});

describe("the section lookup behind the statement", () => {
  it("finds the version of a section, and nothing for an unknown one", async () => {
    const fresh = createWalkModels(db);
    expect(await fresh.versionOfSection(intro.sectionId)).toEqual({
      courseId: course.courseId,
      versionId: course.versionId,
    });
    expect(await fresh.versionOfSection("00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
