import { PLATFORM_ADMIN_ROLE } from "@leerlijn/contracts/permissions";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { signedInAs } from "../../test/authoring";
import { buildCompany } from "../../test/factories";
import { buildCourse, choice, text } from "../../test/learning";

const { app, database } = await buildTestApp();
const db = database.db;
const provider = await buildCompany(db, { name: "Veiligheidsacademie" });
const providerAuthor = await signedInAs(app, db, ["admin-group-leader"], provider);
const platform = await signedInAs(
  app,
  db,
  [PLATFORM_ADMIN_ROLE],
  await buildCompany(db, { type: "administrator" }),
);
const company = await buildCompany(db);
const leader = await signedInAs(app, db, ["admin-group-leader"], company);
const learner = await signedInAs(app, db, ["company-student"], company);

const section = { type: "paragraph" as const, title: "Uitleg", blocks: [text()] };
const publicCourse = await buildCourse(providerAuthor, {
  name: "Brandveiligheid op de werkvloer",
  sections: [section],
  publish: "public",
});
await platform.call(
  "POST",
  `/courses/${publicCourse.courseId}/versions/${publicCourse.versionId}/review`,
  { decision: "accept" },
);
const providerOnly = await buildCourse(providerAuthor, { sections: [section] });
const forEveryone = await buildCourse(leader, {
  sections: [section],
  settings: { isAvailableForAllStudentsOfThisDomain: true },
});
const assignedOnly = await buildCourse(leader, { sections: [section] });

const enroll = (courseId: string) => learner.call("POST", `/courses/public/${courseId}/enroll`);

describe("enrolling from the open library", () => {
  it("enrolls the learner, and enrolling again opens the same enrollment", async () => {
    const first = await enroll(publicCourse.courseId);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      source: "open-library",
      status: "open",
      course: { id: publicCourse.courseId, companyName: "Veiligheidsacademie" },
    });
    const again = await enroll(publicCourse.courseId);
    expect(again.json().data.id).toBe(first.json().data.id);
    const mine = (await learner.call("GET", "/enrollments")).json().data;
    expect(mine).toHaveLength(1);
  });

  it("takes the company's own courses that are open to all its students", async () => {
    expect((await enroll(forEveryone.courseId)).statusCode).toBe(201);
    expect((await enroll(assignedOnly.courseId)).statusCode).toBe(404);
  });

  it("knows no course of another company outside the open library", async () => {
    expect((await enroll(providerOnly.courseId)).statusCode).toBe(404);
  });

  it("is for learners", async () => {
    expect(
      (await leader.call("POST", `/courses/public/${publicCourse.courseId}/enroll`)).statusCode,
    ).toBe(403);
  });
});

describe("browsing the open library", () => {
  type Tiles = { data: { id: string; enrollment: { status: string } | null }[] };
  const browse = async (query = "") =>
    (await learner.call("GET", `/courses/public${query}`)).json<Tiles>().data;

  it("lists public courses and the company's courses open to all, with the own enrollment", async () => {
    const tiles = await browse();
    const ids = tiles.map((tile) => tile.id);
    expect(ids).toEqual(expect.arrayContaining([publicCourse.courseId, forEveryone.courseId]));
    expect(ids).not.toContain(assignedOnly.courseId);
    expect(ids).not.toContain(providerOnly.courseId);
    expect(tiles.find((tile) => tile.id === publicCourse.courseId)?.enrollment).toMatchObject({
      status: "open",
    });
  });

  it("filters on the learner's own status", async () => {
    const notEnrolled = await learner.call("POST", "/courses/public/x/enroll");
    expect(notEnrolled.statusCode).toBe(404);
    const open = await browse("?filter[status]=open");
    expect(open.every((tile) => tile.enrollment?.status === "open")).toBe(true);
    const fresh = await signedInAs(app, db, ["company-student"], company);
    const theirs = (
      await fresh.call("GET", "/courses/public?filter[status]=not-enrolled")
    ).json<Tiles>();
    expect(theirs.data.length).toBeGreaterThanOrEqual(2);
    expect(theirs.data.every((tile) => tile.enrollment === null)).toBe(true);
  });

  it("shows a course's detail, never its answers, and nothing outside the library", async () => {
    const detail = await learner.call("GET", `/courses/public/${publicCourse.courseId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      name: "Brandveiligheid op de werkvloer",
      outline: [expect.objectContaining({ title: "Uitleg" })],
      enrollment: expect.objectContaining({ status: "open" }),
    });
    expect((await learner.call("GET", `/courses/public/${assignedOnly.courseId}`)).statusCode).toBe(
      404,
    );
  });
  it("tells the time limit and the pass mark before anyone starts", async () => {
    const timed = await buildCourse(leader, {
      sections: [{ type: "paragraph", title: "Vragen", blocks: [choice(["a"])] }],
      settings: {
        isAvailableForAllStudentsOfThisDomain: true,
        scoringMethod: "sectionQuestions",
        passPercentage: 70,
        timeLimitEnabled: true,
        timeLimitMinutes: 30,
      },
    });
    const detail = await learner.call("GET", `/courses/public/${timed.courseId}`);
    expect(detail.json().data).toMatchObject({ timeLimitMinutes: 30, passPercentage: 70 });
    const untimed = await learner.call("GET", `/courses/public/${publicCourse.courseId}`);
    expect(untimed.json().data).toMatchObject({ timeLimitMinutes: null, passPercentage: null });
  });
});
