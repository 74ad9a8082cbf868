import type { Db } from "../../platform/db/database";
import type { Storage } from "../../platform/storage/storage";
import { takeAbandonedUploads } from "./media.repository";

/** A presigned PUT lives 30 minutes; a reservation a day old will never be confirmed. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
export const ABANDONED_UPLOADS_SWEEP_EVERY_MS = 60 * 60 * 1000;

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
