import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { buildApi, startApi } from "./api-server";
import { startBareServer } from "./bare-route";
import { benchDatabasePrefix, recreateBenchDatabase } from "./bench-database";
import { brokenScenarios, printReport, type Target, writeResults } from "./report";
import { bareScenario, type Measurement, measure } from "./scenarios";
import { SEEDED_USERS, seedBenchUsers } from "./seed-users";
import { freePorts } from "./server-process";
import { runBench } from "./run-bench";
import { signInAll } from "./sign-in";
import {
  BENCH_PARTICIPANTS,
  BENCH_TRAININGS,
  seedTrainings,
  trainingsListScenarios,
} from "./trainings-data";

const LEADER_EMAIL = "groepsleider@demo.example";
/** Issue 21: the trainings list at most 1 ms of CPU per request (API + PostgreSQL). */
const CPU_TARGET_US = 1_000;
const SETTLE_MS = 1_500;
const databaseUrl = `postgres://root@127.0.0.1:5432/${benchDatabasePrefix}_trainings`;

async function bench(): Promise<number> {
  const loadAtStart = loadavg()[0] ?? 0;
  if (loadAtStart > 0.5)
    console.warn(`Load average is ${loadAtStart.toFixed(2)}: throughput may be low`);
  await buildApi();
  await recreateBenchDatabase(databaseUrl);
  const [apiPort = 0, barePort = 0] = await freePorts(2);
  console.log("Starting the API (migrations + demo seed) and the bare server");
  const [api, bare] = await Promise.all([
    startApi(apiPort, databaseUrl),
    startBareServer(barePort),
  ]);
  console.log(`Seeding ${SEEDED_USERS} users`);
  await seedBenchUsers(databaseUrl);
  console.log(`Seeding ${BENCH_TRAININGS} trainings with ${BENCH_PARTICIPANTS} participations`);
  const { trainerId } = await seedTrainings(databaseUrl);
  const [leaderToken = ""] = await signInAll(api.port, [LEADER_EMAIL]);

  const measurements: Measurement[] = [];
  for (const scenario of [
    bareScenario(bare.port),
    ...trainingsListScenarios(api.port, leaderToken, trainerId),
  ]) {
    console.log(`Measuring ${scenario.name}`);
    measurements.push(
      await measure(scenario, scenario.port === api.port ? api.child.pid : undefined),
    );
    await sleep(SETTLE_MS);
  }
  const [bareResult] = measurements;
  if (!bareResult) throw new Error("missing measurements");
  const targets: Target[] = measurements.slice(1).map((m) => ({
    description: `${m.scenario} CPU per request < ${CPU_TARGET_US} µs (API + PostgreSQL)`,
    actual: m.cpu ? `${m.cpu.apiUs} + ${m.cpu.databaseUs} µs` : "unknown",
    met: m.cpu ? m.cpu.apiUs + m.cpu.databaseUs < CPU_TARGET_US : false,
  }));
  printReport(measurements, bareResult, targets);
  console.log(
    `\nResults written to ${await writeResults(measurements, targets, loadAtStart, "trainings.json")}`,
  );
  const broken = brokenScenarios(measurements);
  for (const m of broken) console.error(`FAILED: ${m.scenario} has more than 1% failed requests`);
  return broken.length > 0 ? 1 : 0;
}

await runBench(bench);
