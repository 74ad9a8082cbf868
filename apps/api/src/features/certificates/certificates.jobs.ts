import { defineJob } from "../../platform/jobs/job-queue";

/**
 * One participant's certificate. Retried with backoff for passing trouble (storage or database
 * away); issuing is idempotent, so a retry or a second job for the same participant finds the
 * certificate and at most finishes its PDF. `origin` is where the final list was saved, the
 * host the verification link points to.
 */
export const issueCertificateJob = defineJob<{ trainingUserId: string; origin: string | null }>(
  "certificates.issue",
  {
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    heartbeatSeconds: 30,
    expireInSeconds: 10 * 60,
  },
);
