import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { signedInAs } from "../../test/authoring";
import { buildCompany } from "../../test/factories";
import { buildCourse, choice, text } from "../../test/learning";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const author = await signedInAs(app, db, ["admin-trainer"], company);
const leader = await signedInAs(app, db, ["admin-group-leader"], company);
const learner = await signedInAs(app, db, ["company-student"], company);
const stranger = await signedInAs(app, db, ["admin-trainer"], await buildCompany(db));

const concept = await buildCourse(author, {
  type: "test",
  name: "Gevaarlijke stoffen herkennen",
  publish: false,
  sections: [{ type: "exam", title: "Vragen", blocks: [choice(["b"]), text()] }],
});
const previewPath = `${concept.base}/preview`;

describe("previewing a version", () => {
  it("creates a preview enrollment that is walked through as a learner would", async () => {
    const response = await author.call("POST", previewPath);
    expect(response.statusCode, response.body).toBe(201);
    const preview = response.json().data;
    expect(preview).toMatchObject({
      isPreview: true,
      source: "preview",
      status: "open",
      course: { versionId: concept.versionId, name: "Gevaarlijke stoffen herkennen" },
    });
    const section = concept.sections[0]!;
    const blocks = (
      await author.call("GET", `/enrollments/${preview.id}/sections/${section.id}/blocks`)
    ).json().data;
    expect(JSON.stringify(blocks)).not.toContain("isCorrect");

    await author.call("POST", `/enrollments/${preview.id}/sections/${section.id}/progress`, {
      blockUuid: section.blockUuids[0],
      more: { answer: { kind: "choice", optionIds: ["a"] } },
    });
    const result = (await author.call("GET", `/enrollments/${preview.id}/result`)).json().data;
    // The author sees the right answers of their own test.
    expect(result.questions[0].examQuestionResult.revealed).toMatchObject({
      isCorrect: false,
      correctOptionIds: ["b"],
    });
  });

  it("starts fresh every time and shows the latest edits of a concept", async () => {
    const first = (await author.call("POST", previewPath)).json().data;
    const section = concept.sections[0]!;
    await author.call("POST", `${concept.base}/sections/${section.id}/blocks`, {
      content: text("<p>Net toegevoegd.</p>"),
    });
    const second = (await author.call("POST", previewPath)).json().data;
    expect(second.id).not.toBe(first.id);
    expect(second.progress.totalBlocks).toBe(3);
    expect((await author.call("GET", `/enrollments/${first.id}`)).statusCode).toBe(404);
  });

  it("touches no real results: no lists, no reassigning", async () => {
    const preview = (await author.call("POST", previewPath)).json().data;
    expect((await leader.call("PATCH", `/enrollments/${preview.id}/reassign`)).statusCode).toBe(
      404,
    );
    expect((await leader.call("DELETE", `/enrollments/${preview.id}`)).statusCode).toBe(404);
    expect((await leader.call("GET", `/enrollments/${preview.id}/result`)).statusCode).toBe(404);
    expect((await learner.call("GET", `/enrollments/${preview.id}`)).statusCode).toBe(404);
    const authorAsUser = await leader.call("GET", `/users/${author.companyUserId}/enrollments`);
    expect(authorAsUser.json().data).toEqual([]);
  });

  it("is for authors of the company only", async () => {
    expect((await learner.call("POST", previewPath)).statusCode).toBe(403);
    expect((await stranger.call("POST", previewPath)).statusCode).toBe(404);
  });
});

describe("previewing from the course library", () => {
  it("previews the published version, and knows no unpublished course", async () => {
    const published = await buildCourse(author, {
      sections: [{ type: "paragraph", title: "Uitleg", blocks: [text()] }],
    });
    const response = await leader.call("POST", `/course-libraries/${published.courseId}/preview`);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.course.versionId).toBe(published.versionId);
    const unpublished = await leader.call("POST", `/course-libraries/${concept.courseId}/preview`);
    expect(unpublished.statusCode).toBe(404);
  });
});
