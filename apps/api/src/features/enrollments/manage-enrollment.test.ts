import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { type ApiCaller, signedInAs } from "../../test/authoring";
import { buildCompany } from "../../test/factories";
import { assign, buildCourse, choice, text } from "../../test/learning";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInAs(app, db, ["admin-group-leader"], company);
const subLeader = await signedInAs(app, db, ["sub-admin-group-leader"], company);
const trainer = await signedInAs(app, db, ["admin-trainer"], company);
const otherCompany = await buildCompany(db);
const strangerLeader = await signedInAs(app, db, ["admin-group-leader"], otherCompany);

const course = await buildCourse(leader, {
  name: "Heftruck: de dagelijkse controle",
  settings: { scoringMethod: "sectionQuestions", passPercentage: 100 },
  sections: [{ type: "paragraph", title: "Controle", blocks: [text(), choice(["a"])] }],
});

/** A learner who walked through the live version, answering the question with these options. */
async function finishedLearner(optionIds: string[]) {
  const learner = await signedInAs(app, db, ["company-student"], company);
  await assign(leader, course.courseId, [learner.companyUserId]);
  const id = (await learner.call("GET", "/enrollments")).json().data[0].id as string;
  for (const section of (await learner.call("GET", `/enrollments/${id}/sections`)).json().data) {
    const blocks = (
      await learner.call("GET", `/enrollments/${id}/sections/${section.id}/blocks`)
    ).json().data;
    for (const block of blocks) {
      const isQuestion = block.content.type === "question";
      await learner.call("POST", `/enrollments/${id}/sections/${section.id}/progress`, {
        blockUuid: block.uuid,
        ...(isQuestion ? { more: { answer: { kind: "choice", optionIds } } } : {}),
      });
    }
  }
  return { learner, id };
}

const results = (educator: ApiCaller, learner: ApiCaller, query = "") =>
  educator.call("GET", `/users/${learner.companyUserId}/enrollments${query}`);

describe("a learner's results for educators", () => {
  it("lists the enrollments with status and score", async () => {
    const { learner, id } = await finishedLearner(["b"]);
    const response = await results(leader, learner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      learner: { name: expect.stringContaining("Test") },
      meta: { total: 1 },
      data: [
        {
          id,
          status: "done",
          isPassed: false,
          score: { points: 0, maxPoints: 2, percentage: 0 },
          course: { name: "Heftruck: de dagelijkse controle" },
          deletedAt: null,
        },
      ],
    });
    expect((await results(subLeader, learner)).statusCode).toBe(200);
  });

  it("is not for trainers, and knows nobody of another company", async () => {
    const { learner, id } = await finishedLearner(["a"]);
    expect((await results(trainer, learner)).statusCode).toBe(403);
    expect((await results(strangerLeader, learner)).statusCode).toBe(404);
    expect((await strangerLeader.call("GET", `/enrollments/${id}/result`)).statusCode).toBe(404);
    expect((await strangerLeader.call("PATCH", `/enrollments/${id}/reassign`)).statusCode).toBe(
      404,
    );
    expect((await strangerLeader.call("DELETE", `/enrollments/${id}`)).statusCode).toBe(404);
  });
});

describe("reassigning", () => {
  it("starts the learner over on the current version and keeps the earlier attempt", async () => {
    const { learner, id } = await finishedLearner(["b"]);
    const draft = (await leader.call("POST", `/courses/${course.courseId}/versions`)).json().data;
    const draftBase = `/courses/${course.courseId}/versions/${draft.id}`;
    await leader.call("POST", `${draftBase}/sections/${draft.sections[0].id}/blocks`, {
      content: text("<p>Ook de vorken controleren.</p>"),
    });
    await leader.call("POST", `${draftBase}/publish`, { target: "own" });

    const response = await leader.call("PATCH", `/enrollments/${id}/reassign`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id,
      status: "open",
      attempt: 2,
      isPassed: null,
      score: null,
      finishedAt: null,
      progress: { percentage: 0, completedBlocks: 0, totalBlocks: 3 },
      course: { versionId: draft.id },
    });
    const mine = (await learner.call("GET", `/enrollments/${id}/sections`)).json().data;
    expect(mine[0].completedBlockUuids).toEqual([]);

    const result = (await leader.call("GET", `/enrollments/${id}/result`)).json().data;
    expect(result.pastAttempts).toEqual([
      expect.objectContaining({
        attempt: 1,
        versionNumber: 1,
        percentage: 100,
        isPassed: false,
        score: { points: 0, maxPoints: 2, percentage: 0 },
        reassignedBy: expect.stringContaining("Test"),
      }),
    ]);
  });
});

describe("deleting", () => {
  it("takes the enrollment away from the learner and keeps it in the history", async () => {
    const { learner, id } = await finishedLearner(["a"]);
    const response = await leader.call("DELETE", `/enrollments/${id}`);
    expect(response.statusCode).toBe(204);

    expect((await learner.call("GET", `/enrollments/${id}`)).statusCode).toBe(404);
    expect((await learner.call("GET", `/enrollments/${id}/result`)).statusCode).toBe(404);
    const list = (await learner.call("GET", "/enrollments")).json();
    expect(list.data).toEqual([]);
    expect(list.counts.all).toBe(0);

    const history = (await results(leader, learner)).json().data;
    expect(history).toEqual([expect.objectContaining({ id, deletedAt: expect.any(String) })]);
    const activeOnly = (await results(leader, learner, "?filter[state]=active")).json().data;
    expect(activeOnly).toEqual([]);
    const result = (await leader.call("GET", `/enrollments/${id}/result`)).json().data;
    expect(result.deletedAt).toEqual(expect.any(String));
    expect(result.enrollment.isPassed).toBe(true);

    expect((await leader.call("DELETE", `/enrollments/${id}`)).statusCode).toBe(204);
    expect((await leader.call("PATCH", `/enrollments/${id}/reassign`)).statusCode).toBe(409);
  });

  it("lets the course be assigned again afresh after a deletion", async () => {
    const { learner, id } = await finishedLearner(["a"]);
    await leader.call("DELETE", `/enrollments/${id}`);
    expect(await assign(leader, course.courseId, [learner.companyUserId])).toEqual({
      enrolled: 1,
      alreadyEnrolled: 0,
    });
    const fresh = (await learner.call("GET", "/enrollments")).json().data;
    expect(fresh).toEqual([expect.objectContaining({ status: "open", attempt: 1 })]);
    expect(fresh[0].id).not.toBe(id);
  });
});
