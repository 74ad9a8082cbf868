import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { type ApiCaller, signedInAs } from "../../test/authoring";
import { buildCompany } from "../../test/factories";
import { buildCourse, text } from "../../test/learning";
import { enrollments } from "./enrollments.table";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInAs(app, db, ["admin-group-leader"], company);
const trainer = await signedInAs(app, db, ["admin-trainer"], company);
const anna = await signedInAs(app, db, ["company-student"], company);
const bas = await signedInAs(app, db, ["company-student"], company);
const late = await signedInAs(app, db, ["company-student"], company);
const strangerLeader = await signedInAs(app, db, ["admin-group-leader"], await buildCompany(db));

const course = await buildCourse(leader, {
  name: "BHV basis",
  sections: [{ type: "paragraph", title: "Uitleg", blocks: [text()] }],
});

async function group(name: string, members: ApiCaller[]) {
  const response = await leader.call("POST", "/groups", {
    name,
    memberIds: members.map((member) => member.companyUserId),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
}

/** Straight from the table: nothing has read the learner's list yet. */
const storedCourseIds = async (learner: ApiCaller) =>
  (
    await db
      .select({ courseId: enrollments.courseId, source: enrollments.source })
      .from(enrollments)
      .where(and(eq(enrollments.userId, learner.userId), isNull(enrollments.deletedAt)))
  ).map((row) => `${row.source}:${row.courseId}`);

const myCourses = async (learner: ApiCaller) =>
  (await learner.call("GET", "/enrollments")).json<{
    data: { source: string; course: { id: string } }[];
  }>().data;

describe("assigning a course to a group", () => {
  it("enrolls the group's learners (not its other members) through the group", async () => {
    const team = await group("Magazijn", [anna, bas, trainer]);
    const response = await leader.call("POST", `/courses/${course.courseId}/enrollments`, {
      groupIds: [team],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toEqual({ enrolled: 2, alreadyEnrolled: 0 });
    expect(await myCourses(anna)).toEqual([
      expect.objectContaining({
        source: "group",
        course: expect.objectContaining({ id: course.courseId }),
      }),
    ]);

    const again = await leader.call("POST", `/courses/${course.courseId}/enrollments`, {
      groupIds: [team],
    });
    expect(again.json().data).toEqual({ enrolled: 0, alreadyEnrolled: 2 });
  });

  it("enrolls someone who joins the group later", async () => {
    const team = await group("Expeditie", [anna]);
    await leader.call("POST", `/courses/${course.courseId}/enrollments`, { groupIds: [team] });
    expect(await myCourses(late)).toEqual([]);

    const joined = await leader.call("PATCH", `/groups/${team}`, {
      name: "Expeditie",
      memberIds: [anna.companyUserId, late.companyUserId],
    });
    expect(joined.statusCode, joined.body).toBe(200);
    // Made by the membership change itself, before anyone reads a list.
    expect(await storedCourseIds(late)).toEqual([`group:${course.courseId}`]);

    expect(await myCourses(late)).toEqual([
      expect.objectContaining({
        source: "group",
        course: expect.objectContaining({ id: course.courseId }),
      }),
    ]);
    // The educator sees it too, even before the learner signs in.
    const theirs = (await leader.call("GET", `/users/${late.companyUserId}/enrollments`)).json();
    expect(theirs.meta.total).toBe(1);
  });

  it("does not bring back an enrollment an educator deleted", async () => {
    const list = (await leader.call("GET", `/users/${bas.companyUserId}/enrollments`)).json();
    const enrollment = list.data[0] as { id: string };
    await leader.call("DELETE", `/enrollments/${enrollment.id}`);
    expect(await myCourses(bas)).toEqual([]);
    expect(await myCourses(bas)).toEqual([]);
  });

  it("knows no group of another company", async () => {
    const team = await group("Kantoor", [anna]);
    const response = await strangerLeader.call("POST", `/courses/${course.courseId}/enrollments`, {
      groupIds: [team],
    });
    expect(response.statusCode).toBe(404);
    const ownCourse = await buildCourse(strangerLeader, {
      sections: [{ type: "paragraph", title: "Uitleg", blocks: [text()] }],
    });
    const foreignGroup = await strangerLeader.call(
      "POST",
      `/courses/${ownCourse.courseId}/enrollments`,
      { groupIds: [team] },
    );
    expect(foreignGroup.statusCode).toBe(422);
    expect(foreignGroup.json().errors.group_ids).toHaveLength(1);
  });

  it("enrolls a group member the moment they become a learner or are switched back on", async () => {
    const team = await group("Kantine", [trainer]);
    await leader.call("POST", `/courses/${course.courseId}/enrollments`, { groupIds: [team] });
    expect(await storedCourseIds(trainer)).toEqual([]);

    const learnerNow = await leader.call("PATCH", `/users/${trainer.companyUserId}`, {
      ...(await personFields(trainer)),
      role: "company-student",
    });
    expect(learnerNow.statusCode, learnerNow.body).toBe(200);
    expect(await storedCourseIds(trainer)).toEqual([`group:${course.courseId}`]);

    const away = await signedInAs(app, db, ["company-student"], company);
    await leader.call("POST", `/users/${away.companyUserId}/deactivate`);
    const later = await group("Zolder", [away]);
    await leader.call("POST", `/courses/${course.courseId}/enrollments`, { groupIds: [later] });
    expect(await storedCourseIds(away)).toEqual([]);
    const back = await leader.call("POST", `/users/${away.companyUserId}/reactivate`);
    expect(back.statusCode, back.body).toBe(200);
    expect(await storedCourseIds(away)).toEqual([`group:${course.courseId}`]);
  });
});

async function personFields(person: ApiCaller) {
  const shown = (await leader.call("GET", `/users/${person.companyUserId}`)).json<{
    data: { firstName: string; middleName: string | null; lastName: string; email: string };
  }>().data;
  return {
    firstName: shown.firstName,
    middleName: shown.middleName,
    lastName: shown.lastName,
    email: shown.email,
  };
}
