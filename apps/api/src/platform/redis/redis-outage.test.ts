import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { createClient } from "redis";
import { io, type Socket } from "socket.io-client";
import { afterAll, describe, expect, it } from "vitest";
import { startApiProcess, startProcess } from "../../test/api-process";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn } from "../../test/factories";
import { httpCall } from "../../test/http-call";
import { startRedisServer } from "../../test/redis-server";
import { createRealtimePublisher } from "../realtime/realtime";
import { createRedisConnections } from "./redis-connections";

const redis = await startRedisServer();
const roomOf = (companyId: string) => `test:${companyId}:media`;
const probeChannel = (app: FastifyInstance) =>
  app.services.channels.define("private-media", (_actor, tenant) => roomOf(tenant.id));

// Two API instances on one database, a worker's publisher, and an API server process.
const first = await buildTestApp({ REDIS_URL: redis.url }, { extraRoutes: probeChannel });
const second = await buildTestApp(
  { REDIS_URL: redis.url },
  { extraRoutes: probeChannel, database: first.database },
);
await second.app.listen({ port: 0, host: "127.0.0.1" });
const secondUrl = `http://127.0.0.1:${(second.app.server.address() as AddressInfo).port}`;
const workerLog: string[] = [];
const note = (_details: object, message: string) => workerLog.push(message);
const worker = await createRealtimePublisher(
  createRedisConnections(redis.url, { warn: note, info: note }),
);
afterAll(() => worker.close());
const apiProcess = await startApiProcess({ env: { REDIS_URL: redis.url, LOG_LEVEL: "warn" } });
// A worker process needs a PostgreSQL server; on the embedded database the API runs the jobs.
const workerProcess = apiProcess.databaseEnv.DATABASE_URL
  ? await startProcess(
      "src/worker.ts",
      { ...apiProcess.databaseEnv, REDIS_URL: redis.url, JOB_WORKERS: "none" },
      "Leerlijn worker draait",
    )
  : null;

const company = await buildCompany(first.database.db);
const user = await buildUser(first.database.db, company, ["admin-group-leader"]);
const token = await signIn(first.app, company.host, user.email);

const sockets: Socket[] = [];
afterAll(() => sockets.forEach((socket) => socket.disconnect()));

async function listenOnSecond(): Promise<Socket> {
  const socket = io(secondUrl, {
    path: "/socket.io",
    transports: ["websocket"],
    auth: { token },
    extraHeaders: { host: company.host },
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return socket;
}

const authorize = (app: FastifyInstance, socket: Socket) =>
  app.inject({
    method: "POST",
    url: "/api/v1/broadcasting/auth",
    headers: { host: company.host, authorization: `Bearer ${token}` },
    payload: { socketId: socket.id, channelName: "private-media" },
  });

/** Publishes until the socket hears it: relays resubscribe a moment after Redis is back. */
async function arrives(socket: Socket, publish: (id: string) => void, within = 15_000) {
  const id = `e${Math.random()}`;
  const heard = new Promise<void>((resolve) =>
    socket.on("thumbnail.generated", (payload: { id: string }) => {
      if (payload.id === id) resolve();
    }),
  );
  const deadline = Date.now() + within;
  let done = false;
  void heard.then(() => (done = true));
  while (!done && Date.now() < deadline) {
    publish(id);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return done;
}
const fromFirst = (id: string) =>
  first.app.services.realtime.publish(roomOf(company.id), "thumbnail.generated", { id });
const fromSecond = (id: string) =>
  second.app.services.realtime.publish(roomOf(company.id), "thumbnail.generated", { id });
const fromWorker = (id: string) =>
  worker.publish(roomOf(company.id), "thumbnail.generated", { id });

async function healthOf(app: FastifyInstance) {
  return (await app.inject({ method: "GET", url: "/api/v1/health" })).json<{ status: string }>();
}
async function processHealth() {
  return JSON.parse((await httpCall(`${apiProcess.url}/api/v1/health`)).body) as object;
}
/** Waits until every instance and the process report `redis` as `state`. */
async function everyHealth(state: "up" | "down", within = 15_000) {
  const deadline = Date.now() + within;
  const expected = { status: state === "up" ? "ok" : "degraded", database: "up", redis: state };
  for (;;) {
    const seen = [await healthOf(first.app), await healthOf(second.app), await processHealth()];
    if (seen.every((health) => JSON.stringify(health) === JSON.stringify(expected))) return;
    if (Date.now() > deadline) expect(seen).toEqual([expected, expected, expected]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What people do meanwhile: read their own profile, and fail a sign-in (rate-limited). */
async function requestsStillAnswer() {
  for (const app of [first.app, second.app]) {
    const me = await app.inject({
      method: "GET",
      url: "/api/v1/users/me",
      headers: { host: company.host, authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    const wrong = await app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { host: company.host },
      payload: { email: user.email, password: "helemaal fout" },
    });
    expect(wrong.statusCode).toBe(422);
  }
}

describe("losing Redis", () => {
  it("keeps every instance serving through cut connections and a restart, and live updates come back", async () => {
    await everyHealth("up");
    const socket = await listenOnSecond();
    expect((await authorize(first.app, socket)).statusCode).toBe(200);
    expect(await arrives(socket, fromFirst)).toBe(true);

    // Every connection to Redis cut at once.
    const admin = createClient({ url: redis.url });
    await admin.connect();
    await admin.sendCommand(["CLIENT", "KILL", "TYPE", "normal"]);
    await admin.sendCommand(["CLIENT", "KILL", "TYPE", "pubsub"]);
    await admin.close();
    await requestsStillAnswer();
    await everyHealth("up");
    expect(await arrives(socket, fromFirst)).toBe(true);

    // Redis gone for a while: clients retry many times meanwhile.
    const outages = () =>
      [apiProcess.output(), workerLog.join("\n")].map(
        (log) => log.match(/Redis unreachable/g)?.length ?? 0,
      );
    const before = outages();
    await redis.stop();
    await everyHealth("down");
    await requestsStillAnswer();
    const local = await listenOnSecond();
    expect((await authorize(second.app, local)).statusCode).toBe(200);
    expect(await arrives(local, fromSecond, 2_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    await redis.start();
    await everyHealth("up");
    await requestsStillAnswer();
    expect(await arrives(socket, fromFirst)).toBe(true);
    expect(await arrives(socket, fromWorker)).toBe(true);
    const later = await listenOnSecond();
    expect((await authorize(first.app, later)).statusCode).toBe(200);

    expect(apiProcess.exitCode()).toBeNull();
    expect(workerProcess?.exitCode() ?? null).toBeNull();
    // Logged once for the outage, not once per retry.
    expect(outages()).toEqual(before.map((count) => count + 1));
  }, 90_000);
});
