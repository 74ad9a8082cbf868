import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { generalInfo, signedInAs, textBlock } from "../../test/authoring";
import { libraryMedia } from "../../test/learning";

const { app, database } = await buildTestApp();
const db = database.db;

const author = await signedInAs(app, db, ["admin-group-leader"]);

async function createCourse(caller = author, overrides: Record<string, unknown> = {}) {
  const response = await caller.call("POST", "/courses", {
    courseTypeKey: "elearning",
    ...generalInfo(),
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as {
    id: string;
    courseId: string;
    sections: { id: string }[];
    revision: number;
  };
}

describe("GET /course-types", () => {
  it("lists the six course types with Dutch names and colour profiles", async () => {
    const response = await author.call("GET", "/course-types");
    expect(response.statusCode).toBe(200);
    const types = response.json().data as { key: string; name: string; colorProfile: object }[];
    expect(types.map((type) => type.key).sort()).toEqual([
      "document",
      "elearning",
      "microlearning",
      "skill",
      "test",
      "video",
    ]);
    expect(types.find((type) => type.key === "test")).toMatchObject({
      name: "Toets",
      colorProfile: { background: expect.any(String), text: expect.any(String) },
    });
  });
});

describe("POST /courses", () => {
  it("starts a concept version 1 with its general information and a first paragraph", async () => {
    const response = await author.call("POST", "/courses", {
      courseTypeKey: "elearning",
      ...generalInfo({ learningGoals: ["  Kiezen  ", "Neerzetten"] }),
    });

    expect(response.statusCode).toBe(201);
    const version = response.json().data;
    expect(version).toMatchObject({
      number: 1,
      status: "concept",
      editMode: "full",
      isLive: false,
      courseTypeKey: "elearning",
      name: "Veilig werken met ladders",
      learningGoals: ["Kiezen", "Neerzetten"],
      testGoals: [],
      settings: { scoringMethod: "none", passPercentage: null, checkAnswerMode: false },
      blocks: [],
    });
    expect(version.sections).toEqual([
      expect.objectContaining({
        sectionTypeKey: "paragraph",
        title: "Inleiding",
        leftBower: 1,
        rightBower: 2,
        blockUuids: [],
      }),
    ]);
  });

  it("gives a test an exam section and exam scoring with a pass percentage", async () => {
    const version = (
      await author.call("POST", "/courses", {
        courseTypeKey: "test",
        ...generalInfo({ testGoals: ["Regels", "Praktijk"] }),
      })
    ).json().data;
    expect(version.settings).toMatchObject({ scoringMethod: "exam", passPercentage: 70 });
    expect(version.sections[0]).toMatchObject({ sectionTypeKey: "exam" });
    expect(version.testGoals).toEqual(["Regels", "Praktijk"]);
  });

  it("asks for a course type, two learning goals and, for a test, two test goals", async () => {
    const noType = await author.call("POST", "/courses", generalInfo());
    expect(noType.statusCode).toBe(422);
    expect(noType.json().errors).toEqual({ course_type_key: ["Kies eerst een soort cursus."] });

    const oneGoal = await author.call("POST", "/courses", {
      courseTypeKey: "video",
      ...generalInfo({ learningGoals: ["Alleen dit"] }),
    });
    expect(oneGoal.json().errors).toEqual({
      learning_goals: ["Voeg minstens twee leerdoelen toe (wat je gaat leren)."],
    });

    const testWithoutGoals = await author.call("POST", "/courses", {
      courseTypeKey: "test",
      ...generalInfo(),
    });
    expect(testWithoutGoals.json().errors).toEqual({
      test_goals: ["Voeg bij een toets minstens twee punten toe die je toetst."],
    });
  });

  it("refuses learners and answers a Precognition request without creating anything", async () => {
    const learner = await signedInAs(app, db, ["company-student"]);
    expect(
      (await learner.call("POST", "/courses", { courseTypeKey: "video", ...generalInfo() }))
        .statusCode,
    ).toBe(403);

    const before = (await author.call("GET", "/courses")).json().meta.total;
    const precog = await author.call(
      "POST",
      "/courses",
      { courseTypeKey: "video", ...generalInfo() },
      { precognition: "true" },
    );
    expect(precog.statusCode).toBe(204);
    expect((await author.call("GET", "/courses")).json().meta.total).toBe(before);
  });
});

const company = await signedInAs(app, db, ["admin-trainer"]);
const names = ["BHV basis", "Privacy en de AVG", "Handhygiëne in 5 minuten", "Heftruck 100%"];
for (const name of names)
  await createCourse(company, {
    name,
    courseTypeKey: name.startsWith("Privacy") ? "test" : "elearning",
    testGoals: name.startsWith("Privacy") ? ["AVG", "Datalekken"] : [],
  });

describe("GET /courses", () => {
  it("lists the company's courses with their versions, newest change first", async () => {
    const response = await company.call("GET", "/courses");
    expect(response.statusCode).toBe(200);
    const body = response.json<{ meta: object; data: { name: string }[] }>();
    expect(body.meta).toMatchObject({ total: 4, currentPage: 1, lastPage: 1 });
    expect(body.data.map((course) => course.name)).toEqual([...names].reverse());
    expect(body.data[0]).toMatchObject({
      status: "concept",
      courseType: { key: "elearning", name: "E-learning" },
      isPublic: false,
      publishedVersionId: null,
      versions: [expect.objectContaining({ number: 1, status: "concept", isLive: false })],
    });
  });

  it("searches by name (wildcards taken literally) and filters by type and status", async () => {
    const search = async (query: string) =>
      (await company.call("GET", `/courses?${query}`))
        .json<{ data: { name: string }[] }>()
        .data.map((c) => c.name);
    expect(await search("filter[queryString]=hygi")).toEqual(["Handhygiëne in 5 minuten"]);
    expect(await search("filter[queryString]=100%25")).toEqual(["Heftruck 100%"]);
    expect(await search("filter[queryString]=%25")).toEqual(["Heftruck 100%"]);
    expect(await search("filter[courseTypes][]=test")).toEqual(["Privacy en de AVG"]);
    expect(await search("filter[courseTypes]=test")).toEqual(["Privacy en de AVG"]);
    expect(await search("filter[statuses][]=published")).toEqual([]);
    expect(await search("sort=name")).toEqual([
      "BHV basis",
      "Handhygiëne in 5 minuten",
      "Heftruck 100%",
      "Privacy en de AVG",
    ]);
  });

  it("pages with links to the next page that keep the filters", async () => {
    const body = (
      await company.call("GET", "/courses?perPage=3&filter[courseTypes][]=elearning")
    ).json();
    expect(body.meta).toMatchObject({ total: 3, lastPage: 1 });
    const first = (await company.call("GET", "/courses?perPage=2&sort=name")).json();
    expect(first.links.next).toBe("/api/v1/courses?perPage=2&sort=name&page=2");
    expect(first.meta).toMatchObject({ from: 1, to: 2, total: 4, lastPage: 2 });
  });

  it("never shows or opens another company's courses", async () => {
    const foreign = await createCourse(author);
    expect((await company.call("GET", "/courses")).json().meta.total).toBe(4);
    expect((await company.call("GET", `/courses/${foreign.courseId}`)).statusCode).toBe(404);
    expect(
      (await company.call("GET", `/courses/${foreign.courseId}/versions/${foreign.id}`)).statusCode,
    ).toBe(404);
    expect((await company.call("DELETE", `/courses/${foreign.courseId}`)).statusCode).toBe(404);
    expect(
      (await company.call("POST", `/courses/${foreign.courseId}/versions/${foreign.id}/copy`))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await company.call("PATCH", `/courses/${foreign.courseId}/versions/${foreign.id}`, {
          revision: 0,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("copy and delete", () => {
  it("copies a version with its sections and blocks into a new concept course", async () => {
    const source = await createCourse();
    const section = source.sections[0]!.id;
    await author.call(
      "POST",
      `/courses/${source.courseId}/versions/${source.id}/sections/${section}/blocks`,
      {
        content: textBlock(),
      },
    );

    const response = await author.call(
      "POST",
      `/courses/${source.courseId}/versions/${source.id}/copy`,
    );

    expect(response.statusCode).toBe(201);
    const copy = response.json().data;
    expect(copy).toMatchObject({ name: "Kopie van Veilig werken met ladders", status: "concept" });
    expect(copy.id).not.toBe(source.courseId);
    const content = (
      await author.call("GET", `/courses/${copy.id}/versions/${copy.latestVersionId}`)
    ).json().data;
    expect(content.blocks).toHaveLength(1);
    expect(content.sections[0].id).not.toBe(section);
    expect(content.blocks[0].content).toEqual(textBlock());
  });

  it("answers a copy with its course picture, as the course list shows it", async () => {
    const { image } = await libraryMedia(db, author.companyId);
    const source = await createCourse(author, { imageMediaId: image });
    const response = await author.call(
      "POST",
      `/courses/${source.courseId}/versions/${source.id}/copy`,
    );
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json().data;
    expect(copy.image).toMatchObject({ id: image, type: "image" });
    expect(copy.image.url).toBeTruthy();
  });

  it("deletes a course of the company, after which it is gone from every list", async () => {
    const course = await createCourse();
    expect((await author.call("DELETE", `/courses/${course.courseId}`)).statusCode).toBe(204);
    expect((await author.call("GET", `/courses/${course.courseId}`)).statusCode).toBe(404);
    const ids = (await author.call("GET", "/courses?perPage=100"))
      .json<{ data: { id: string }[] }>()
      .data.map((c) => c.id);
    expect(ids).not.toContain(course.courseId);
  });

  it("tells whether a version has blocks yet", async () => {
    const course = await createCourse();
    const path = `/courses/${course.courseId}/versions/${course.id}`;
    expect((await author.call("GET", `${path}/has-blocks`)).json().data).toEqual({
      hasBlocks: false,
      blockCount: 0,
    });
    await author.call("POST", `${path}/sections/${course.sections[0]!.id}/blocks`, {
      content: textBlock(),
    });
    expect((await author.call("GET", `${path}/has-blocks`)).json().data).toEqual({
      hasBlocks: true,
      blockCount: 1,
    });
  });
});
