import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { createClient } from "redis";
import { Server } from "socket.io";

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

async function redisAdapter(url: string) {
  const publisher = createClient({ url });
  const subscriber = publisher.duplicate();
  await Promise.all([publisher.connect(), subscriber.connect()]);
  return {
    adapter: createAdapter(publisher, subscriber, { key: ADAPTER_KEY, requestsTimeout: 3_000 }),
    close: async () => {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
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
    redisUrl?: string | undefined;
    identify: (handshake: {
      token: unknown;
      host: string | undefined;
    }) => Promise<SocketOwner | null>;
  },
): Promise<Realtime> {
  const redis = options.redisUrl ? await redisAdapter(options.redisUrl) : null;
  const io = new Server(httpServer, {
    path: "/socket.io",
    transports: ["websocket"],
    serveClient: false,
    ...(redis ? { adapter: redis.adapter } : {}),
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
      const [socket] = await io.in(socketId).fetchSockets();
      const data = socket?.data as Partial<SocketOwner> | undefined;
      if (!socket || data?.userId !== owner.userId || data.companyId !== owner.companyId)
        return false;
      socket.join(room);
      return true;
    },
    async close() {
      // Not io.close(): that would also close the HTTP server, which Fastify closes itself.
      io.disconnectSockets(true);
      io.engine.close();
      await redis?.close();
    },
  };
}

/**
 * For worker processes, which serve no connections: events go out through the Redis adapter to
 * whichever API instance holds the listeners. Without Redis a separate worker cannot reach
 * browsers (in-process workers use the API's own Realtime), so events are dropped with a note.
 */
export async function createRealtimePublisher(
  redisUrl: string | undefined,
): Promise<RealtimePublisher> {
  if (!redisUrl) {
    console.warn("REDIS_URL is not set: live updates from this worker will not reach browsers");
    return { publish: () => undefined, close: () => Promise.resolve() };
  }
  const redis = await redisAdapter(redisUrl);
  const io = new Server({ adapter: redis.adapter });
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
