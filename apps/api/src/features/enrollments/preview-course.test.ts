import { PLATFORM_ADMIN_ROLE } from "@leerlijn/contracts/permissions";
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
const otherCompany = await buildCompany(db);
const stranger = await signedInAs(app, db, ["admin-trainer"], otherCompany);
const strangerLeader = await signedInAs(app, db, ["admin-group-leader"], otherCompany);
const strangerLearner = await signedInAs(app, db, ["company-student"], otherCompany);
const platformCompany = await buildCompany(db, { type: "administrator" });
const reviewer = await signedInAs(app, db, [PLATFORM_ADMIN_ROLE], platformCompany);

const concept = await buildCourse(author, {
  type: "test",
  name: "Gevaarlijke stoffen herkennen",
  publish: false,
  sections: [{ type: "exam", title: "Vragen", blocks: [choice(["b"]), text()] }],
});
const previewPath = `${concept.base}/preview`;
const submitted = await buildCourse(author, {
  type: "test",
  name: "Werken op hoogte",
  publish: "public",
  sections: [{ type: "exam", title: "Vragen", blocks: [choice(["b"]), text()] }],
});
const submittedPreview = `${submitted.base}/preview`;

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

describe("previewing a version as its reviewer", () => {
  it("lets the platform's reviewer walk through a version submitted to the open library", async () => {
    const response = await reviewer.call("POST", submittedPreview);
    expect(response.statusCode, response.body).toBe(201);
    const preview = response.json().data;
    expect(preview).toMatchObject({
      isPreview: true,
      course: { id: submitted.courseId, versionId: submitted.versionId, name: "Werken op hoogte" },
    });

    const section = submitted.sections[0]!;
    const blocks = await reviewer.call(
      "GET",
      `/enrollments/${preview.id}/sections/${section.id}/blocks`,
    );
    expect(blocks.statusCode).toBe(200);
    expect(JSON.stringify(blocks.json().data)).not.toContain("isCorrect");
    const answered = await reviewer.call(
      "POST",
      `/enrollments/${preview.id}/sections/${section.id}/progress`,
      { blockUuid: section.blockUuids[0], more: { answer: { kind: "choice", optionIds: ["a"] } } },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const result = (await reviewer.call("GET", `/enrollments/${preview.id}/result`)).json().data;
    expect(result.questions[0].examQuestionResult.revealed).toMatchObject({
      isCorrect: false,
      correctOptionIds: ["b"],
    });
  });

  it("leaves no trace in the author's company: no followers, no results", async () => {
    await reviewer.call("POST", submittedPreview);
    const followers = await leader.call("GET", `/courses/${submitted.courseId}/enrollments`);
    expect(followers.json().data ?? []).toEqual([]);
  });

  it("is no one else's: another company's educators and learners, or the author's learners", async () => {
    expect((await stranger.call("POST", submittedPreview)).statusCode).toBe(404);
    expect((await strangerLeader.call("POST", submittedPreview)).statusCode).toBe(404);
    expect((await strangerLearner.call("POST", submittedPreview)).statusCode).toBe(403);
    expect((await learner.call("POST", submittedPreview)).statusCode).toBe(403);
  });

  it("reaches only versions in the review flow, as the review page does", async () => {
    // A concept of another company is not the reviewer's to see, in the preview nor on the page.
    expect((await reviewer.call("POST", previewPath)).statusCode).toBe(404);
    expect((await reviewer.call("GET", `${concept.base}/review`)).statusCode).toBe(404);
    const ownLibrary = await buildCourse(author, {
      sections: [{ type: "paragraph", title: "Uitleg", blocks: [text()] }],
    });
    expect((await reviewer.call("POST", `${ownLibrary.base}/preview`)).statusCode).toBe(404);
    expect((await reviewer.call("GET", `${ownLibrary.base}/review`)).statusCode).toBe(404);
    expect(
      (await reviewer.call("POST", `${ownLibrary.base}/review`, { decision: "accept" })).statusCode,
    ).toBe(404);
    expect((await reviewer.call("GET", `${submitted.base}/review`)).statusCode).toBe(200);
  });
});
