import type { MediaEvent } from "@leerlijn/contracts/realtime/broadcasting.contract";
import type { Config } from "../../config";
import type { Db } from "../../platform/db/database";
import type { JobContext, JobQueue } from "../../platform/jobs/job-queue";
import type { MailLog } from "../../platform/mail/mailer";
import type { RealtimePublisher } from "../../platform/realtime/realtime";
import type { Storage } from "../../platform/storage/storage";
import { sweepRegularly } from "../../platform/jobs/sweep-regularly";
import { ABANDONED_UPLOADS_SWEEP_EVERY_MS, clearAbandonedUploads } from "./abandoned-uploads";
import { ToolMissingError } from "./ffmpeg";
import { makeThumbnail } from "./make-thumbnail";
import { announceMedia } from "./media-channel";
import { makeThumbnailJob, transcodeVideoJob, UnprocessableMediaError } from "./media.jobs";
import { updateMedia } from "./media.repository";
import { transcodeVideo } from "./transcode-video";

type Deps = {
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  realtime: RealtimePublisher;
  config: Config;
  log: MailLog;
};

const GAVE_UP = {
  "thumbnail.generated":
    "Het voorbeeld kon niet worden gemaakt. Probeer het bestand later opnieuw te uploaden.",
  "video.transcoded": "De video kon niet worden verwerkt. Probeer het later opnieuw.",
} as const satisfies Record<MediaEvent, string>;
const NO_FFMPEG =
  "Video's kunnen op dit moment niet worden verwerkt. Neem contact op met de beheerder.";

/**
 * Runs a processing step. A file that cannot be processed fails the item at once with a reason
 * people can read; anything else is retried by the queue, and after the last attempt the item is
 * failed too. Either way the browsers hear of it on the media channel.
 */
function processing(
  deps: Deps,
  event: MediaEvent,
  retryLimit: number,
  step: (mediaId: string, context: JobContext) => Promise<void>,
) {
  return async ({ mediaId }: { mediaId: string }, context: JobContext) => {
    try {
      await step(mediaId, context);
    } catch (error) {
      const lastAttempt = context.attempt > retryLimit;
      if (!(error instanceof UnprocessableMediaError) && !lastAttempt) throw error;
      const reason =
        error instanceof UnprocessableMediaError
          ? error.reason
          : error instanceof ToolMissingError
            ? NO_FFMPEG
            : GAVE_UP[event];
      console.warn(
        `media ${mediaId}: ${event} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      const failed = await updateMedia(deps.db, mediaId, {
        status: "failed",
        failureReason: reason,
      });
      if (failed) await announceMedia(deps.realtime, deps.storage, event, failed);
    }
  };
}

export async function startMediaWorkers(deps: Deps): Promise<void> {
  const concurrency = deps.config.WORKER_CONCURRENCY;
  const tools = { ffmpeg: deps.config.FFMPEG_PATH, ffprobe: deps.config.FFPROBE_PATH };
  await deps.jobs.work(
    makeThumbnailJob,
    processing(deps, "thumbnail.generated", makeThumbnailJob.options.retryLimit ?? 0, (mediaId) =>
      makeThumbnail(deps, mediaId),
    ),
    concurrency,
  );
  await deps.jobs.work(
    transcodeVideoJob,
    processing(
      deps,
      "video.transcoded",
      transcodeVideoJob.options.retryLimit ?? 0,
      (mediaId, { signal }) => transcodeVideo({ ...deps, tools }, mediaId, signal),
    ),
    concurrency,
  );
  sweepRegularly(deps, {
    everyMs: ABANDONED_UPLOADS_SWEEP_EVERY_MS,
    run: async () => ({ count: await clearAbandonedUploads(deps) }),
    done: "abandoned video uploads cleared",
    failed: "clearing abandoned video uploads failed",
  });
}
