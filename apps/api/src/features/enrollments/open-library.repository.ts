import type { CourseTypeKey } from "@leerlijn/contracts/courses/course-types";
import type { OpenLibraryStatus } from "@leerlijn/contracts/enrollments/open-library.contract";
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { companies } from "../companies/companies.table";
import { courses, courseVersions } from "../courses/courses.table";
import { enrollments } from "./enrollments.table";

export type OpenLibraryQuery = {
  page: number;
  perPage: number;
  sort: "-updatedAt" | "updatedAt" | "name" | "-name";
  queryString?: string | undefined;
  status?: OpenLibraryStatus | undefined;
  courseType?: CourseTypeKey | undefined;
};

type Learner = { companyId: string; userId: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a learner finds in the open library: live courses accepted into it, from any company,
 * and live courses of their own company that are open to all its learners.
 */
function visible(learner: Learner): SQL {
  return and(
    isNull(courses.deletedAt),
    or(
      eq(courseVersions.status, "publicly-published"),
      and(
        eq(courses.companyId, learner.companyId),
        eq(courseVersions.isAvailableForAllStudentsOfThisDomain, true),
      ),
    ),
  ) as SQL;
}

/** The learner's own (active, real) enrollment joins every row. */
const ownEnrollment = (learner: Learner) =>
  and(
    eq(enrollments.courseId, courses.id),
    eq(enrollments.companyId, learner.companyId),
    eq(enrollments.userId, learner.userId),
    isNull(enrollments.deletedAt),
    eq(enrollments.isPreview, false),
  );

const columns = {
  courseId: courses.id,
  companyId: courses.companyId,
  courseTypeKey: courses.courseTypeKey,
  version: courseVersions,
  companyName: companies.name,
  enrollment: {
    id: enrollments.id,
    status: enrollments.status,
    percentage: enrollments.percentage,
  },
};

const from = (db: Db, learner: Learner) =>
  db
    .select(columns)
    .from(courses)
    .innerJoin(courseVersions, eq(courseVersions.id, courses.publishedVersionId))
    .innerJoin(companies, eq(companies.id, courses.companyId))
    .leftJoin(enrollments, ownEnrollment(learner));
export type OpenLibraryRow = Awaited<ReturnType<ReturnType<typeof from>["execute"]>>[number];

export async function listOpenLibrary(db: Db, learner: Learner, query: OpenLibraryQuery) {
  const conditions: SQL[] = [visible(learner)];
  const queryString = query.queryString?.trim();
  if (queryString) conditions.push(ilike(courseVersions.name, `%${escapeLike(queryString)}%`));
  if (query.courseType) conditions.push(eq(courses.courseTypeKey, query.courseType));
  if (query.status === "not-enrolled") conditions.push(isNull(enrollments.id));
  else if (query.status) conditions.push(eq(enrollments.status, query.status));
  const where = and(...conditions);
  const order = {
    "-updatedAt": [desc(courseVersions.publishedAt), asc(courses.id)],
    updatedAt: [asc(courseVersions.publishedAt), asc(courses.id)],
    name: [asc(sql`lower(${courseVersions.name})`), asc(courses.id)],
    "-name": [desc(sql`lower(${courseVersions.name})`), asc(courses.id)],
  }[query.sort];
  const rows = await from(db, learner)
    .where(where)
    .orderBy(...order)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await db
    .select({ total: count() })
    .from(courses)
    .innerJoin(courseVersions, eq(courseVersions.id, courses.publishedVersionId))
    .leftJoin(enrollments, ownEnrollment(learner))
    .where(where);
  return { rows, total: total?.total ?? 0 };
}

export async function findOpenLibraryCourse(db: Db, learner: Learner, courseId: string) {
  const [row] = await from(db, learner)
    .where(and(visible(learner), eq(courses.id, courseId)))
    .limit(1);
  return row ?? null;
}
