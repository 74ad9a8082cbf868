import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { buildApi, startApi } from "./api-server";
import { learningBenchDatabaseUrl, recreateBenchDatabase } from "./bench-database";
import { readProgress, seedManyEnrollments, seedProgressEnrollments } from "./learning-data";
import { measureMyTrainingsLoad } from "./my-trainings-load";
import { webDistDir } from "./paths";
import { progressMismatches, progressScenario } from "./progress-scenario";
import { failureShare, latencySummary, type Target, writeResults } from "./report";
import { measure } from "./scenarios";
import { SEEDED_USERS, benchEmail, seedBenchUsers } from "./seed-users";
import { freePorts } from "./server-process";
import { runBench } from "./run-bench";

const P99_TARGET_MS = 30;
const MY_TRAININGS_ENROLLMENTS = 200;
const FIRST_LOAD_TARGET_MS = 1_000;
/** Lets requests still in flight when autocannon hung up finish before the rows are counted. */
const SETTLE_MS = 2_000;

/** `BENCH_PORT` pins the API's port (shared machines hand out port ranges); else any free one. */
async function apiPort(): Promise<number> {
  const pinned = Number(process.env.BENCH_PORT);
  if (Number.isInteger(pinned) && pinned > 0) return pinned;
  const [port = 0] = await freePorts(1);
  return port;
}

async function bench(): Promise<number> {
  const loadAtStart = loadavg()[0] ?? 0;
  if (loadAtStart > 0.5)
    console.warn(`Load average is ${loadAtStart.toFixed(2)}: figures may be low`);
  if (!existsSync(join(webDistDir, "index.html")))
    throw new Error("The web app is not built: run `npm run build` first");
  await buildApi();
  await recreateBenchDatabase(learningBenchDatabaseUrl);
  console.log("Starting the API (migrations + demo seed)");
  const api = await startApi(await apiPort(), learningBenchDatabaseUrl, { webDistDir });
  console.log(
    `Seeding ${SEEDED_USERS} learners, each enrolled in one course, with finished ones behind them`,
  );
  await seedBenchUsers(learningBenchDatabaseUrl);
  const data = await seedProgressEnrollments(learningBenchDatabaseUrl, SEEDED_USERS);

  const { scenario, tally } = progressScenario(api.port, data);
  console.log(`Measuring ${scenario.name}`);
  const result = await measure(scenario, api.child.pid);
  await sleep(SETTLE_MS);
  const counts = await readProgress(
    learningBenchDatabaseUrl,
    data.enrollments.map((enrollment) => enrollment.id),
  );
  const mismatches = progressMismatches(tally, counts);

  const heavyLearner = benchEmail(SEEDED_USERS);
  console.log(`Opening /my-trainings in Chromium with ${MY_TRAININGS_ENROLLMENTS} enrollments`);
  await seedManyEnrollments(learningBenchDatabaseUrl, heavyLearner, MY_TRAININGS_ENROLLMENTS);
  const load = await measureMyTrainingsLoad(api.port, heavyLearner);

  console.log(
    `\n${scenario.name}\n  ${result.requestsPerSecond.toFixed(1)} req/s, p50 ${result.p50Ms} ms, ` +
      `p99 ${result.p99Ms} ms, ${result.requests} requests, ${result.non2xx} non-2xx, ` +
      `${result.errors} errors ${JSON.stringify(result.statusCodes)}`,
  );
  if (result.cpu)
    console.log(
      `  CPU per request: API ${result.cpu.apiUs} µs, PostgreSQL ${result.cpu.databaseUs} µs`,
    );
  console.log(
    `  first answer of a learner (session looked up): ` +
      `${latencySummary(tally.latencies.firstOfSession)}; ` +
      `other answers: ${latencySummary(tally.latencies.others)}`,
  );
  console.log(
    `  ${tally.answered} answered (${tally.answered - tally.acknowledged.size} of them duplicates), ` +
      `${tally.acknowledged.size} distinct blocks acknowledged, ${counts.rows.length} rows stored`,
  );
  console.log(
    `/my-trainings (${MY_TRAININGS_ENROLLMENTS} enrollments): first load ${load.firstMs} ms, ` +
      `median ${load.medianMs} ms, ${load.tiles} tiles on the first screen`,
  );
  const targets: Target[] = [
    {
      description: `POST progress p99 < ${P99_TARGET_MS} ms (50 connections, 10,000 enrollments)`,
      actual: `${result.p99Ms} ms`,
      met: result.p99Ms < P99_TARGET_MS,
    },
    {
      description: "no progress lost or counted twice",
      actual: mismatches.length === 0 ? "exact" : mismatches.join("; "),
      met: mismatches.length === 0,
    },
    {
      description: `/my-trainings first load < ${FIRST_LOAD_TARGET_MS} ms in Chromium`,
      actual: `${load.firstMs} ms`,
      met: load.firstMs < FIRST_LOAD_TARGET_MS,
    },
    {
      description: "every request answered with 2xx",
      actual: `${(failureShare(result) * 100).toFixed(2)}% failed`,
      met: result.non2xx === 0 && result.errors === 0,
    },
  ];
  console.log("Targets:");
  for (const target of targets)
    console.log(
      `  ${target.met ? "met    " : "NOT MET"}  ${target.description} (actual ${target.actual})`,
    );
  console.log(
    `\nResults written to ${await writeResults([result], targets, loadAtStart, "learning.json")}`,
  );
  for (const problem of mismatches) console.error(`FAILED: ${problem}`);
  // A slow run is reported; lost or doubled progress and failed requests fail the bench.
  return mismatches.length > 0 || result.non2xx > 0 || result.errors > 0 ? 1 : 0;
}

await runBench(bench);
