import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../platform/db/database";
import { migrationsFolder } from "../platform/db/migrations-folder";
import { getConstructionPlans } from "pg-boss";
import { createJobQueue } from "../platform/jobs/job-queue";
import type { ErrorReporter } from "../platform/error-reporting/error-reporter";

export type TestApp = { app: FastifyInstance; database: Database };

/** The PostgreSQL server the suite runs against, when it runs against one. */
export const testServerUrl = (): string | undefined => process.env.DATABASE_URL;

/**
 * A fresh, migrated database per test file: an in-memory PGlite by default, or a throwaway
 * database on the server named by `DATABASE_URL`, so the same tests prove both.
 */
async function freshDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    const database = await freshPglite();
    return { database, dispose: () => database.close() };
  }
  const server = await throwawayServerDatabase(serverUrl);
  const database = await openDatabase({ kind: "postgres", url: server.url, poolSize: 4 });
  await database.migrate();
  return {
    database,
    dispose: async () => {
      await database.close();
      await server.drop();
    },
  };
}

/** An empty database of its own on the PostgreSQL server, and the way to drop it again. */
export async function throwawayServerDatabase(serverUrl: string) {
  const name = `leerlijn_test_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * A migrated in-memory PGlite. Booting PGlite runs initdb, which takes seconds; starting from a
 * dump of an empty migrated one takes half a second. The dump is shared by every test file of
 * every run through a temp file named after the migrations, written once, atomically.
 */
async function freshPglite(): Promise<Database> {
  const digest = createHash("sha256");
  for (const name of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    if (!name.endsWith(".sql") && !name.endsWith(".json")) continue;
    digest.update(name).update(await readFile(join(migrationsFolder, name)));
  }
  // The job queue's own schema is in the dump too, so no test file waits for it to be created.
  digest.update(getConstructionPlans());
  const file = join(tmpdir(), `leerlijn-test-pglite-${digest.digest("hex").slice(0, 16)}.tar`);

  const saved = await readFile(file).catch(() => null);
  if (saved) {
    let database: Database | undefined;
    try {
      database = await openDatabase({
        kind: "pglite",
        dataDir: null,
        loadDataDir: new Blob([saved]),
      });
      await database.migrate();
      return database;
    } catch {
      // Unreadable (another PGlite version, a torn file): start fresh and replace it.
      await database?.close().catch(() => undefined);
    }
  }
  const database = await openDatabase({ kind: "pglite", dataDir: null });
  await database.migrate();
  await (await createJobQueue(database)).stop();
  const dump = await database.dumpDataDir?.();
  if (dump) {
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  return database;
}

/** A fresh migrated database for this test file, dropped after it. */
export async function buildTestDatabase(): Promise<Database> {
  const { database, dispose } = await freshDatabase();
  afterAll(dispose);
  return database;
}

export type TestAppOptions = {
  /** Registers extra routes (probes of the platform) before the app is made ready. */
  extraRoutes?: (app: FastifyInstance) => void;
  /** Another app's database, to run a second API instance on the same data. */
  database?: Database;
  errorReporter?: ErrorReporter;
};

export async function buildTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, dispose } = options.database
    ? { database: options.database, dispose: () => Promise.resolve() }
    : await freshDatabase();
  // Each app gets its own directory so files written by one test file never leak into another.
  const dataDir = await mkdtemp(join(tmpdir(), "leerlijn-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    ...env,
  });
  const app = await buildApp({
    config: { ...config, DATABASE_URL: undefined },
    database,
    logger: false,
    ...(options.errorReporter ? { errorReporter: options.errorReporter } : {}),
  });
  options.extraRoutes?.(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await dispose();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { app, database };
}
