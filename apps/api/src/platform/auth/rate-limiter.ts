import { createClient } from "redis";

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Fixed-window counters: `hit` counts one attempt for the key and says whether it is allowed. */
export type RateLimiter = {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  close(): Promise<void>;
};

export function createMemoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, limit, windowSeconds) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size > 100_000) {
          for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        }
        window = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return Promise.resolve({
        allowed: window.count <= limit,
        retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000),
      });
    },
    close: async () => {},
  };
}

/** Shared counters for several API instances. */
export async function createRedisRateLimiter(url: string): Promise<RateLimiter> {
  const client = createClient({ url });
  await client.connect();
  return {
    async hit(key, limit, windowSeconds) {
      const redisKey = `leerlijn:rate:${key}`;
      const count = await client.incr(redisKey);
      if (count === 1) await client.expire(redisKey, windowSeconds);
      const ttl = await client.ttl(redisKey);
      return { allowed: count <= limit, retryAfterSeconds: ttl > 0 ? ttl : windowSeconds };
    },
    async close() {
      await client.quit();
    },
  };
}
