import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { signedInAs } from "../../test/authoring";
import { buildCompany } from "../../test/factories";
import { assign, buildCourse, choice, text } from "../../test/learning";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInAs(app, db, ["admin-group-leader"], company);
const trainer = await signedInAs(app, db, ["admin-trainer"], company);
const lotte = await signedInAs(app, db, ["company-student"], company);
const mohammed = await signedInAs(app, db, ["training-student"], company);
const otherCompany = await buildCompany(db);
const stranger = await signedInAs(app, db, ["company-student"], otherCompany);
const strangerLeader = await signedInAs(app, db, ["admin-group-leader"], otherCompany);

const course = await buildCourse(leader, {
  name: "Veilig werken met ladders",
  sections: [{ type: "paragraph", title: "De ladder", blocks: [text(), choice(["a"])] }],
});

describe("assigning a course", () => {
  it("enrolls people in the live version, open with nothing done", async () => {
    const result = await assign(leader, course.courseId, [
      lotte.companyUserId,
      mohammed.companyUserId,
    ]);
    expect(result).toEqual({ enrolled: 2, alreadyEnrolled: 0 });

    const mine = (await lotte.call("GET", "/enrollments")).json();
    expect(mine.data).toEqual([
      expect.objectContaining({
        status: "open",
        source: "user",
        isPreview: false,
        course: expect.objectContaining({
          id: course.courseId,
          versionId: course.versionId,
          name: "Veilig werken met ladders",
        }),
        progress: {
          sectionId: course.sections[0]?.id,
          blockUuid: course.sections[0]?.blockUuids[0],
          percentage: 0,
          completedBlocks: 0,
          totalBlocks: 2,
        },
        assignedBy: expect.stringContaining("Test"),
        deletedAt: null,
      }),
    ]);
    expect(mine.counts).toEqual({ all: 1, open: 1, "in-progress": 0, done: 0 });
  });

  it("changes nothing for someone who already follows the course", async () => {
    const result = await assign(leader, course.courseId, [lotte.companyUserId]);
    expect(result).toEqual({ enrolled: 0, alreadyEnrolled: 1 });
    expect((await lotte.call("GET", "/enrollments")).json().data).toHaveLength(1);
  });

  it("refuses people of another company and people who cannot follow courses", async () => {
    const foreign = await leader.call("POST", `/courses/${course.courseId}/enrollments`, {
      companyUserIds: [stranger.companyUserId],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.company_user_ids[0]).toContain("bestaan niet");

    const notALearner = await leader.call("POST", `/courses/${course.courseId}/enrollments`, {
      companyUserIds: [trainer.companyUserId],
    });
    expect(notALearner.statusCode).toBe(422);
    expect(notALearner.json().errors.company_user_ids[0]).toContain("rol cursist");

    const nobody = await leader.call("POST", `/courses/${course.courseId}/enrollments`, {
      companyUserIds: [],
    });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().message).toBe("Kies minstens één persoon of groep.");
  });

  it("knows no course of another company, and no course that is not published", async () => {
    const foreign = await strangerLeader.call("POST", `/courses/${course.courseId}/enrollments`, {
      companyUserIds: [stranger.companyUserId],
    });
    expect(foreign.statusCode).toBe(404);

    const concept = await buildCourse(leader, {
      sections: [{ type: "paragraph", title: "Nog bezig", blocks: [text()] }],
      publish: false,
    });
    const response = await leader.call("POST", `/courses/${concept.courseId}/enrollments`, {
      companyUserIds: [lotte.companyUserId],
    });
    expect(response.statusCode).toBe(404);
  });

  it("is refused to a trainer, who may not manage enrollments", async () => {
    const response = await trainer.call("POST", `/courses/${course.courseId}/enrollments`, {
      companyUserIds: [lotte.companyUserId],
    });
    expect(response.statusCode).toBe(403);
  });

  it("keeps enrolled learners on their version when a new one is published", async () => {
    const first = (await mohammed.call("GET", "/enrollments")).json().data[0];
    const draft = (await leader.call("POST", `/courses/${course.courseId}/versions`)).json().data;
    const newBase = `/courses/${course.courseId}/versions/${draft.id}`;
    await leader.call("POST", `${newBase}/sections/${draft.sections[0].id}/blocks`, {
      content: text("<p>Nieuw in versie 2.</p>"),
    });
    expect((await leader.call("POST", `${newBase}/publish`, { target: "own" })).statusCode).toBe(
      200,
    );

    const stillOld = (await mohammed.call("GET", `/enrollments/${first.id}`)).json().data;
    expect(stillOld.course.versionId).toBe(course.versionId);
    expect(stillOld.progress.totalBlocks).toBe(2);

    const newcomer = await signedInAs(app, db, ["company-student"], company);
    await assign(leader, course.courseId, [newcomer.companyUserId]);
    const fresh = (await newcomer.call("GET", "/enrollments")).json().data[0];
    expect(fresh.course.versionId).toBe(draft.id);
    expect(fresh.progress.totalBlocks).toBe(3);
  });

  it("lists assignable courses: the company's published ones only", async () => {
    const listed = (await leader.call("GET", "/assignable-courses")).json<{
      data: { id: string }[];
    }>();
    expect(listed.data.map((tile) => tile.id)).toEqual([course.courseId]);
    const theirs = (await strangerLeader.call("GET", "/assignable-courses")).json();
    expect(theirs.data).toEqual([]);
  });
});
