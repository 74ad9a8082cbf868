import { createClient } from "redis";

export type RedisClient = ReturnType<typeof createClient>;

type OutageLog = {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
};

/**
 * Every Redis client of a process, made alike: errors are heard (an unheard one ends the
 * process), a lost connection is retried with growing pauses, and commands fail at once while
 * it is away instead of queueing, so callers fall back to working without it. An outage is
 * logged once when the first client loses Redis and once when the last one has it back.
 */
export type RedisConnections = {
  connect(name: string): Promise<RedisClient>;
  /** Every client connected; false while any is reconnecting. */
  isUp(): boolean;
  close(): Promise<void>;
};

/** Pauses between attempts: 100 ms doubling up to 5 s, with jitter so instances spread out. */
export const reconnectDelay = (attempt: number): number =>
  Math.min(100 * 2 ** attempt, 5_000) + Math.floor(Math.random() * 100);

export function createRedisConnections(url: string, log: OutageLog): RedisConnections {
  const clients: RedisClient[] = [];
  const down = new Set<string>();
  let lastError = "";

  const lost = (name: string, error?: Error) => {
    if (error) lastError = error.message;
    if (down.has(name)) return;
    if (down.size === 0)
      log.warn(
        { client: name, error: lastError },
        "Redis unreachable: serving without it (local rate limits, live updates within this instance) until it is back",
      );
    down.add(name);
  };
  const regained = (name: string) => {
    if (!down.delete(name) || down.size > 0) return;
    log.info({ client: name }, "Redis reachable again");
  };

  return {
    async connect(name) {
      const client: RedisClient = createClient({
        url,
        disableOfflineQueue: true,
        socket: { reconnectStrategy: reconnectDelay },
      });
      client.on("error", (error: Error) => lost(name, error));
      client.on("reconnecting", () => lost(name));
      client.on("ready", () => regained(name));
      clients.push(client);
      await client.connect();
      return client;
    },
    isUp: () => down.size === 0 && clients.every((client) => client.isReady),
    async close() {
      await Promise.allSettled(clients.map((client) => client.close()));
    },
  };
}
