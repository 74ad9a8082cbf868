export type InvalidationTopic = "company" | "user" | "token";

type Listener = (key: string) => void;

/**
 * Tells every cache holder that something changed. In one process this is a direct call; with
 * several instances the Redis implementation relays it to all of them.
 */
export type InvalidationBus = {
  publish(topic: InvalidationTopic, key: string): void;
  subscribe(topic: InvalidationTopic, listener: Listener): void;
  /** False while invalidations cannot reach the other instances (their relay is away). */
  reachesEveryInstance(): boolean;
};

export function createLocalInvalidationBus(): InvalidationBus & {
  deliver(topic: InvalidationTopic, key: string): void;
} {
  const listeners = new Map<InvalidationTopic, Listener[]>();
  const deliver = (topic: InvalidationTopic, key: string) => {
    for (const listener of listeners.get(topic) ?? []) listener(key);
  };
  return {
    deliver,
    publish: deliver,
    subscribe(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
    reachesEveryInstance: () => true,
  };
}
