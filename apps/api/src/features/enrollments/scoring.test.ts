import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { type ApiCaller, signedInAs } from "../../test/authoring";
import { buildCompany } from "../../test/factories";
import {
  assign,
  type BuiltCourse,
  buildCourse,
  choice,
  open,
  points,
  text,
} from "../../test/learning";
import { enrollments } from "./enrollments.table";
import { settleOverdueAttempts } from "./settle-overdue";
import { createWalkModels } from "./walk-model";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInAs(app, db, ["admin-group-leader"], company);

/** A test: high choice (3), multiple choice (2), low open (1), medium points (6) = 12 points. */
const test = await buildCourse(leader, {
  type: "test",
  name: "Privacy en de AVG",
  settings: { passPercentage: 70 },
  sections: [
    {
      type: "exam",
      title: "Toetsvragen",
      blocks: [choice(["a"], "high"), choice(["a", "b"]), open(["112"], "low"), points("medium")],
    },
  ],
});

async function enrolled(course: BuiltCourse) {
  const learner = await signedInAs(app, db, ["company-student"], company);
  await assign(leader, course.courseId, [learner.companyUserId]);
  const id = (await learner.call("GET", "/enrollments")).json().data[0].id as string;
  return { learner, id };
}

const answer = (
  learner: ApiCaller,
  id: string,
  section: string,
  blockUuid: string,
  value?: unknown,
) =>
  learner.call("POST", `/enrollments/${id}/sections/${section}/progress`, {
    blockUuid,
    isCheckAnswer: false,
    ...(value === undefined ? {} : { more: { answer: value } }),
  });

async function takeTest(answers: unknown[]) {
  const { learner, id } = await enrolled(test);
  const section = test.sections[0]!;
  let last;
  for (const [index, uuid] of section.blockUuids.entries())
    last = await answer(learner, id, section.id, uuid, answers[index]);
  return { learner, id, last: last?.json().data };
}

