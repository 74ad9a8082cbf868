/**
 * A bounded in-process cache with a time to live. Entries are dropped oldest-first when full.
 * Used for hot, rarely changing lookups (host → company, token → session) whose staleness is
 * bounded by the TTL and cut short by explicit invalidation.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** `ttlMs` shortens this entry's life below the cache's own, never lengthens it. */
  set(key: K, value: V, ttlMs = this.ttlMs): void {
    const life = Math.min(ttlMs, this.ttlMs);
    if (life <= 0) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + life });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  deleteWhere(predicate: (value: V, key: K) => boolean): void {
    for (const [key, entry] of this.entries)
      if (predicate(entry.value, key)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
