import type { JobQueue } from "../../platform/jobs/job-queue";
import type { CoursePassed } from "../enrollments/enrollment-deps";
import { issueCertificateJob } from "./certificates.jobs";

/**
 * The certificates side of enrollments (the port they declare): a passed attempt whose course
 * gives a certificate queues the same issuing job a training's final list does. The answer is
 * saved by now, so a queue that cannot be reached is logged (with the ids to issue it by hand),
 * not turned into a failed answer.
 */
export function createCourseCertificates(deps: { jobs: JobQueue }): CoursePassed {
  return async ({ enrollmentId, attempt, origin }) => {
    try {
      await deps.jobs.send(issueCertificateJob, { enrollmentId, attempt, origin });
    } catch (error) {
      console.error(
        `certificate of enrollment ${enrollmentId} (attempt ${attempt}) not queued: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
}
