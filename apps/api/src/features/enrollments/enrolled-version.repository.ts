import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { companies } from "../companies/companies.table";
import type { ScopedVersion } from "../courses/courses.repository";
import { courses, courseVersions } from "../courses/courses.table";

/**
 * The version an enrollment follows, of any company (the open library) and also of a course
 * deleted since: results and history keep referring to it.
 */
export async function findEnrolledVersion(
  db: Db,
  courseId: string,
  versionId: string,
): Promise<(ScopedVersion & { courseDeletedAt: Date | null }) | null> {
  const [row] = await db
    .select({
      version: courseVersions,
      courseTypeKey: courses.courseTypeKey,
      publishedVersionId: courses.publishedVersionId,
      companyName: companies.name,
      courseDeletedAt: courses.deletedAt,
    })
    .from(courseVersions)
    .innerJoin(courses, eq(courses.id, courseVersions.courseId))
    .innerJoin(companies, eq(companies.id, courseVersions.companyId))
    .where(and(eq(courseVersions.id, versionId), eq(courseVersions.courseId, courseId)))
    .limit(1);
  return row
    ? {
        ...row.version,
        courseTypeKey: row.courseTypeKey,
        publishedVersionId: row.publishedVersionId,
        companyName: row.companyName,
        courseDeletedAt: row.courseDeletedAt,
      }
    : null;
}
