import { createClient } from "redis";
import {
  createLocalInvalidationBus,
  type InvalidationBus,
  type InvalidationTopic,
} from "./invalidation-bus";

const CHANNEL = "leerlijn:invalidate";

/** Relays invalidations through Redis pub/sub so every API instance drops its cached copy. */
export async function createRedisInvalidationBus(url: string): Promise<InvalidationBus> {
  const local = createLocalInvalidationBus();
  const publisher = createClient({ url });
  const subscriber = publisher.duplicate();
  await Promise.all([publisher.connect(), subscriber.connect()]);
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
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
