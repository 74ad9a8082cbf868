import type { CourseTypeKey } from "@leerlijn/contracts/courses/course-types";
import type { OpenLibraryStatus } from "@leerlijn/contracts/enrollments/open-library.contract";
import { and, count, eq, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { companies } from "../companies/companies.table";
import { type CourseListPage, coursePage, nameContains } from "../courses/course-list-page";
import { courses, courseVersions } from "../courses/courses.table";
import { enrollments } from "./enrollments.table";

export type OpenLibraryQuery = CourseListPage & {
  queryString?: string | undefined;
  status?: OpenLibraryStatus | undefined;
  courseType?: CourseTypeKey | undefined;
};

type Learner = { companyId: string; userId: string };

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
  const named = nameContains(query.queryString);
  if (named) conditions.push(named);
  if (query.courseType) conditions.push(eq(courses.courseTypeKey, query.courseType));
  if (query.status === "not-enrolled") conditions.push(isNull(enrollments.id));
  else if (query.status) conditions.push(eq(enrollments.status, query.status));
  return coursePage(query, {
    rows: from(db, learner).$dynamic(),
    total: db
      .select({ total: count() })
      .from(courses)
      .innerJoin(courseVersions, eq(courseVersions.id, courses.publishedVersionId))
      .leftJoin(enrollments, ownEnrollment(learner))
      .$dynamic(),
    where: and(...conditions),
    updatedAt: courseVersions.publishedAt,
  });
}

export async function findOpenLibraryCourse(db: Db, learner: Learner, courseId: string) {
  const [row] = await from(db, learner)
    .where(and(visible(learner), eq(courses.id, courseId)))
    .limit(1);
  return row ?? null;
}
