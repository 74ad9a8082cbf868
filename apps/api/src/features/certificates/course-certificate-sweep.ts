import { and, asc, eq, lt, notExists, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { courseVersions } from "../courses/courses.table";
import { earnsCertificateSql } from "../enrollments/attempt-state";
import { enrollments } from "../enrollments/enrollments.table";
import { companyUsers } from "../users/users.table";
import type { IssueDeps } from "./certificate-file";
import { certificates } from "./certificates.table";
import { markAttemptCertificateFileFailed } from "./course-certificates.repository";
import { issueCourseCertificate } from "./issue-course-certificate";

const BATCH = 50;
/** A pass's own job normally issues within seconds; the sweep only picks up what it missed. */
const GRACE_MS = 10 * 60_000;

/**
 * The current attempts that earned a certificate of a certificate-issuing course version but
 * have none: their job could not be queued (queue away right after the pass) or never ran. An
 * attempt with any certificate, revoked by an educator included, is not picked: that was a
 * decision. Only learners still in the enrollment's company: a certificate needs its holder,
 * and an attempt issuing would refuse must not hold the batch's head forever. Bounded: the
 * oldest first, at most BATCH.
 */
async function findUnissuedAttempts(db: Db, finishedBefore: Date) {
  return db
    .select({ enrollmentId: enrollments.id, attempt: enrollments.attempt })
    .from(enrollments)
    .innerJoin(courseVersions, eq(courseVersions.id, enrollments.versionId))
    .innerJoin(
      companyUsers,
      and(
        eq(companyUsers.companyId, enrollments.companyId),
        eq(companyUsers.userId, enrollments.userId),
      ),
    )
    .where(
      and(
        eq(courseVersions.issuesCertificate, true),
        eq(enrollments.isPreview, false),
        sql`${enrollments.deletedAt} is null`,
        earnsCertificateSql,
        lt(enrollments.finishedAt, finishedBefore),
        notExists(
          db
            .select({ one: sql`1` })
            .from(certificates)
            .where(
              and(
                eq(certificates.enrollmentId, enrollments.id),
                eq(certificates.enrollmentAttempt, enrollments.attempt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(enrollments.finishedAt), asc(enrollments.id))
    .limit(BATCH);
}

/**
 * Issues the certificates that passes earned but never got, one batch per sweep. Issuing is
 * idempotent (the enrollment's row lock and a unique index), so a sweep racing a late job or
 * another sweep still leaves one certificate. A PDF that cannot be made is marked failed, as on
 * a job's last try (the educator is offered to issue it again), and the sweep goes on.
 * Answers how many were issued. `now` is the clock, moved by tests.
 */
export async function sweepUnissuedCourseCertificates(
  deps: IssueDeps,
  now = new Date(),
): Promise<number> {
  const due = await findUnissuedAttempts(deps.db, new Date(now.getTime() - GRACE_MS));
  let issued = 0;
  for (const attempt of due) {
    // The company's own domain: where the learner passed is no longer known.
    try {
      const result = await issueCourseCertificate(deps, { ...attempt, origin: null });
      if (!("refused" in result)) issued += 1;
    } catch (error) {
      await markAttemptCertificateFileFailed(deps.db, attempt.enrollmentId, attempt.attempt);
      console.error(
        `certificate of enrollment ${attempt.enrollmentId} not issued: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return issued;
}
