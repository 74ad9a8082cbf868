import { mkdir, writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import { join } from "node:path";
import { resultsDir } from "./paths";
import type { Measurement } from "./scenarios";

/** A scenario with more failed requests than this is a broken run, not a slow one. */
const MAX_FAILURE_SHARE = 0.01;

export type Target = { description: string; actual: string; met: boolean };

export const failureShare = (m: Measurement) =>
  (m.non2xx + m.errors) / Math.max(1, m.requests + m.errors);

/** p50 and p99 of a set of latencies in ms, as autocannon rounds them. */
export function latencySummary(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
  if (sorted.length === 0) return "none";
  return `p50 ${Math.round(at(0.5)!)} ms, p99 ${Math.round(at(0.99)!)} ms (${sorted.length})`;
}

export function currentUserTargets(bare: Measurement, me: Measurement): Target[] {
  const share = me.requestsPerSecond / bare.requestsPerSecond;
  return [
    {
      description: "GET /users/me throughput >= 35% of bare route",
      actual: `${(share * 100).toFixed(1)}%`,
      met: share >= 0.35,
    },
    {
      description: "GET /users/me p99 < 25 ms",
      actual: `${me.p99Ms} ms`,
      met: me.p99Ms < 25,
    },
  ];
}

export function brokenScenarios(measurements: Measurement[]): Measurement[] {
  return measurements.filter((m) => failureShare(m) > MAX_FAILURE_SHARE);
}

function table(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join("  ");
  const [header = [], ...body] = rows;
  return [
    line(header),
    widths.map((width) => "-".repeat(width)).join("  "),
    ...body.map(line),
  ].join("\n");
}

export function printReport(
  measurements: Measurement[],
  bare: Measurement,
  targets: Target[],
): void {
  const rows = [
    ["scenario", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "vs bare", "API µs", "DB µs"],
    ...measurements.map((m) => [
      m.scenario,
      m.requestsPerSecond.toFixed(1),
      String(m.p50Ms),
      String(m.p99Ms),
      String(m.non2xx),
      String(m.errors),
      `${((m.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)}%`,
      m.cpu ? String(m.cpu.apiUs) : "-",
      m.cpu ? String(m.cpu.databaseUs) : "-",
    ]),
  ];
  console.log(`\n${table(rows)}\n`);
  console.log("API µs, DB µs: CPU time per request of the API process and of PostgreSQL.\n");
  for (const m of measurements.filter((m) => m.non2xx > 0 || m.errors > 0))
    console.log(`${m.scenario}: status codes ${JSON.stringify(m.statusCodes)}, ${m.errors} errors`);
  console.log("Targets:");
  for (const target of targets)
    console.log(
      `  ${target.met ? "met    " : "NOT MET"}  ${target.description} (actual ${target.actual})`,
    );
}

export async function writeResults(
  measurements: Measurement[],
  targets: Target[],
  loadAtStart: number,
  fileName = "latest.json",
): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const file = join(resultsDir, fileName);
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    node: process.version,
    loadAtStart,
  };
  const broken = brokenScenarios(measurements).map((m) => m.scenario);
  const content = { finishedAt: new Date().toISOString(), machine, measurements, targets, broken };
  await writeFile(file, `${JSON.stringify(content, null, 2)}\n`);
  return file;
}
