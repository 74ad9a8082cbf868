import type {
  CertificateKind,
  CertificateStatus,
} from "@leerlijn/contracts/certificates/certificate.schema";

/**
 * What a certificate is worth on a day (yyyy-MM-dd, Europe/Amsterdam): revoked above all, then
 * expired from its expiry date on, so it turns expired at midnight in Amsterdam everywhere.
 */
export function certificateStatus(
  certificate: { revokedAt: Date | null; expiresOn: string | null },
  today: string,
): CertificateStatus {
  if (certificate.revokedAt) return "revoked";
  if (certificate.expiresOn && certificate.expiresOn <= today) return "expired";
  return "valid";
}

/** A course's certificate keeps its attempt number, also once the enrollment itself is gone. */
export const certificateKind = (certificate: {
  enrollmentAttempt: number | null;
}): CertificateKind => (certificate.enrollmentAttempt === null ? "training" : "course");
