import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";

/**
 * A second, separate app on its own PostgreSQL database, seeded with the demo data, for
 * journeys that must change what only time changes (a link that expires). The journeys'
 * main server keeps its embedded database to itself; this one can be reached from the test.
 * `E2E_DATABASE_URL` names the server (default: PostgreSQL on loopback as the current user);
 * each run makes its own database named `E2E_DATABASE_PREFIX` (default `leerlijn_e2e`) plus a
 * random suffix and drops it afterwards.
 */
export type PostgresApp = {
  origin: string;
  /** The data dir, whose mailbox `waitForMail` reads with `{ dataDir }`. */
  dataDir: string;
  sql: (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
  stop: () => Promise<void>;
};

function serverUrlOf(): string {
  const url = new URL(process.env.E2E_DATABASE_URL ?? "postgres://127.0.0.1:5432/postgres");
  // As psql does: without a user name, the operating-system user.
  if (!url.username) url.username = userInfo().username;
  return url.toString();
}
const serverUrl = serverUrlOf();

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function waitForHealth(origin: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`the app stopped with code ${child.exitCode}`);
    const healthy = await fetch(`${origin}/api/v1/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`the app on ${origin} did not become healthy`);
}

/** `env`: settings of this app beyond the journeys' defaults. */
export async function startPostgresApp(
  port: number,
  env: Record<string, string> = {},
): Promise<PostgresApp> {
  const prefix = process.env.E2E_DATABASE_PREFIX ?? "leerlijn_e2e";
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(prefix)) throw new Error("E2E_DATABASE_PREFIX: a-z, 0-9, _");
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), "leerlijn-e2e-pg-"));
  const origin = `http://localhost:${port}`;
  const child = spawn(
    process.execPath,
    ["--import", "tsx", resolve(import.meta.dirname, "serve-with-mailbox.ts")],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        E2E_DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        SEED_DEMO: "always",
        LOG_LEVEL: "warn",
        ...env,
      },
    },
  );
  const database = new pg.Client({ connectionString: url.toString() });
  try {
    await waitForHealth(origin, child);
    await database.connect();
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return {
    origin,
    dataDir,
    sql: (text, values) => database.query(text, values),
    stop: async () => {
      await database.end();
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
