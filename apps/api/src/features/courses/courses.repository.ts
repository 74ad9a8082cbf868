import type { ParsedCourseFilter } from "@leerlijn/contracts/courses/course.schema";
import type { CourseTypeKey } from "@leerlijn/contracts/courses/course-types";
import { and, asc, count, desc, eq, exists, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../platform/db/database";
import { companies } from "../companies/companies.table";
import { type CourseListPage, coursePage, nameContains } from "./course-list-page";
import { courseBlocks, courses, courseVersions, type CourseVersionRow } from "./courses.table";

/** A version with what it needs of its course and company. */
export type ScopedVersion = CourseVersionRow & {
  courseTypeKey: CourseTypeKey;
  publishedVersionId: string | null;
  companyName: string;
};

const versionColumns = {
  version: courseVersions,
  courseTypeKey: courses.courseTypeKey,
  publishedVersionId: courses.publishedVersionId,
  companyName: companies.name,
};

const flatten = (row: {
  version: CourseVersionRow;
  courseTypeKey: CourseTypeKey;
  publishedVersionId: string | null;
  companyName: string;
}): ScopedVersion => ({
  ...row.version,
  courseTypeKey: row.courseTypeKey,
  publishedVersionId: row.publishedVersionId,
  companyName: row.companyName,
});

/**
 * A version of a live (not deleted) course. `companyId` null is for the platform's reviewer,
 * who sees every company; `forUpdate` locks the version row, which serialises every structural
 * change of one version.
 */
export async function findVersion(
  db: Db,
  companyId: string | null,
  courseId: string,
  versionId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ScopedVersion | null> {
  const query = db
    .select(versionColumns)
    .from(courseVersions)
    .innerJoin(courses, eq(courses.id, courseVersions.courseId))
    .innerJoin(companies, eq(companies.id, courseVersions.companyId))
    .where(
      and(
        eq(courseVersions.id, versionId),
        eq(courseVersions.courseId, courseId),
        companyId === null ? undefined : eq(courseVersions.companyId, companyId),
        isNull(courses.deletedAt),
      ),
    )
    .limit(1);
  const [row] = options.forUpdate ? await query.for("update", { of: courseVersions }) : await query;
  return row ? flatten(row) : null;
}

export async function findCourse(db: Db, companyId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(
      and(eq(courses.id, courseId), eq(courses.companyId, companyId), isNull(courses.deletedAt)),
    )
    .limit(1);
  return row ?? null;
}

export async function lockCourse(db: Db, companyId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(
      and(eq(courses.id, courseId), eq(courses.companyId, companyId), isNull(courses.deletedAt)),
    )
    .for("update")
    .limit(1);
  return row ?? null;
}

export async function listVersionsOfCourses(db: Db, courseIds: readonly string[]) {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(courseVersions)
    .where(inArray(courseVersions.courseId, [...courseIds]))
    .orderBy(desc(courseVersions.number));
}

export type VersionFields = Partial<
  Omit<CourseVersionRow, "id" | "courseId" | "companyId" | "createdAt">
>;

export async function insertCourse(
  db: Db,
  values: { companyId: string; courseTypeKey: CourseTypeKey; createdById: string | null },
) {
  const [row] = await db.insert(courses).values(values).returning();
  if (!row) throw new Error("course insert failed");
  return row;
}

export async function insertVersion(
  db: Db,
  values: VersionFields & { courseId: string; companyId: string; number: number; name: string },
) {
  const [row] = await db.insert(courseVersions).values(values).returning();
  if (!row) throw new Error("version insert failed");
  return row;
}

export async function updateVersion(db: Db, versionId: string, fields: VersionFields) {
  const [row] = await db
    .update(courseVersions)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(courseVersions.id, versionId))
    .returning();
  return row ?? null;
}

export async function setPublishedVersion(db: Db, courseId: string, versionId: string | null) {
  await db.update(courses).set({ publishedVersionId: versionId }).where(eq(courses.id, courseId));
}

export async function markCourseDeleted(db: Db, courseId: string) {
  await db
    .update(courses)
    .set({ deletedAt: sql`now()` })
    .where(eq(courses.id, courseId));
}

export async function deleteVersionRow(db: Db, versionId: string) {
  await db.delete(courseVersions).where(eq(courseVersions.id, versionId));
}

export async function highestVersionNumber(db: Db, courseId: string): Promise<number> {
  const [row] = await db
    .select({ highest: sql<number>`coalesce(max(${courseVersions.number}), 0)::int` })
    .from(courseVersions)
    .where(eq(courseVersions.courseId, courseId));
  return row?.highest ?? 0;
}

/** The newest version of each course, joined as `latest`. */
const latestVersion = sql`${courseVersions.number} = (select max(v2.number) from course_versions v2 where v2.course_id = ${courses.id})`;

/** When the version or any of its blocks last changed. */
const lastChange =
  sql<Date>`greatest(${courseVersions.updatedAt}, (select max(b.updated_at) from ${courseBlocks} b where b.version_id = ${courseVersions.id}))`.mapWith(
    courseVersions.updatedAt,
  );

export type CourseListQuery = CourseListPage & {
  filter?: ParsedCourseFilter;
  /** Only this course (for reading one course the way the list shows it). */
  courseId?: string;
};

function filterConditions(db: Db, companyId: string, filter: ParsedCourseFilter): SQL[] {
  const conditions: SQL[] = [eq(courses.companyId, companyId), isNull(courses.deletedAt)];
  const named = nameContains(filter?.queryString);
  if (named) conditions.push(named);
  const types = filter?.courseTypes;
  if (types?.length) conditions.push(inArray(courses.courseTypeKey, types));
  const statuses = filter?.statuses;
  if (statuses?.length) {
    const other = alias(courseVersions, "other_versions");
    const withStatus = db
      .select({ one: sql`1` })
      .from(other)
      .where(and(eq(other.courseId, courses.id), inArray(other.status, statuses)));
    conditions.push(exists(withStatus));
  }
  return conditions;
}

/** One page of the company's courses, each with its newest version, for the author tool. */
export async function listCoursesWithLatestVersion(
  db: Db,
  companyId: string,
  query: CourseListQuery,
) {
  const where = and(
    ...filterConditions(db, companyId, query.filter),
    latestVersion,
    query.courseId ? eq(courses.id, query.courseId) : undefined,
  );
  return coursePage(query, {
    rows: db
      .select({
        course: courses,
        latest: courseVersions,
        lastChange,
        companyName: companies.name,
      })
      .from(courses)
      .innerJoin(courseVersions, eq(courseVersions.courseId, courses.id))
      .innerJoin(companies, eq(companies.id, courses.companyId))
      .$dynamic(),
    total: db
      .select({ total: count() })
      .from(courses)
      .innerJoin(courseVersions, eq(courseVersions.courseId, courses.id))
      .$dynamic(),
    where,
    updatedAt: lastChange,
  });
}

/** Versions of every company waiting for the platform's review, oldest submission first. */
export async function listVersionsInReview(db: Db, page: number, perPage: number) {
  const where = and(eq(courseVersions.status, "review"), isNull(courses.deletedAt));
  const rows = await db
    .select({
      courseId: courseVersions.courseId,
      versionId: courseVersions.id,
      number: courseVersions.number,
      name: courseVersions.name,
      courseTypeKey: courses.courseTypeKey,
      companyName: companies.name,
      submittedAt: courseVersions.submittedAt,
    })
    .from(courseVersions)
    .innerJoin(courses, eq(courses.id, courseVersions.courseId))
    .innerJoin(companies, eq(companies.id, courseVersions.companyId))
    .where(where)
    .orderBy(asc(courseVersions.submittedAt), asc(courseVersions.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db
    .select({ total: count() })
    .from(courseVersions)
    .innerJoin(courses, eq(courses.id, courseVersions.courseId))
    .where(where);
  return { rows, total: total?.total ?? 0 };
}
