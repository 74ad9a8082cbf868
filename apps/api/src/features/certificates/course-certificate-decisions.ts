import { certificateMessages } from "@leerlijn/contracts/certificates/certificate.schema";
import type { Db } from "../../platform/db/database";
import { conflict, notFound } from "../../platform/http/app-error";
import type { IssueDeps } from "./certificate-file";
import type { CertificateRow } from "./certificates.table";
import {
  findHolderCourseCertificate,
  revokeCertificateById,
} from "./course-certificates.repository";
import { issueCourseCertificate } from "./issue-course-certificate";

type Target = { companyId: string; holderId: string; certificateId: string };

/** The holder's course certificate the route names; a 404 for anyone else's or a training's. */
async function courseCertificateOf(db: Db, target: Target) {
  const found = await findHolderCourseCertificate(
    db,
    target.companyId,
    target.holderId,
    target.certificateId,
  );
  if (!found) throw notFound();
  return found;
}

/**
 * Revokes a course certificate with the educator's reason. It stays (its code answers
 * "revoked"), and the sweep for missed certificates leaves its attempt alone: a decision.
 */
export async function revokeCourseCertificate(
  db: Db,
  target: Target,
  input: { reason: string; byId: string | null },
): Promise<CertificateRow> {
  await courseCertificateOf(db, target);
  const revoked = await revokeCertificateById(db, target.certificateId, input);
  if (!revoked) throw conflict(certificateMessages.alreadyRevoked);
  return revoked;
}

/**
 * Issues a new certificate for the passed attempt the named one proves (a new code, number and
 * PDF); the attempt's certificate that still counts is revoked as replaced. An attempt since
 * reassigned issues its own on passing, so its old certificate is not reissued.
 */
export async function reissueCourseCertificate(
  deps: IssueDeps,
  target: Target,
  input: { byId: string | null; origin: string | null },
): Promise<CertificateRow> {
  const { certificate, currentAttempt } = await courseCertificateOf(deps.db, target);
  if (!certificate.enrollmentId || certificate.enrollmentAttempt === null)
    throw conflict(certificateMessages.courseNotPassed);
  if (currentAttempt !== certificate.enrollmentAttempt)
    throw conflict(certificateMessages.courseRetaken);
  const issued = await issueCourseCertificate(deps, {
    enrollmentId: certificate.enrollmentId,
    attempt: certificate.enrollmentAttempt,
    origin: input.origin,
    reissuedById: input.byId,
  });
  if ("refused" in issued) throw conflict(issued.refused);
  return issued;
}
