import { PLATFORM_ADMIN_ROLE } from "@leerlijn/contracts/permissions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type ApiCaller, signedInAs } from "../../test/authoring";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany } from "../../test/factories";
import { assign, buildCourse, image, libraryMedia, text } from "../../test/learning";
import { courseBlocks, courseVersions } from "./courses.table";

/*
 * Every place that shows a course's picture reads it within the library of the course's company
 * (its own, or its parent's). A media id of another company, however it got into the course,
 * shows no picture, as if it were absent.
 */
const { app, database } = await buildTestApp();
const db = database.db;

const platform = await signedInAs(
  app,
  db,
  [PLATFORM_ADMIN_ROLE],
  await buildCompany(db, { type: "administrator" }),
);
const acceptPublic = async (course: { courseId: string; versionId: string }) => {
  const accepted = await platform.call(
    "POST",
    `/courses/${course.courseId}/versions/${course.versionId}/review`,
    { decision: "accept" },
  );
  expect(accepted.statusCode, accepted.body).toBeLessThan(300);
};

// Company A's course ends up pointing at company B's picture.
const companyA = await buildCompany(db, { name: "Bedrijf A" });
const leaderA = await signedInAs(app, db, ["admin-group-leader"], companyA);
const learnerA = await signedInAs(app, db, ["company-student"], companyA);
const filesA = await libraryMedia(db, companyA.id);
const companyB = await buildCompany(db, { name: "Bedrijf B" });
const leaderB = await signedInAs(app, db, ["admin-group-leader"], companyB);
const filesB = await libraryMedia(db, companyB.id);
const foreignImage = filesB.image;

const section = (blocks = [text()]) => ({ type: "paragraph" as const, title: "Uitleg", blocks });
const courseA = await buildCourse(leaderA, {
  name: "Cursus van A",
  imageMediaId: filesA.image,
  sections: [section([image(filesA.image)])],
  publish: "public",
});
await acceptPublic(courseA);
// B's own public course shows B's picture: the same media id, on the same page of the open library.
const courseB = await buildCourse(leaderB, {
  name: "Cursus van B",
  imageMediaId: foreignImage,
  sections: [section()],
  publish: "public",
});
await acceptPublic(courseB);
// Ids are checked when saved; one that slipped past (an old row, a copy) is written here.
await db
  .update(courseVersions)
  .set({ imageMediaId: foreignImage })
  .where(eq(courseVersions.id, courseA.versionId));
const blockUuid = courseA.sections[0]?.blockUuids[0] ?? "";
await db
  .update(courseBlocks)
  .set({ content: image(foreignImage) })
  .where(eq(courseBlocks.uuid, blockUuid));
await assign(leaderA, courseA.courseId, [learnerA.companyUserId]);

// A sub company's course shows a picture of its parent's library.
const parent = await buildCompany(db, { name: "Moederbedrijf" });
const parentFiles = await libraryMedia(db, parent.id);
const sub = await buildCompany(db, { name: "Dochter", parentCompanyId: parent.id });
const leaderSub = await signedInAs(app, db, ["admin-group-leader"], sub);
const learnerSub = await signedInAs(app, db, ["company-student"], sub);
const subCourse = await buildCourse(leaderSub, {
  name: "Cursus van de dochter",
  imageMediaId: parentFiles.image,
  sections: [section([image(parentFiles.image)])],
});
await assign(leaderSub, subCourse.courseId, [learnerSub.companyUserId]);

type Shown = { id: string; image: { id: string } | null };
async function data<T>(caller: ApiCaller, method: "GET" | "PATCH", path: string, body?: unknown) {
  const response = await caller.call(method, path, body);
  expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
  return response.json<{ data: T }>().data;
}
const imageOf = (items: Shown[], id: string) => {
  const item = items.find((shown) => shown.id === id);
  expect(item, `course ${id} listed`).toBeDefined();
  return item?.image?.id ?? null;
};
type Listed = { id: string; course: Shown };
const courseImageOf = (items: Listed[], courseId: string) =>
  imageOf(
    items.map((item) => item.course),
    courseId,
  );

