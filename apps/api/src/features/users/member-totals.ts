import { TtlCache } from "../../platform/cache/ttl-cache";

/** How long an unused total is kept; a changed generation makes it useless sooner. */
const KEEP_MS = 10 * 60_000;

/**
 * Totals of people lists by list (companies and filters) with the member generation they were
 * counted at. A total is only handed out for the same generation, so it is never stale.
 */
export function createMemberTotals(maxEntries = 10_000) {
  const entries = new TtlCache<string, { generation: number; total: number }>(KEEP_MS, maxEntries);
  return {
    get(key: string, generation: number): number | undefined {
      const entry = entries.get(key);
      return entry?.generation === generation ? entry.total : undefined;
    },
    set(key: string, generation: number, total: number): void {
      entries.set(key, { generation, total });
    },
  };
}

export type MemberTotals = ReturnType<typeof createMemberTotals>;
