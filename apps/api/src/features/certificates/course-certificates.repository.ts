import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { courses, courseVersions } from "../courses/courses.table";
import { enrollments } from "../enrollments/enrollments.table";
import { fullName } from "../users/current-user.presenter";
import { companyUsers, users } from "../users/users.table";
import { certificates } from "./certificates.table";

/**
 * An enrollment with what issuing its course certificate needs: its attempt's outcome, the
 * version's certificate setting, and the learner's membership in the enrollment's company (the
 * holder). `lock` holds the enrollment's row until the transaction ends, so two issuers take turns.
 */
export async function findCourseIssueSource(db: Db, enrollmentId: string, lock = false) {
  const query = db
    .select({
      enrollmentId: enrollments.id,
      companyId: enrollments.companyId,
      courseId: enrollments.courseId,
      attempt: enrollments.attempt,
      isPreview: enrollments.isPreview,
      deleted: enrollments.deletedAt,
      finishedAt: enrollments.finishedAt,
      timedOut: enrollments.timedOut,
      hasScore: enrollments.hasScore,
      isPassed: enrollments.isPassed,
      courseName: courseVersions.name,
      courseTypeKey: courses.courseTypeKey,
      issuesCertificate: courseVersions.issuesCertificate,
      validityMonths: courseVersions.certificateValidityMonths,
      holderId: companyUsers.id,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
    })
    .from(enrollments)
    .innerJoin(courseVersions, eq(courseVersions.id, enrollments.versionId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(users, eq(users.id, enrollments.userId))
    .leftJoin(
      companyUsers,
      and(eq(companyUsers.companyId, enrollments.companyId), eq(companyUsers.userId, users.id)),
    )
    .where(eq(enrollments.id, enrollmentId))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: enrollments }) : await query;
  if (!row) return null;
  const { firstName, middleName, lastName, ...rest } = row;
  return { ...rest, holderName: fullName({ firstName, middleName, lastName }) };
}
export type CourseIssueSource = NonNullable<Awaited<ReturnType<typeof findCourseIssueSource>>>;

/** The certificate of one passed attempt, revoked or not: there is never a second. */
export async function findAttemptCertificate(db: Db, enrollmentId: string, attempt: number) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(
      and(eq(certificates.enrollmentId, enrollmentId), eq(certificates.enrollmentAttempt, attempt)),
    )
    .limit(1);
  return row ?? null;
}

/** Marks the attempt's certificate that still has no file as one whose PDF failed. */
export async function markAttemptCertificateFileFailed(
  db: Db,
  enrollmentId: string,
  attempt: number,
) {
  await db
    .update(certificates)
    .set({ fileFailedAt: new Date() })
    .where(
      and(
        eq(certificates.enrollmentId, enrollmentId),
        eq(certificates.enrollmentAttempt, attempt),
        isNull(certificates.revokedAt),
        isNull(certificates.storageKey),
      ),
    );
}
