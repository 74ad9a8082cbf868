import type { CourseSummary } from "@leerlijn/contracts/courses/course.schema";
import type { Db } from "../../platform/db/database";
import { presentCourseSummary } from "./course-summary.presenter";
import {
  type CourseListQuery,
  listCoursesWithLatestVersion,
  listVersionsOfCourses,
} from "./courses.repository";
import type { CourseVersionRow } from "./courses.table";
import { type ImageResolver, noImages, pictureOf } from "./course-library";
import type { CourseImages } from "./course-media";

/** The newest version's image names the course in the author tool, as its name does. */
const imageOf = (version: CourseVersionRow, images: CourseImages) =>
  images.of(version.companyId, version.imageMediaId);

/** One page of the company's courses for the author tool, each with all its versions. */
export async function listCourses(
  db: Db,
  companyId: string,
  query: CourseListQuery,
  resolveImages: ImageResolver = noImages,
): Promise<{ items: CourseSummary[]; total: number }> {
  const { rows, total } = await listCoursesWithLatestVersion(db, companyId, query);
  const images = await resolveImages(rows.flatMap((row) => pictureOf(row.latest)));
  const versions = await listVersionsOfCourses(
    db,
    rows.map((row) => row.course.id),
  );
  const byCourse = new Map<string, CourseVersionRow[]>();
  for (const version of versions) {
    const list = byCourse.get(version.courseId) ?? [];
    list.push(version);
    byCourse.set(version.courseId, list);
  }
  const items = rows.map((row) =>
    presentCourseSummary(
      row.course,
      byCourse.get(row.course.id) ?? [row.latest],
      row.companyName,
      row.lastChange,
      imageOf(row.latest, images),
    ),
  );
  return { items, total };
}

/** One course with its versions, as the list shows it. */
export async function getCourse(
  db: Db,
  companyId: string,
  courseId: string,
  resolveImages: ImageResolver = noImages,
) {
  const { rows } = await listCoursesWithLatestVersion(db, companyId, {
    page: 1,
    perPage: 1,
    sort: "-updatedAt",
    filter: undefined,
    courseId,
  });
  const row = rows[0];
  if (!row) return null;
  const [versions, images] = await Promise.all([
    listVersionsOfCourses(db, [row.course.id]),
    resolveImages(pictureOf(row.latest)),
  ]);
  return presentCourseSummary(
    row.course,
    versions,
    row.companyName,
    row.lastChange,
    imageOf(row.latest, images),
  );
}
