import type { RedisConnections } from "../redis/redis-connections";

export type RateLimitState = { count: number; retryAfterSeconds: number };

/**
 * Fixed-window counters. `current` reads a key without counting; `hit` counts one event. Keys
 * count only what should be limited (failed sign-ins), so reading first keeps a blocked
 * client from growing the store.
 */
export type RateLimiter = {
  current(key: string): Promise<RateLimitState>;
  hit(key: string, windowSeconds: number): Promise<RateLimitState>;
};

const MAX_MEMORY_KEYS = 200_000;

export function createMemoryRateLimiter(): RateLimiter {
  // Insertion order is expiry order (every window of a key starts when it is (re)inserted),
  // so expired entries are always at the front and pruning stops at the first live one.
  const windows = new Map<string, { count: number; resetAt: number }>();
  const prune = (now: number) => {
    for (const [key, window] of windows) {
      if (window.resetAt > now && windows.size <= MAX_MEMORY_KEYS) break;
      windows.delete(key);
    }
  };
  const state = (
    window: { count: number; resetAt: number } | undefined,
    now: number,
  ): RateLimitState =>
    window && window.resetAt > now
      ? { count: window.count, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) }
      : { count: 0, retryAfterSeconds: 0 };
  return {
    current(key) {
      return Promise.resolve(state(windows.get(key), Date.now()));
    },
    hit(key, windowSeconds) {
      const now = Date.now();
      prune(now);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        windows.delete(key);
        window = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return Promise.resolve(state(window, now));
    },
  };
}

/**
 * Shared counters for several API instances. While Redis is away each instance counts on its
 * own, so sign-ins keep working and are still limited, per instance, until it is back.
 */
export async function createRedisRateLimiter(redis: RedisConnections): Promise<RateLimiter> {
  const client = await redis.connect("rate limiter");
  const local = createMemoryRateLimiter();
  const redisKey = (key: string) => `leerlijn:rate:${key}`;
  const read = async (key: string): Promise<RateLimitState> => {
    const [count, ttl] = await Promise.all([client.get(redisKey(key)), client.ttl(redisKey(key))]);
    return { count: Number(count ?? 0), retryAfterSeconds: Math.max(ttl, 0) };
  };
  const shared = async (key: string, windowSeconds: number) => {
    const count = await client.incr(redisKey(key));
    if (count === 1) await client.expire(redisKey(key), windowSeconds);
    return read(key);
  };
  return {
    current: (key) =>
      client.isReady ? read(key).catch(() => local.current(key)) : local.current(key),
    hit: (key, windowSeconds) =>
      client.isReady
        ? shared(key, windowSeconds).catch(() => local.hit(key, windowSeconds))
        : local.hit(key, windowSeconds),
  };
}
