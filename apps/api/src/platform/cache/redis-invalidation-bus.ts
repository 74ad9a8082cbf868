import type { RedisConnections } from "../redis/redis-connections";
import {
  createLocalInvalidationBus,
  type InvalidationBus,
  type InvalidationTopic,
} from "./invalidation-bus";

const CHANNEL = "leerlijn:invalidate";

/**
 * Relays invalidations through Redis pub/sub so every API instance drops its cached copy. While
 * Redis is away only this instance hears them; `reachesEveryInstance` lets caches keep their
 * copies shorter meanwhile.
 */
export async function createRedisInvalidationBus(
  redis: RedisConnections,
): Promise<InvalidationBus> {
  const local = createLocalInvalidationBus();
  const [publisher, subscriber] = await Promise.all([
    redis.connect("invalidation publisher"),
    redis.connect("invalidation subscriber"),
  ]);
  await subscriber.subscribe(CHANNEL, (message) => {
    const separator = message.indexOf(":");
    local.deliver(message.slice(0, separator) as InvalidationTopic, message.slice(separator + 1));
  });
  return {
    publish(topic, key) {
      local.deliver(topic, key);
      void publisher.publish(CHANNEL, `${topic}:${key}`).catch(() => undefined);
    },
    subscribe: (topic, listener) => local.subscribe(topic, listener),
    reachesEveryInstance: () => publisher.isReady && subscriber.isReady,
  };
}
