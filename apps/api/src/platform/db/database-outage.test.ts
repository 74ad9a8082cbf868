import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp, testServerUrl } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn } from "../../test/factories";
import { startTcpProxy } from "../../test/tcp-proxy";
import { openDatabase } from "./database";

const serverUrl = testServerUrl();

/**
 * An API instance whose PostgreSQL server sits behind a proxy the test can take away. Only on
 * a server: the embedded database lives in the process and cannot become unreachable.
 */
async function apiBehindProxy(server: string) {
  const name = `leerlijn_test_outage_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  afterAll(async () => {
    const cleanup = new pg.Client({ connectionString: server });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  const direct = new URL(server);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const url = new URL(server);
  url.host = `127.0.0.1:${proxy.port}`;
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 4 });
  await database.migrate();
  afterAll(() => database.close());
  const { app } = await buildTestApp({}, { database });
  return { app, database, proxy };
}

describe("a database outage", () => {
  it.runIf(serverUrl)(
    "answers 503 with Retry-After and a Dutch message while PostgreSQL is away, and recovers by itself",
    async () => {
      const { app, database, proxy } = await apiBehindProxy(serverUrl ?? "");
      const company = await buildCompany(database.db);
      const leader = await buildUser(database.db, company, ["admin-group-leader"]);
      const token = await signIn(app, company.host, leader.email);
      const people = () =>
        app.inject({
          method: "GET",
          url: "/api/v1/users",
          headers: { host: company.host, authorization: `Bearer ${token}` },
        });
      const signInAgain = () =>
        app.inject({
          method: "POST",
          url: "/api/v1/login",
          headers: { host: company.host },
          payload: { email: leader.email, password: "wrong password" },
        });
      expect((await people()).statusCode).toBe(200);

      await proxy.cut();
      for (const response of [await people(), await signInAgain(), await people()]) {
        expect(response.statusCode, response.body).toBe(503);
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
        expect(response.json()).toEqual({
          code: "UNAVAILABLE",
          message: "Leerlijn is even niet bereikbaar. Probeer het over een paar seconden opnieuw.",
        });
      }
      const health = await app.inject({ method: "GET", url: "/api/v1/health" });
      expect(health.statusCode, health.body).toBe(503);

      await proxy.restore();
      const deadline = Date.now() + 10_000;
      let status = 0;
      while (Date.now() < deadline && status !== 200) {
        status = (await people()).statusCode;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status).toBe(200);
      expect((await signInAgain()).statusCode).toBe(422);
    },
    60_000,
  );
});
