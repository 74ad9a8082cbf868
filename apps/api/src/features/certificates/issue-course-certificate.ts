import { certificateMessages } from "@leerlijn/contracts/certificates/certificate.schema";
import { courseTypes } from "@leerlijn/contracts/courses/course-types";
import { earnsCertificate } from "../enrollments/attempt-state";
import { todayInAmsterdam } from "../trainings/training-scope";
import { newCertificateNumber, newVerificationCode } from "./certificate-codes";
import { formatDay, type IssueDeps, storeCertificatePdf } from "./certificate-file";
import { insertCertificate } from "./certificates.repository";
import type { CertificateRow } from "./certificates.table";
import {
  type CourseIssueSource,
  findAttemptCertificate,
  findCourseIssueSource,
  revokeAttemptCertificate,
} from "./course-certificates.repository";
import { courseCertificateDates } from "./course-certificate-validity";

/** Why this attempt earns no certificate; null when it does. */
function refusalOf(source: CourseIssueSource, attempt: number): string | null {
  // A reassign since started another attempt: that one issues its own when it passes.
  if (source.isPreview || source.deleted || source.attempt !== attempt || !source.holderId)
    return certificateMessages.courseNotPassed;
  if (!source.issuesCertificate) return certificateMessages.courseNotIssuing;
  if (!earnsCertificate(source)) return certificateMessages.courseNotPassed;
  return null;
}

/**
 * Issues the certificate of a passed course attempt, once: the enrollment's row is locked while
 * the certificate row is claimed, and an attempt holds at most one (a unique index, revoked ones
 * included), so a retried or repeated job finds it and only finishes its PDF if that is missing.
 * Only an educator's reissue (`reissuedById`) makes another: it revokes the one that counts as
 * replaced and issues a new one, with a new code and number.
 * A retake is a new attempt (an educator's reassign) and issues a new certificate when it
 * passes, valid from its own day. Answers the certificate, or the refusal. `issuedAt` is now
 * unless given (the demo issues certificates in the past).
 */
export async function issueCourseCertificate(
  deps: IssueDeps,
  input: {
    enrollmentId: string;
    attempt: number;
    origin: string | null;
    issuedAt?: Date;
    reissuedById?: string | null;
  },
): Promise<CertificateRow | { refused: string }> {
  type Claim = { refused: string } | { certificate: CertificateRow; source: CourseIssueSource };
  const claimed = await deps.db.transaction(async (tx): Promise<Claim> => {
    const source = await findCourseIssueSource(tx, input.enrollmentId, true);
    if (!source) return { refused: certificateMessages.courseNotPassed };
    if (input.reissuedById !== undefined) {
      const refused = refusalOf(source, input.attempt);
      if (refused) return { refused };
      await revokeAttemptCertificate(tx, input.enrollmentId, input.attempt, {
        reason: certificateMessages.revokedReissued,
        byId: input.reissuedById,
      });
    } else {
      const existing = await findAttemptCertificate(tx, input.enrollmentId, input.attempt);
      if (existing) return { certificate: existing, source };
      const refused = refusalOf(source, input.attempt);
      if (refused) return { refused };
    }
    const issuedAt = input.issuedAt ?? new Date();
    const certificate = await insertCertificate(tx, {
      companyId: source.companyId,
      holderId: source.holderId,
      courseId: source.courseId,
      enrollmentId: source.enrollmentId,
      enrollmentAttempt: input.attempt,
      source: "generated",
      code: newVerificationCode(),
      number: newCertificateNumber(issuedAt),
      holderName: source.holderName,
      trainingName: source.courseName,
      issuedAt,
      ...courseCertificateDates(todayInAmsterdam(issuedAt), source.validityMonths),
    });
    return { certificate, source };
  });
  if ("refused" in claimed) return claimed;
  const { certificate, source } = claimed;
  if (certificate.storageKey || certificate.revokedAt) return certificate;
  const file = await storeCertificatePdf(deps, certificate, {
    origin: input.origin,
    achievement: "heeft met goed gevolg afgerond",
    facts: [
      ["Vorm", courseTypeName(source.courseTypeKey)],
      ["Afgerond op", formatDay(todayInAmsterdam(source.finishedAt ?? certificate.issuedAt))],
    ],
  });
  return { ...certificate, ...file };
}

const courseTypeName = (key: CourseIssueSource["courseTypeKey"]) =>
  courseTypes.find((type) => type.key === key)?.name ?? "E-learning";
