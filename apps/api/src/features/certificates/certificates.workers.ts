import type { Db } from "../../platform/db/database";
import type { JobQueue } from "../../platform/jobs/job-queue";
import type { Storage } from "../../platform/storage/storage";
import type { CompanyDirectory } from "../companies/company-directory";
import { issueCertificateJob } from "./certificates.jobs";
import { markCertificateFileFailed } from "./certificates.repository";
import { markAttemptCertificateFileFailed } from "./course-certificates.repository";
import { issueCertificate } from "./issue-certificate";
import { issueCourseCertificate } from "./issue-course-certificate";

const CLAIMED_AT_ONCE = 10;

/**
 * Issues certificates one at a time per worker slot: a PDF is drawn and stored before the next
 * is started, so a training of hundreds never holds more than WORKER_CONCURRENCY PDFs in memory.
 */
export async function startCertificateWorkers(deps: {
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  companies: Pick<CompanyDirectory, "profile">;
  concurrency: number;
}): Promise<void> {
  await deps.jobs.work(
    issueCertificateJob,
    async (data, context) => {
      // A refusal is an answer, not a failure: the participant is no longer passed, or the
      // training stopped making certificates, since the job was sent.
      try {
        if ("enrollmentId" in data) await issueCourseCertificate(deps, data);
        else await issueCertificate(deps, data);
      } catch (error) {
        // The last try: the certificate stays without a PDF, so the educator is shown that
        // and offered to issue it again, rather than waiting for a file that never comes.
        if (context.attempt > (issueCertificateJob.options.retryLimit ?? 0)) {
          if ("enrollmentId" in data)
            await markAttemptCertificateFileFailed(deps.db, data.enrollmentId, data.attempt);
          else await markCertificateFileFailed(deps.db, data.trainingUserId);
        }
        throw error;
      }
    },
    deps.concurrency,
    // A final list queues a job per participant: claimed ten at a time and drawn one by one,
    // a training of 150 takes seconds rather than one polling interval per certificate.
    { batch: CLAIMED_AT_ONCE },
  );
}
