import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../platform/db/database";

export type TestApp = { app: FastifyInstance; database: Database };

/**
 * A fresh, migrated database per test file: an in-memory PGlite by default, or a throwaway
 * database on the server named by `DATABASE_URL`, so the same tests prove both.
 */
async function freshDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: "pglite", dataDir: null });
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const name = `leerlijn_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    database,
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, dispose } = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: "/tmp/leerlijn-test",
    ...env,
  });
  const app = await buildApp({
    config: { ...config, DATABASE_URL: undefined },
    database,
    logger: false,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await dispose();
  });
  return { app, database };
}
