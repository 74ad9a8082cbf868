import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { type ApiCaller, signedInAs } from "../../test/authoring";
import { buildCompany } from "../../test/factories";
import {
  assign,
  buildCourse,
  choice,
  documentBlock,
  image,
  libraryMedia,
  open,
  points,
  text,
  video,
} from "../../test/learning";
import { insertProgressOnce } from "./enrollments.repository";
import { enrollmentProgress } from "./enrollments.table";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInAs(app, db, ["admin-group-leader"], company);
const files = await libraryMedia(db, company.id);

const course = await buildCourse(leader, {
  name: "BHV basis",
  imageMediaId: files.image,
  settings: { checkAnswerMode: true, scoringMethod: "sectionQuestions", passPercentage: 60 },
  sections: [
    {
      type: "paragraph",
      title: "Je taken",
      blocks: [
        text(),
        video(files.video),
        documentBlock(files.document),
        image(files.image),
        choice(["a"]),
        choice(["a", "b"], "high"),
      ],
    },
    { type: "paragraph", title: "Alarmeren", blocks: [open(["112"]), points()] },
    { type: "exam", title: "Eindvragen", blocks: [choice(["c"])] },
  ],
});
const [tasks, alarm, exam] = course.sections as [
  (typeof course.sections)[0],
  (typeof course.sections)[0],
  (typeof course.sections)[0],
];

async function learnerWithEnrollment(): Promise<{ learner: ApiCaller; id: string }> {
  const learner = await signedInAs(app, db, ["company-student"], company);
  await assign(leader, course.courseId, [learner.companyUserId]);
  const id = (await learner.call("GET", "/enrollments")).json().data[0].id as string;
  return { learner, id };
}

const progress = (
  learner: ApiCaller,
  id: string,
  sectionId: string,
  blockUuid: string,
  answer?: unknown,
  isCheckAnswer = false,
) =>
  learner.call("POST", `/enrollments/${id}/sections/${sectionId}/progress`, {
    blockUuid,
    isCheckAnswer,
    ...(answer === undefined ? {} : { more: { answer } }),
  });

describe("the sections and blocks of an enrollment", () => {
  it("lists the sections in reading order with what is done", async () => {
    const { learner, id } = await learnerWithEnrollment();
    const sections = (await learner.call("GET", `/enrollments/${id}/sections`)).json<{
      data: { title: string }[];
    }>().data;
    expect(sections.map((s) => s.title)).toEqual(["Je taken", "Alarmeren", "Eindvragen"]);
    expect(sections[0]).toMatchObject({
      id: tasks.id,
      sectionTypeKey: "paragraph",
      blockUuids: tasks.blockUuids,
      completedBlockUuids: [],
      isAccessible: true,
    });
  });

  it("sends blocks without anything that gives the answers away", async () => {
    const { learner, id } = await learnerWithEnrollment();
    const response = await learner.call("GET", `/enrollments/${id}/sections/${tasks.id}/blocks`);
    expect(response.statusCode).toBe(200);
    type Blocks = { data: { content: { type: string; question?: { multiple?: boolean } } }[] };
    const blocks = response.json<Blocks>().data;
    expect(blocks.map((b) => b.content.type)).toEqual([
      "text",
      "video",
      "document",
      "image",
      "question",
      "question",
    ]);
    expect(blocks[4]?.content.question).toEqual({
      kind: "choice",
      prompt: "Welke antwoorden kloppen?",
      weight: "medium",
      multiple: false,
      options: [
        { id: "a", text: "Antwoord a" },
        { id: "b", text: "Antwoord b" },
        { id: "c", text: "Antwoord c" },
      ],
    });
    expect(blocks[5]?.content.question?.multiple).toBe(true);
    expect(blocks[4]).toMatchObject({
      canCheckAnswer: true,
      question: { examQuestionResult: null },
    });
    const alarmBlocks = (
      await learner.call("GET", `/enrollments/${id}/sections/${alarm.id}/blocks`)
    ).json().data;
    const examBlocks = (
      await learner.call("GET", `/enrollments/${id}/sections/${exam.id}/blocks`)
    ).json().data;
    expect(examBlocks[0].canCheckAnswer).toBe(false);
    const everything = JSON.stringify([blocks, alarmBlocks, examBlocks]);
    for (const secret of ["isCorrect", "acceptedAnswers", 'points":', "Goed zo", "Helaas"])
      expect(everything).not.toContain(secret);
  });

  it("knows no enrollment of someone else and no section of another course", async () => {
    const { id } = await learnerWithEnrollment();
    const other = await learnerWithEnrollment();
    expect((await other.learner.call("GET", `/enrollments/${id}`)).statusCode).toBe(404);
    expect((await other.learner.call("GET", `/enrollments/${id}/sections`)).statusCode).toBe(404);
    const foreignSection = await other.learner.call(
      "GET",
      `/enrollments/${other.id}/sections/${course.courseId}/blocks`,
    );
    expect(foreignSection.statusCode).toBe(404);
    const wrongSection = await progress(other.learner, other.id, alarm.id, tasks.blockUuids[0]!);
    expect(wrongSection.statusCode).toBe(404);
  });
});

