import { rm } from "node:fs/promises";
import { benchDataDir } from "./api-server";
import { killAllServersNow, stopAllServers } from "./server-process";

/** Well above a normal run (about a minute), well below "something hangs". */
const TIME_LIMIT_MS = 300_000;

/**
 * Runs one bench and exits with its code: servers are stopped on every way out (a signal, a
 * hang past the time limit, an error), and the bench's data folder is removed.
 */
export async function runBench(bench: () => Promise<number>): Promise<never> {
  process.once("exit", killAllServersNow);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void stopAllServers().finally(() => process.exit(130));
    });
  }
  const watchdog = setTimeout(() => {
    console.error(`Bench exceeded ${TIME_LIMIT_MS / 1000} s; stopping`);
    void stopAllServers().finally(() => process.exit(1));
  }, TIME_LIMIT_MS);

  let exitCode = 1;
  try {
    exitCode = await bench();
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  } finally {
    await stopAllServers();
    await rm(benchDataDir, { recursive: true, force: true });
    clearTimeout(watchdog);
  }
  process.exit(exitCode);
}
