import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
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

/**
 * The certificate of one passed attempt, revoked or not: the one that counts first. There is a
 * second only after an educator reissued it (the first stays, revoked).
 */
export async function findAttemptCertificate(db: Db, enrollmentId: string, attempt: number) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(
      and(eq(certificates.enrollmentId, enrollmentId), eq(certificates.enrollmentAttempt, attempt)),
    )
    .orderBy(sql`${certificates.revokedAt} is null desc`, desc(certificates.createdAt))
    .limit(1);
  return row ?? null;
}

/** Revokes the attempt's certificate that counts, if any. */
export async function revokeAttemptCertificate(
  db: Db,
  enrollmentId: string,
  attempt: number,
  revocation: { reason: string; byId: string | null },
) {
  await db
    .update(certificates)
    .set({ revokedAt: new Date(), revokedReason: revocation.reason, revokedById: revocation.byId })
    .where(
      and(
        eq(certificates.enrollmentId, enrollmentId),
        eq(certificates.enrollmentAttempt, attempt),
        isNull(certificates.revokedAt),
      ),
    );
}

/**
 * A course certificate of the holder in the company, revoked or not, with its enrollment's
 * current attempt (null once the enrollment is gone); null for another's or a training's.
 */
export async function findHolderCourseCertificate(
  db: Db,
  companyId: string,
  holderId: string,
  certificateId: string,
) {
  const [row] = await db
    .select({ certificate: certificates, currentAttempt: enrollments.attempt })
    .from(certificates)
    .leftJoin(enrollments, eq(enrollments.id, certificates.enrollmentId))
    .where(
      and(
        eq(certificates.id, certificateId),
        eq(certificates.companyId, companyId),
        eq(certificates.holderId, holderId),
        isNotNull(certificates.courseId),
        isNull(certificates.trainingUserId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Revokes one certificate with the educator's reason; null when it was revoked already. */
export async function revokeCertificateById(
  db: Db,
  certificateId: string,
  revocation: { reason: string; byId: string | null },
) {
  const [row] = await db
    .update(certificates)
    .set({ revokedAt: new Date(), revokedReason: revocation.reason, revokedById: revocation.byId })
    .where(and(eq(certificates.id, certificateId), isNull(certificates.revokedAt)))
    .returning();
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
