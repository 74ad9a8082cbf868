import type { CourseSummary } from "@leerlijn/contracts/courses/course.schema";
import type { Db } from "../../platform/db/database";
import { presentCourseSummary } from "./course-summary.presenter";
import {
  type CourseListQuery,
  listCoursesWithLatestVersion,
  listVersionsOfCourses,
} from "./courses.repository";
import type { CourseVersionRow } from "./courses.table";

/** One page of the company's courses for the author tool, each with all its versions. */
export async function listCourses(
  db: Db,
  companyId: string,
  query: CourseListQuery,
): Promise<{ items: CourseSummary[]; total: number }> {
  const { rows, total } = await listCoursesWithLatestVersion(db, companyId, query);
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
    ),
  );
  return { items, total };
}

/** One course with its versions, as the list shows it. */
export async function getCourse(db: Db, companyId: string, courseId: string) {
  const { rows } = await listCoursesWithLatestVersion(db, companyId, {
    page: 1,
    perPage: 1,
    sort: "-updatedAt",
    filter: undefined,
    courseId,
  });
  const row = rows[0];
  if (!row) return null;
  const versions = await listVersionsOfCourses(db, [row.course.id]);
  return presentCourseSummary(row.course, versions, row.companyName, row.lastChange);
}
