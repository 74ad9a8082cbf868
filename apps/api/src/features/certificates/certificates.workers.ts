import type { Db } from "../../platform/db/database";
import type { JobQueue } from "../../platform/jobs/job-queue";
import type { Storage } from "../../platform/storage/storage";
import type { CompanyDirectory } from "../companies/company-directory";
import { issueCertificateJob } from "./certificates.jobs";
import { markCertificateFileFailed } from "./certificates.repository";
import { issueCertificate } from "./issue-certificate";

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
    async ({ trainingUserId, origin }, context) => {
      // A refusal is an answer, not a failure: the participant is no longer passed, or the
      // training stopped making certificates, since the job was sent.
      try {
        await issueCertificate(deps, { trainingUserId, origin });
      } catch (error) {
        // The last try: the certificate stays without a PDF, so the educator is shown that
        // and offered to issue it again, rather than waiting for a file that never comes.
        if (context.attempt > (issueCertificateJob.options.retryLimit ?? 0))
          await markCertificateFileFailed(deps.db, trainingUserId);
        throw error;
      }
    },
    deps.concurrency,
    // A final list queues a job per participant: claimed ten at a time and drawn one by one,
    // a training of 150 takes seconds rather than one polling interval per certificate.
    { batch: CLAIMED_AT_ONCE },
  );
}
