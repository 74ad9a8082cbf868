import type { CourseStatus } from "@leerlijn/contracts/courses/course-status";
import type { CourseTypeKey } from "@leerlijn/contracts/courses/course-types";
import { and, count, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { companies } from "../companies/companies.table";
import { type CourseListPage, coursePage, nameContains } from "./course-list-page";
import { courses, courseVersions } from "./courses.table";

/** Which live courses a list shows: one company's (its library) or every public one. */
export type LiveCourseScope = { companyId: string } | { publicOnly: true };

export type LiveCourseQuery = CourseListPage & {
  queryString?: string | undefined;
  statuses?: readonly CourseStatus[] | undefined;
  courseTypes?: readonly CourseTypeKey[] | undefined;
};

function scopeConditions(scope: LiveCourseScope, courseId?: string): SQL[] {
  const conditions: SQL[] = [isNull(courses.deletedAt)];
  if ("companyId" in scope) conditions.push(eq(courses.companyId, scope.companyId));
  else conditions.push(eq(courseVersions.status, "publicly-published"));
  if (courseId) conditions.push(eq(courses.id, courseId));
  return conditions;
}

const liveColumns = {
  courseId: courses.id,
  courseTypeKey: courses.courseTypeKey,
  version: courseVersions,
  companyName: companies.name,
};

const fromLive = (db: Db) =>
  db
    .select(liveColumns)
    .from(courses)
    .innerJoin(courseVersions, eq(courseVersions.id, courses.publishedVersionId))
    .innerJoin(companies, eq(companies.id, courses.companyId));

/** One page of live courses (each with the version learners get now). */
export async function listLiveCourses(db: Db, scope: LiveCourseScope, query: LiveCourseQuery) {
  const conditions = scopeConditions(scope);
  const named = nameContains(query.queryString);
  if (named) conditions.push(named);
  if (query.statuses?.length) conditions.push(inArray(courseVersions.status, [...query.statuses]));
  if (query.courseTypes?.length)
    conditions.push(inArray(courses.courseTypeKey, [...query.courseTypes]));
  return coursePage(query, {
    rows: fromLive(db).$dynamic(),
    total: db
      .select({ total: count() })
      .from(courses)
      .innerJoin(courseVersions, eq(courseVersions.id, courses.publishedVersionId))
      .$dynamic(),
    where: and(...conditions),
    updatedAt: courseVersions.publishedAt,
  });
}

export async function findLiveCourse(db: Db, scope: LiveCourseScope, courseId: string) {
  const [row] = await fromLive(db)
    .where(and(...scopeConditions(scope, courseId)))
    .limit(1);
  return row ?? null;
}
export type LiveCourseRow = NonNullable<Awaited<ReturnType<typeof findLiveCourse>>>;