describe("course pictures", () => {
  it("never shows another company's picture in the educator's and author's lists", async () => {
    const library = await data<Shown[]>(leaderA, "GET", "/course-library");
    expect(imageOf(library, courseA.courseId)).toBeNull();
    const detail = await data<Shown>(leaderA, "GET", `/course-library/${courseA.courseId}`);
    expect(detail.image).toBeNull();
    const assignable = await data<Shown[]>(leaderA, "GET", "/assignable-courses");
    expect(imageOf(assignable, courseA.courseId)).toBeNull();
    const authored = await data<Shown[]>(leaderA, "GET", "/courses");
    expect(imageOf(authored, courseA.courseId)).toBeNull();
    const course = await data<Shown>(leaderA, "GET", `/courses/${courseA.courseId}`);
    expect(course.image).toBeNull();
  });

  it("never shows it in the open library, while the owner's own course there keeps it", async () => {
    const tiles = await data<Shown[]>(learnerA, "GET", "/courses/public");
    expect(imageOf(tiles, courseA.courseId)).toBeNull();
    expect(imageOf(tiles, courseB.courseId)).toBe(foreignImage);
    const detail = await data<Shown>(learnerA, "GET", `/courses/public/${courseA.courseId}`);
    expect(detail.image).toBeNull();
    const own = await data<Shown>(learnerA, "GET", `/courses/public/${courseB.courseId}`);
    expect(own.image?.id).toBe(foreignImage);
  });

  it("never shows it on the learner's enrollments, their pages and blocks, or the educator's list", async () => {
    const mine = await data<Listed[]>(learnerA, "GET", "/enrollments");
    expect(courseImageOf(mine, courseA.courseId)).toBeNull();
    const enrollmentId = mine.find((item) => item.course.id === courseA.courseId)?.id ?? "";
    const page = await data<Listed>(learnerA, "GET", `/enrollments/${enrollmentId}`);
    expect(page.course.image).toBeNull();
    const started = await data<Listed>(learnerA, "PATCH", `/enrollments/${enrollmentId}`, {
      started: true,
    });
    expect(started.course.image).toBeNull();
    const blocks = await data<{ media: { id: string } | null }[]>(
      learnerA,
      "GET",
      `/enrollments/${enrollmentId}/sections/${courseA.sections[0]?.id}/blocks`,
    );
    expect(blocks.map((block) => block.media)).toEqual([null]);

    const ofLearner = await data<Listed[]>(
      leaderA,
      "GET",
      `/users/${learnerA.companyUserId}/enrollments`,
    );
    expect(courseImageOf(ofLearner, courseA.courseId)).toBeNull();
    const reassigned = await data<Listed>(
      leaderA,
      "PATCH",
      `/enrollments/${enrollmentId}/reassign`,
    );
    expect(reassigned.course.image).toBeNull();
  });

  it("never shows it to a learner of another company who enrolls from the open library", async () => {
    const learnerC = await signedInAs(app, db, ["company-student"]);
    const enrolled = await learnerC.call("POST", `/courses/public/${courseA.courseId}/enroll`);
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    expect(enrolled.json().data.course.image).toBeNull();
  });

  it("shows a sub company's course its parent's picture everywhere", async () => {
    const library = await data<Shown[]>(leaderSub, "GET", "/course-library");
    expect(imageOf(library, subCourse.courseId)).toBe(parentFiles.image);
    const detail = await data<Shown>(leaderSub, "GET", `/course-library/${subCourse.courseId}`);
    expect(detail.image?.id).toBe(parentFiles.image);
    const authored = await data<Shown[]>(leaderSub, "GET", "/courses");
    expect(imageOf(authored, subCourse.courseId)).toBe(parentFiles.image);

    const mine = await data<Listed[]>(learnerSub, "GET", "/enrollments");
    expect(courseImageOf(mine, subCourse.courseId)).toBe(parentFiles.image);
    const enrollmentId = mine[0]?.id ?? "";
    const page = await data<Listed>(learnerSub, "GET", `/enrollments/${enrollmentId}`);
    expect(page.course.image?.id).toBe(parentFiles.image);
    const blocks = await data<{ media: { id: string } | null }[]>(
      learnerSub,
      "GET",
      `/enrollments/${enrollmentId}/sections/${subCourse.sections[0]?.id}/blocks`,
    );
    expect(blocks.map((block) => block.media?.id)).toEqual([parentFiles.image]);
  });
});
