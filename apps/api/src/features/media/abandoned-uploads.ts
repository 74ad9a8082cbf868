import type { Db } from "../../platform/db/database";
import type { JobQueue } from "../../platform/jobs/job-queue";
import type { MailLog } from "../../platform/mail/mailer";
import type { Storage } from "../../platform/storage/storage";
import { takeAbandonedUploads } from "./media.repository";

/** A presigned PUT lives 30 minutes; a reservation a day old will never be confirmed. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Removes video reservations the browser never confirmed, with whatever part of the file reached
 * storage. Every worker may sweep at once: each row is deleted, and so handled, by one of them.
 */
export async function clearAbandonedUploads(
  { db, storage }: { db: Db; storage: Storage },
  now = Date.now(),
): Promise<number> {
  const abandoned = await takeAbandonedUploads(db, new Date(now - ABANDONED_AFTER_MS));
  for (const row of abandoned)
    if (row.rawKey) await storage.remove("raw-videos", row.rawKey).catch(() => undefined);
  return abandoned.length;
}

/** Sweeps at start and then hourly, until the job queue stops. */
export function sweepAbandonedUploads(deps: {
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  log: MailLog;
}): void {
  const sweep = () =>
    clearAbandonedUploads(deps).then(
      (count) => {
        if (count > 0) deps.log.info({ count }, "abandoned video uploads cleared");
      },
      (error: unknown) => deps.log.error({ error }, "clearing abandoned video uploads failed"),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  deps.jobs.boss.once("stopped", () => clearInterval(timer));
}
