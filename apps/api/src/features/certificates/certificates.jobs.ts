import { defineJob } from "../../platform/jobs/job-queue";

/**
 * One certificate: a training participant's, or a passed course attempt's. Retried with backoff
 * for passing trouble (storage or database away); issuing is idempotent, so a retry or a second
 * job for the same participant or attempt finds the certificate and at most finishes its PDF.
 * `origin` is where the final list was saved or the last answer given, the host the
 * verification link points to (null: the company's own).
 */
export type IssueCertificateData =
  | { trainingUserId: string; origin: string | null }
  | { enrollmentId: string; attempt: number; origin: string | null };

export const issueCertificateJob = defineJob<IssueCertificateData>("certificates.issue", {
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  heartbeatSeconds: 30,
  expireInSeconds: 10 * 60,
});
