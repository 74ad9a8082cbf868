import { TtlCache } from "../../platform/cache/ttl-cache";
import type { AttemptSnapshot } from "./answer-once.repository";

/**
 * The attempt as this instance last wrote it, per enrollment: the next answer of the same
 * learner can then be written in one round trip instead of two. It is never trusted: the write
 * lands only on the row version the snapshot names, so a snapshot that anything else made stale
 * (another instance, a second tab, a reassign, the overdue sweep) only costs a fresh read. It
 * holds no answers, and a repeated block is always read fresh. The learning bench's answers cost
 * about a quarter less CPU with it (docs/performance.md).
 */
export type AttemptSnapshots = TtlCache<string, AttemptSnapshot>;

/** A learner walks a course in one sitting; a quarter of an hour covers it, and bounds memory. */
const SNAPSHOT_TTL_MS = 15 * 60_000;
const MAX_SNAPSHOTS = 10_000;

export const createAttemptSnapshots = (): AttemptSnapshots =>
  new TtlCache(SNAPSHOT_TTL_MS, MAX_SNAPSHOTS);
