import type { Db } from "../../platform/db/database";

/** True when something (a course block, a document) still shows this media item. */
export type MediaUsageCheck = (db: Db, mediaId: string) => Promise<boolean>;

/**
 * Features that show media register how to tell it is in use, so the library refuses to
 * delete it. A foreign key to `media.id` with `on delete restrict` is refused as well.
 */
export function createMediaUsageRegistry() {
  const checks: MediaUsageCheck[] = [];
  return {
    register(check: MediaUsageCheck): void {
      checks.push(check);
    },
    async isInUse(db: Db, mediaId: string): Promise<boolean> {
      for (const check of checks) if (await check(db, mediaId)) return true;
      return false;
    },
  };
}

export type MediaUsageRegistry = ReturnType<typeof createMediaUsageRegistry>;
