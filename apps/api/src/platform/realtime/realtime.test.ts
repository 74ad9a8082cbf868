import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { io, type Socket } from "socket.io-client";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn } from "../../test/factories";
import { createRedisConnections } from "../redis/redis-connections";
import { createRealtimePublisher } from "./realtime";

const REDIS_URL = "redis://127.0.0.1:6379";
const roomOf = (companyId: string) => `test:${companyId}:media`;

/** The test decides who may listen: everyone signed in, in a room per company. */
function probeChannel(app: FastifyInstance) {
  app.services.channels.define("private-media", (_actor, tenant) => roomOf(tenant.id));
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const sockets: Socket[] = [];
afterAll(() => sockets.forEach((socket) => socket.disconnect()));

function connect(url: string, host: string, token?: string): Promise<Socket> {
  const socket = io(url, {
    path: "/socket.io",
    transports: ["websocket"],
    auth: token ? { token } : {},
    extraHeaders: { host },
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

const nextEvent = (socket: Socket, event: string, timeoutMs = 5_000) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${event} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

async function authorize(app: FastifyInstance, host: string, token: string, socketId: string) {
  return app.inject({
    method: "POST",
    url: "/api/v1/broadcasting/auth",
    headers: { host, authorization: `Bearer ${token}` },
    payload: { socketId, channelName: "private-media" },
  });
}

describe("realtime on one instance", async () => {
  const { app, database } = await buildTestApp({}, { extraRoutes: probeChannel });
  const url = await listen(app);
  const company = await buildCompany(database.db);
  const user = await buildUser(database.db, company, ["admin-trainer"]);
  const token = await signIn(app, company.host, user.email);

  it("refuses a connection without a valid token", async () => {
    await expect(connect(url, company.host)).rejects.toThrow("unauthenticated");
    await expect(connect(url, company.host, "x".repeat(43))).rejects.toThrow("unauthenticated");
  });

  it("delivers a company's events to a connection authorised on its private channel", async () => {
    const socket = await connect(url, company.host, token);
    const authorized = await authorize(app, company.host, token, socket.id ?? "");
    expect(authorized.statusCode, authorized.body).toBe(200);
    expect(authorized.json()).toEqual({ data: { channelName: "private-media" } });

    const received = nextEvent(socket, "thumbnail.generated");
    app.services.realtime.publish(roomOf(company.id), "thumbnail.generated", { id: "m1" });
    expect(await received).toEqual({ id: "m1" });
  });

  it("does not let one user put another user's connection on a channel", async () => {
    const socket = await connect(url, company.host, token);
    const other = await buildUser(database.db, company, ["admin-trainer"]);
    const otherToken = await signIn(app, company.host, other.email);
    const response = await authorize(app, company.host, otherToken, socket.id ?? "");
    expect(response.statusCode).toBe(404);
  });

  it("keeps another company's events away", async () => {
    const socket = await connect(url, company.host, token);
    await authorize(app, company.host, token, socket.id ?? "");
    const leaked = nextEvent(socket, "video.transcoded", 500);
    app.services.realtime.publish(roomOf("another-company"), "video.transcoded", { id: "x" });
    await expect(leaked).rejects.toThrow("no video.transcoded");
  });
});

describe("realtime across instances through Redis", async () => {
  const first = await buildTestApp({ REDIS_URL }, { extraRoutes: probeChannel });
  const second = await buildTestApp(
    { REDIS_URL },
    { extraRoutes: probeChannel, database: first.database },
  );
  const secondUrl = await listen(second.app);
  const company = await buildCompany(first.database.db);
  const user = await buildUser(first.database.db, company, ["admin-group-leader"]);
  const token = await signIn(first.app, company.host, user.email);

  it("authorises on one instance a connection held by another, and delivers events from either", async () => {
    const socket = await connect(secondUrl, company.host, token);
    const authorized = await authorize(first.app, company.host, token, socket.id ?? "");
    expect(authorized.statusCode, authorized.body).toBe(200);

    const fromApi = nextEvent(socket, "video.transcoded");
    first.app.services.realtime.publish(roomOf(company.id), "video.transcoded", { id: "v1" });
    expect(await fromApi).toEqual({ id: "v1" });

    const worker = await createRealtimePublisher(createRedisConnections(REDIS_URL, console));
    const fromWorker = nextEvent(socket, "thumbnail.generated");
    worker.publish(roomOf(company.id), "thumbnail.generated", { id: "t1" });
    expect(await fromWorker).toEqual({ id: "t1" });
    await worker.close();
  });
});
