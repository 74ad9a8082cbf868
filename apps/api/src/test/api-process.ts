import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { type Db, openDatabase } from "../platform/db/database";
import { testServerUrl, throwawayServerDatabase } from "./build-test-app";

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

export type RunningProcess = {
  child: ChildProcess;
  /** Everything the process wrote, for assertions on its log. */
  output: () => string;
  /** Set once the process ended on its own (a crash); `stop` does not count. */
  exitCode: () => number | null;
  stop: () => Promise<void>;
};

/**
 * Runs an entry point of the API (`src/main.ts`, `src/worker.ts`) as its own process, the way
 * production does: a server blocked by a request cannot block the test measuring it, and a
 * crash is a real exit. Resolves once `ready` appears in its output.
 */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  ready: string,
): Promise<RunningProcess> {
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), "leerlijn-process-")));
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: join(import.meta.dirname, "../.."),
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      SEED_DEMO: "never",
      HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exitCode: number | null = null;
  let stopping = false;
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      if (!stopping) exitCode = code ?? (signal ? 128 : 0);
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes(ready)) {
        clearInterval(check);
        resolve();
      } else if (exitCode !== null) {
        clearInterval(check);
        reject(new Error(`${entry} exited with ${exitCode}:\n${output}`));
      }
    }, 50);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      stopping = true;
      child.kill("SIGKILL");
    }
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  afterAll(stop);
  return { child, output: () => output, exitCode: () => exitCode, stop };
}

export type ApiProcessOptions = {
  env?: Record<string, string>;
  /** Writes what the test needs (companies, people) before the server opens the database. */
  prepare?: (db: Db) => Promise<void>;
};

/**
 * The database an API process will open, migrated and prepared by the test first: PGlite on
 * disk in the process's data directory, or a throwaway database on the server of DATABASE_URL.
 */
async function processDatabase(dataDir: string, prepare: ApiProcessOptions["prepare"]) {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "db") });
    await database.migrate();
    await prepare?.(database.db);
    await database.close();
    return { env: {} as Record<string, string>, dispose: () => Promise.resolve() };
  }
  const server = await throwawayServerDatabase(serverUrl);
  const database = await openDatabase({ kind: "postgres", url: server.url, poolSize: 2 });
  await database.migrate();
  await prepare?.(database.db);
  await database.close();
  return { env: { DATABASE_URL: server.url }, dispose: server.drop };
}

/** An API server process on a free port, on a database of its own that the test prepared. */
export async function startApiProcess({ env = {}, prepare }: ApiProcessOptions = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), "leerlijn-process-"));
  const database = await processDatabase(dataDir, prepare);
  afterAll(database.dispose);
  const port = await freePort();
  const api = await startProcess(
    "src/main.ts",
    { DATA_DIR: dataDir, PORT: String(port), ...database.env, ...env },
    "Leerlijn draait",
  );
  return { ...api, url: `http://127.0.0.1:${port}`, databaseEnv: database.env };
}
