import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { signedInAs } from "../../test/authoring";
import { buildCompany } from "../../test/factories";
import { assign, buildCourse, text } from "../../test/learning";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInAs(app, db, ["admin-group-leader"], company);
const trainer = await signedInAs(app, db, ["admin-trainer"], company);
const lotte = await signedInAs(app, db, ["company-student"], company);
const mohammed = await signedInAs(app, db, ["company-student"], company);
const otherCompany = await buildCompany(db);
const strangerLeader = await signedInAs(app, db, ["admin-group-leader"], otherCompany);

const course = await buildCourse(leader, {
  sections: [{ type: "paragraph", title: "De ladder", blocks: [text()] }],
});
const followersOf = async (caller = leader, courseId = course.courseId) =>
  caller.call("GET", `/courses/${courseId}/enrollments`);
const followers = async () =>
  ((await followersOf()).json().data.companyUserIds as string[]).toSorted();

describe("who follows a course", () => {
  it("lists the memberships with an active enrollment, not a deleted one or a preview", async () => {
    expect(await followers()).toEqual([]);
    await assign(leader, course.courseId, [lotte.companyUserId, mohammed.companyUserId]);
    const preview = await leader.call("POST", `/course-libraries/${course.courseId}/preview`);
    expect(preview.statusCode).toBeLessThan(300);
    expect(await followers()).toEqual([lotte.companyUserId, mohammed.companyUserId].toSorted());

    const [enrollment] = (await mohammed.call("GET", "/enrollments")).json().data;
    expect((await leader.call("DELETE", `/enrollments/${enrollment.id}`)).statusCode).toBe(204);
    expect(await followers()).toEqual([lotte.companyUserId]);
  });

  it("knows no course of another company, and no course that is not published", async () => {
    expect((await followersOf(strangerLeader)).statusCode).toBe(404);
    const concept = await buildCourse(leader, {
      sections: [{ type: "paragraph", title: "Nog bezig", blocks: [text()] }],
      publish: false,
    });
    expect((await followersOf(leader, concept.courseId)).statusCode).toBe(404);
  });

  it("is refused to a trainer, who may not manage enrollments", async () => {
    expect((await followersOf(trainer)).statusCode).toBe(403);
  });
});
