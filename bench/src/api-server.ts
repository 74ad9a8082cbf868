import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitForBackgroundWork } from "./bench-database";
import { apiDir } from "./paths";
import { type ServerProcess, startServer, waitUntilAnswering } from "./server-process";

const bundle = join(apiDir, "dist", "main.js");
/** The flags production starts the API with (`npm start` reads the same file). */
const apiNodeFlags = JSON.parse(readFileSync(join(apiDir, "node-flags.json"), "utf8")) as string[];

/** Local file storage in a throwaway directory: the upload bench writes a gigabyte there. */
export const benchDataDir = mkdtempSync(join(tmpdir(), "leerlijn-bench-"));

/**
 * The production bundle is what gets measured; tsx-compiled source would not be comparable.
 * Bundling takes about a second, so it is always redone: a stale bundle would measure old code.
 */
export async function buildApi(): Promise<void> {
  console.log("Building the API bundle");
  const build = spawn(process.execPath, ["scripts/build.mjs"], { cwd: apiDir, stdio: "inherit" });
  const [code] = (await once(build, "exit")) as [number | null];
  if (code !== 0 || !existsSync(bundle)) throw new Error(`API build failed (exit ${code})`);
}

/**
 * Only what the bench decides is passed on, so a developer's own .env-style variables (a Redis
 * URL, a shorter session cache) cannot change the figures. The login limits are raised because
 * the bench signs in thousands of times from one address; the defaults stay on everywhere else.
 */
export async function startApi(
  port: number,
  databaseUrl: string,
  options: { webDistDir?: string } = {},
): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "always",
    LOG_LEVEL: "warn",
    LOGIN_LIMIT_PER_IP: "1000000",
    LOGIN_LIMIT_PER_EMAIL: "1000000",
    DATA_DIR: benchDataDir,
    ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
  };
  // BENCH_PROFILE_DIR: the API writes a V8 CPU profile there when it stops (open it in DevTools).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const api = startServer("api", port, [...profile, ...apiNodeFlags, bundle], {
    cwd: apiDir,
    env,
  });
  // Migrations and the whole demo seed run first; on a busy machine that takes a while.
  await waitUntilAnswering(api, "/api/v1/health", 90_000);
  await waitForBackgroundWork(databaseUrl);
  return api;
}