describe("scoring a test", () => {
  it("scores every question kind with its weight and fails below the pass percentage", async () => {
    const { last } = await takeTest([
      { kind: "choice", optionIds: ["a"] },
      { kind: "choice", optionIds: ["a"] },
      { kind: "open", text: "112" },
      { kind: "points", optionId: "y" },
    ]);
    expect(last.enrollment).toMatchObject({
      status: "done",
      hasScore: true,
      isPassed: false,
      score: { points: 6, maxPoints: 12, percentage: 50 },
    });
  });

  it("passes with every answer right", async () => {
    const { last } = await takeTest([
      { kind: "choice", optionIds: ["a"] },
      { kind: "choice", optionIds: ["b", "a"] },
      { kind: "open", text: "112" },
      { kind: "points", optionId: "x" },
    ]);
    expect(last.enrollment).toMatchObject({
      isPassed: true,
      score: { points: 12, maxPoints: 12, percentage: 100 },
    });
  });

  it("never reveals the right answers of a test to the learner, but does to the educator", async () => {
    const { learner, id } = await takeTest([
      { kind: "choice", optionIds: ["b"] },
      { kind: "choice", optionIds: ["a", "b"] },
      { kind: "open", text: "911" },
      { kind: "points", optionId: "z" },
    ]);
    type Result = {
      data: { enrollment: unknown; questions: { examQuestionResult: { revealed: unknown } }[] };
    };
    const mine = (await learner.call("GET", `/enrollments/${id}/result`)).json<Result>().data;
    expect(mine.enrollment).toMatchObject({ isPassed: false, score: { points: 2, maxPoints: 12 } });
    expect(mine.questions.map((q) => q.examQuestionResult.revealed)).toEqual([
      expect.objectContaining({ isCorrect: false, correctOptionIds: null, feedback: null }),
      expect.objectContaining({ isCorrect: true, points: 2 }),
      expect.objectContaining({ isCorrect: false, acceptedAnswers: null }),
      expect.objectContaining({ isCorrect: false, optionPoints: null }),
    ]);
    expect(JSON.stringify(mine)).not.toMatch(
      /"(acceptedAnswers|correctOptionIds)":\[|"optionPoints":\{/,
    );

    const theirs = (await leader.call("GET", `/enrollments/${id}/result`)).json().data;
    expect(theirs.questions[0].examQuestionResult.revealed.correctOptionIds).toEqual(["a"]);
    expect(theirs.questions[2].examQuestionResult.revealed.acceptedAnswers).toEqual(["112"]);
    expect(theirs.learner.name).toContain("Test");
  });

  it("refuses check-answer mode in a test", async () => {
    const { learner, id } = await enrolled(test);
    const section = test.sections[0]!;
    const response = await learner.call(
      "POST",
      `/enrollments/${id}/sections/${section.id}/progress`,
      {
        blockUuid: section.blockUuids[0],
        isCheckAnswer: true,
        more: { answer: { kind: "choice", optionIds: ["a"] } },
      },
    );
    expect(response.statusCode).toBe(422);
  });
});

describe("scoring methods and the pass percentage", () => {
  const mixed = (settings: Parameters<typeof buildCourse>[1]["settings"]) =>
    buildCourse(leader, {
      settings,
      sections: [
        { type: "paragraph", title: "Uitleg", blocks: [text(), choice(["a"])] },
        { type: "exam", title: "Examen", blocks: [choice(["a"]), choice(["b"])] },
      ],
    });

  async function walk(course: BuiltCourse, optionIds: string[][]) {
    const { learner, id } = await enrolled(course);
    const [uitleg, examen] = course.sections as [
      BuiltCourse["sections"][0],
      BuiltCourse["sections"][0],
    ];
    await answer(learner, id, uitleg.id, uitleg.blockUuids[0]!);
    await answer(learner, id, uitleg.id, uitleg.blockUuids[1]!, {
      kind: "choice",
      optionIds: optionIds[0],
    });
    await answer(learner, id, examen.id, examen.blockUuids[0]!, {
      kind: "choice",
      optionIds: optionIds[1],
    });
    const last = await answer(learner, id, examen.id, examen.blockUuids[1]!, {
      kind: "choice",
      optionIds: optionIds[2],
    });
    return last.json<{ data: { enrollment: unknown } }>().data.enrollment;
  }

  it("counts only exam questions under 'exam', and passes at exactly the percentage", async () => {
    const course = await mixed({ scoringMethod: "exam", passPercentage: 50 });
    const result = await walk(course, [["b"], ["a"], ["a"]]);
    expect(result).toMatchObject({
      isPassed: true,
      score: { points: 2, maxPoints: 4, percentage: 50 },
    });
  });

  it("counts only paragraph questions under 'section questions'", async () => {
    const course = await mixed({ scoringMethod: "sectionQuestions", passPercentage: 100 });
    const result = await walk(course, [["a"], ["b"], ["a"]]);
    expect(result).toMatchObject({ isPassed: true, score: { points: 2, maxPoints: 2 } });
  });

  it("has no score under 'none'", async () => {
    const course = await mixed({ scoringMethod: "none" });
    const result = await walk(course, [["a"], ["a"], ["b"]]);
    expect(result).toMatchObject({ status: "done", hasScore: false, isPassed: null, score: null });
  });
});

describe("a time limit", () => {
  const timed = buildCourse(leader, {
    type: "test",
    settings: { timeLimitEnabled: true, timeLimitMinutes: 15, passPercentage: 50 },
    sections: [{ type: "exam", title: "Vragen", blocks: [choice(["a"]), choice(["b"])] }],
  });

  const moveDeadline = (id: string, secondsFromNow: number) =>
    db
      .update(enrollments)
      .set({ deadlineAt: sql`now() + make_interval(secs => ${secondsFromNow})` })
      .where(eq(enrollments.id, id));

  it("starts when the learner starts and runs for the limit", async () => {
    const { learner, id } = await enrolled(await timed);
    const started = (await learner.call("PATCH", `/enrollments/${id}`, { started: true })).json()
      .data;
    const minutes = (Date.parse(started.deadlineAt) - Date.parse(started.startedAt)) / 60_000;
    expect(minutes).toBe(15);
    const again = (await learner.call("PATCH", `/enrollments/${id}`, { started: true })).json()
      .data;
    expect(again.startedAt).toBe(started.startedAt);
  });

  it("still takes an answer sent in the last seconds, then ends the test when time is up", async () => {
    const course = await timed;
    const section = course.sections[0]!;
    const { learner, id } = await enrolled(course);
    await learner.call("GET", `/enrollments/${id}/sections/${section.id}/blocks`);
    await moveDeadline(id, -3);
    const inTime = await answer(learner, id, section.id, section.blockUuids[0]!, {
      kind: "choice",
      optionIds: ["a"],
    });
    expect(inTime.statusCode).toBe(200);

    await moveDeadline(id, -60);
    const late = await answer(learner, id, section.id, section.blockUuids[1]!, {
      kind: "choice",
      optionIds: ["b"],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      "De tijd voor deze cursus is om. Je antwoorden tot nu toe zijn bewaard.",
    );
    const result = (await learner.call("GET", `/enrollments/${id}`)).json().data;
    expect(result).toMatchObject({
      status: "done",
      timedOut: true,
      isPassed: true,
      score: { points: 2, maxPoints: 4, percentage: 50 },
      progress: { completedBlocks: 1, percentage: 100 },
    });
  });

  it("settles an attempt whose time ran out while the learner was away, in the sweep", async () => {
    const course = await timed;
    const { learner, id } = await enrolled(course);
    await learner.call("PATCH", `/enrollments/${id}`, { started: true });
    await moveDeadline(id, -600);
    expect(await settleOverdueAttempts({ db, models: createWalkModels(db) })).toBeGreaterThan(0);
    const list = (await learner.call("GET", "/enrollments")).json();
    expect(list.data[0]).toMatchObject({ status: "done", timedOut: true, isPassed: false });
    expect(list.counts.done).toBe(1);
  });

  it("settles an attempt whose time ran out when the learner opens it", async () => {
    const course = await timed;
    const { learner, id } = await enrolled(course);
    await learner.call("PATCH", `/enrollments/${id}`, { started: true });
    await moveDeadline(id, -600);
    const opened = (await learner.call("GET", `/enrollments/${id}`)).json().data;
    expect(opened).toMatchObject({ status: "done", timedOut: true, isPassed: false });
  });
});