describe("recording progress", () => {
  it("completes a block, derives the status and moves the resume point on", async () => {
    const { learner, id } = await learnerWithEnrollment();
    const response = await progress(learner, id, tasks.id, tasks.blockUuids[0]!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      examQuestionResult: null,
      enrollment: {
        status: "in-progress",
        progress: {
          percentage: 11,
          completedBlocks: 1,
          totalBlocks: 9,
          sectionId: tasks.id,
          blockUuid: tasks.blockUuids[1],
        },
        startedAt: expect.any(String),
      },
    });
  });

  it("counts an answer sent twice, or ten times at once, only once; the first answer stands", async () => {
    const { learner, id } = await learnerWithEnrollment();
    const block = tasks.blockUuids[4]!;
    const first = await progress(learner, id, tasks.id, block, {
      kind: "choice",
      optionIds: ["a"],
    });
    const again = await progress(learner, id, tasks.id, block, {
      kind: "choice",
      optionIds: ["b"],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.examQuestionResult.answer).toEqual({
      kind: "choice",
      optionIds: ["a"],
    });
    expect(again.json().data.enrollment.progress.completedBlocks).toBe(1);
    expect(first.json().data.enrollment.progress.completedBlocks).toBe(1);

    const burst = await Promise.all(
      Array.from({ length: 10 }, () => progress(learner, id, tasks.id, tasks.blockUuids[0]!)),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const enrollment = (await learner.call("GET", `/enrollments/${id}`)).json().data;
    expect(enrollment.progress.completedBlocks).toBe(2);
  });

  it("keeps one row per block when every block is sent three times at once", async () => {
    const { learner, id } = await learnerWithEnrollment();
    const answers: Record<string, unknown> = {
      [tasks.blockUuids[4]!]: { kind: "choice", optionIds: ["a"] },
      [tasks.blockUuids[5]!]: { kind: "choice", optionIds: ["a", "b"] },
      [alarm.blockUuids[0]!]: { kind: "open", text: "112" },
      [alarm.blockUuids[1]!]: { kind: "points", optionId: "x" },
    };
    const sends = [tasks, alarm].flatMap((section) =>
      section.blockUuids.flatMap((uuid) =>
        Array.from(
          { length: 3 },
          () => () => progress(learner, id, section.id, uuid, answers[uuid]),
        ),
      ),
    );
    const responses = await Promise.all(sends.map((send) => send()));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(sends.length).fill(200));

    const rows = await db
      .select({ blockUuid: enrollmentProgress.blockUuid })
      .from(enrollmentProgress)
      .where(eq(enrollmentProgress.enrollmentId, id));
    const blocks = [...tasks.blockUuids, ...alarm.blockUuids];
    expect(rows.map((row) => row.blockUuid).sort()).toEqual([...blocks].sort());
    const enrollment = (await learner.call("GET", `/enrollments/${id}`)).json().data;
    expect(enrollment.progress).toMatchObject({ completedBlocks: 8, percentage: 88 });
  });

  it("records a block once even when inserts race without the row lock", async () => {
    const { id } = await learnerWithEnrollment();
    const row = {
      enrollmentId: id,
      attempt: 1,
      blockUuid: tasks.blockUuids[0]!,
      sectionId: tasks.id,
    };
    const inserted = await Promise.all(
      Array.from({ length: 8 }, () => db.transaction((tx) => insertProgressOnce(tx, row))),
    );
    expect(inserted.filter((entry) => entry !== null)).toHaveLength(1);
    const [counted] = await db
      .select({ n: count() })
      .from(enrollmentProgress)
      .where(eq(enrollmentProgress.enrollmentId, id));
    expect(counted?.n).toBe(1);
  });

  it("shows the course picture on the enrollment, with a link, also once started", async () => {
    const { learner, id } = await learnerWithEnrollment();
    type Shown = { data: { course: { image: { id: string; url: string | null } | null } } };
    const shown = (await learner.call("GET", `/enrollments/${id}`)).json<Shown>().data;
    expect(shown.course.image).toMatchObject({ id: files.image, url: expect.any(String) });
    const started = await learner.call("PATCH", `/enrollments/${id}`, { started: true });
    expect(started.json<Shown>().data.course.image?.id).toBe(files.image);
  });

  it("gives the learner the media of image, video and document blocks with a link", async () => {
    const { learner, id } = await learnerWithEnrollment();
    const blocks = (await learner.call("GET", `/enrollments/${id}/sections/${tasks.id}/blocks`))
      .json<{ data: { media: { id: string; url: string | null } | null }[] }>()
      .data.slice(1, 4);
    expect(blocks.map((block) => block.media?.id)).toEqual([
      files.video,
      files.document,
      files.image,
    ]);
    for (const block of blocks) expect(block.media?.url).toEqual(expect.any(String));
  });

  it("refuses answers that are missing, of the wrong kind or name unknown options", async () => {
    const { learner, id } = await learnerWithEnrollment();
    const single = tasks.blockUuids[4]!;
    const cases = [
      undefined,
      { kind: "open", text: "a" },
      { kind: "choice", optionIds: [] },
      { kind: "choice", optionIds: ["q"] },
      { kind: "choice", optionIds: ["a", "b"] },
    ];
    for (const answer of cases) {
      const response = await progress(learner, id, tasks.id, single, answer);
      expect(response.statusCode, JSON.stringify(answer)).toBe(422);
      expect(response.json().errors["more.answer"]).toHaveLength(1);
    }
    const emptyOpen = await progress(learner, id, alarm.id, alarm.blockUuids[0]!, {
      kind: "open",
      text: "   ",
    });
    expect(emptyOpen.statusCode).toBe(422);
    const unknownPoints = await progress(learner, id, alarm.id, alarm.blockUuids[1]!, {
      kind: "points",
      optionId: "nope",
    });
    expect(unknownPoints.statusCode).toBe(422);
    expect(
      (await learner.call("GET", `/enrollments/${id}`)).json().data.progress.completedBlocks,
    ).toBe(0);
  });

  it("shows the result of a checked answer at once, with feedback and the right answer", async () => {
    const { learner, id } = await learnerWithEnrollment();
    const checked = await progress(
      learner,
      id,
      tasks.id,
      tasks.blockUuids[5]!,
      { kind: "choice", optionIds: ["a"] },
      true,
    );
    expect(checked.json().data.examQuestionResult).toEqual({
      blockUuid: tasks.blockUuids[5],
      answer: { kind: "choice", optionIds: ["a"] },
      revealed: {
        isCorrect: false,
        points: 0,
        maxPoints: 3,
        feedback: "Helaas, dat klopt niet.",
        correctOptionIds: ["a", "b"],
        acceptedAnswers: null,
        optionPoints: null,
      },
    });
    const unchecked = await progress(learner, id, alarm.id, alarm.blockUuids[0]!, {
      kind: "open",
      text: "112",
    });
    expect(unchecked.json().data.examQuestionResult.revealed).toBeNull();
  });

  it("never lets an exam question be checked before the end", async () => {
    const { learner, id } = await learnerWithEnrollment();
    const response = await progress(
      learner,
      id,
      exam.id,
      exam.blockUuids[0]!,
      { kind: "choice", optionIds: ["c"] },
      true,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.is_check_answer).toEqual([
      "Bij dit onderdeel kun je je antwoord niet tussendoor controleren.",
    ]);
  });

  it("finishes with a score when every block is done; a late repeat gets what was recorded", async () => {
    const { learner, id } = await learnerWithEnrollment();
    const answers: Record<number, unknown> = {
      4: { kind: "choice", optionIds: ["a"] },
      5: { kind: "choice", optionIds: ["b", "a"] },
    };
    for (const [index, uuid] of tasks.blockUuids.entries())
      await progress(learner, id, tasks.id, uuid, answers[index]);
    await progress(learner, id, alarm.id, alarm.blockUuids[0]!, { kind: "open", text: " 112 " });
    await progress(learner, id, alarm.id, alarm.blockUuids[1]!, { kind: "points", optionId: "y" });
    const last = await progress(learner, id, exam.id, exam.blockUuids[0]!, {
      kind: "choice",
      optionIds: ["a"],
    });
    // Paragraph questions count: 2 + 3 + 2 + 1 of 2 + 3 + 2 + 3 = 8 of 10.
    expect(last.json().data.enrollment).toMatchObject({
      status: "done",
      progress: { percentage: 100, completedBlocks: 9, sectionId: null, blockUuid: null },
      hasScore: true,
      isPassed: true,
      score: { points: 8, maxPoints: 10, percentage: 80 },
      finishedAt: expect.any(String),
      timedOut: false,
    });
    // The exam question (not counted here) is shown as wrong, without the right answer.
    expect(last.json().data.examQuestionResult.revealed).toMatchObject({
      isCorrect: false,
      correctOptionIds: null,
      feedback: null,
    });
    const repeat = await progress(learner, id, tasks.id, tasks.blockUuids[0]!);
    expect(repeat.statusCode).toBe(200);
  });
});
