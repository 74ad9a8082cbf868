import { defineJob } from "../../platform/jobs/job-queue";

/**
 * Retries with backoff for passing trouble (storage unreachable, a busy machine); a file that
 * cannot be read is failed at once with a reason. The heartbeat hands the work of a dead worker
 * to another within a minute.
 */
export const makeThumbnailJob = defineJob<{ mediaId: string }>("media.thumbnail", {
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  heartbeatSeconds: 30,
  expireInSeconds: 15 * 60,
});

export const transcodeVideoJob = defineJob<{ mediaId: string }>("media.transcode", {
  retryLimit: 2,
  retryDelay: 30,
  retryBackoff: true,
  heartbeatSeconds: 30,
  expireInSeconds: 4 * 60 * 60,
});

/** A failure that another attempt will not fix: the item is failed with this reason. */
export class UnprocessableMediaError extends Error {
  constructor(
    readonly reason: string,
    detail?: string,
  ) {
    super(detail ?? reason);
    this.name = "UnprocessableMediaError";
  }
}
