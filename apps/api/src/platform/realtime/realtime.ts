import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { Server } from "socket.io";
import type { RedisClient, RedisConnections } from "../redis/redis-connections";

/** Who opened a connection, fixed at its handshake. */
export type SocketOwner = { userId: string; companyId: string };

/** Sends events to rooms; in an API process and in a worker process alike. */
export type RealtimePublisher = {
  publish(room: string, event: string, payload: unknown): void;
  close(): Promise<void>;
};

export type Realtime = RealtimePublisher & {
  /** Puts a connection into a room when it belongs to `owner`; false when there is no such one. */
  join(socketId: string, owner: SocketOwner, room: string): Promise<boolean>;
};

const ADAPTER_KEY = "leerlijn-realtime";

/**
 * The adapter publishes without awaiting; while Redis is away each of those would be a rejected
 * promise nobody handles, which ends the process. Events that cannot be relayed are dropped:
 * this instance's own connections still get them from the adapter's local broadcast.
 */
function withoutUnhandledPublishes(client: RedisClient): RedisClient {
  return new Proxy(client, {
    get(target, property) {
      if (property === "publish")
        return (...args: Parameters<RedisClient["publish"]>) =>
          target.publish(...args).catch(() => 0);
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? (value as () => unknown).bind(target) : value;
    },
  });
}

async function redisAdapter(redis: RedisConnections) {
  const [publisher, subscriber] = await Promise.all([
    redis.connect("realtime publisher"),
    redis.connect("realtime subscriber"),
  ]);
  return createAdapter(withoutUnhandledPublishes(publisher), subscriber, {
    key: ADAPTER_KEY,
    requestsTimeout: 3_000,
  });
}

/**
 * Socket.IO on the API's HTTP server, websocket transport only (no sticky sessions needed
 * behind a load balancer). A connection says who it is with its bearer token at the handshake;
 * it hears nothing until `POST /broadcasting/auth` puts it into a private channel's room. With
 * Redis, rooms, joins and events span every API instance and worker.
 */
export async function createRealtime(
  httpServer: HttpServer,
  options: {
    redis: RedisConnections | null;
    identify: (handshake: {
      token: unknown;
      host: string | undefined;
    }) => Promise<SocketOwner | null>;
  },
): Promise<Realtime> {
  const { redis } = options;
  const io = new Server(httpServer, {
    path: "/socket.io",
    transports: ["websocket"],
    serveClient: false,
    ...(redis ? { adapter: await redisAdapter(redis) } : {}),
  });
  io.use((socket, next) => {
    options
      .identify({
        token: (socket.handshake.auth as { token?: unknown }).token,
        host: socket.handshake.headers.host,
      })
      .then((owner) => {
        if (!owner) return next(new Error("unauthenticated"));
        socket.data = owner;
        next();
      })
      .catch(() => next(new Error("unauthenticated")));
  });

  return {
    publish(room, event, payload) {
      io.to(room).emit(event, payload);
    },
    async join(socketId, owner, room) {
      // Without Redis the other instances cannot be asked; a connection held here still can.
      const [socket] = await (redis?.isUp() ? io : io.local)
        .in(socketId)
        .fetchSockets()
        .catch(() => io.local.in(socketId).fetchSockets());
      const data = socket?.data as Partial<SocketOwner> | undefined;
      if (!socket || data?.userId !== owner.userId || data.companyId !== owner.companyId)
        return false;
      socket.join(room);
      return true;
    },
    close() {
      // Not io.close(): that would also close the HTTP server, which Fastify closes itself.
      // Its Redis clients close with the app's other ones.
      io.disconnectSockets(true);
      io.engine.close();
      return Promise.resolve();
    },
  };
}

/**
 * For worker processes, which serve no connections: events go out through the Redis adapter to
 * whichever API instance holds the listeners. Without Redis a separate worker cannot reach
 * browsers (in-process workers use the API's own Realtime), so events are dropped with a note.
 */
export async function createRealtimePublisher(
  redis: RedisConnections | null,
): Promise<RealtimePublisher> {
  if (!redis) {
    console.warn("REDIS_URL is not set: live updates from this worker will not reach browsers");
    return { publish: () => undefined, close: () => Promise.resolve() };
  }
  const io = new Server({ adapter: await redisAdapter(redis) });
  return {
    publish: (room, event, payload) => {
      io.to(room).emit(event, payload);
    },
    close: async () => {
      io.disconnectSockets(true);
      await redis.close();
    },
  };
}
