import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { buildApi, startApi } from "./api-server";
import { startBareServer } from "./bare-route";
import { benchDatabasePrefix, recreateBenchDatabase } from "./bench-database";
import { brokenScenarios, printReport, type Target, writeResults } from "./report";
import {
  bareScenario,
  type Measurement,
  measure,
  usersFilteredScenario,
  usersListScenario,
  usersSearchScenario,
} from "./scenarios";
import { SEEDED_USERS, seedBenchUsers } from "./seed-users";
import { freePorts } from "./server-process";
import { runBench } from "./run-bench";
import { signInAll } from "./sign-in";

/** A demo group leader: the bench's people belong to the demo company. */
const LEADER_EMAIL = "groepsleider@demo.example";
/** A list page stays under 1 ms of CPU (API + PostgreSQL), as the learner's reads do. */
const CPU_TARGET_US = 1_000;
const SETTLE_MS = 1_500;
const databaseUrl = `postgres://root@127.0.0.1:5432/${benchDatabasePrefix}_people`;

/** Only user management's people list, for quick rounds on it (`npm run bench` has it too). */
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
  const [leaderToken = ""] = await signInAll(api.port, [LEADER_EMAIL]);

  const measurements: Measurement[] = [];
  for (const scenario of [
    bareScenario(bare.port),
    usersListScenario(api.port, leaderToken),
    usersFilteredScenario(api.port, leaderToken),
    usersSearchScenario(api.port, leaderToken),
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
    `\nResults written to ${await writeResults(measurements, targets, loadAtStart, "people.json")}`,
  );
  const broken = brokenScenarios(measurements);
  for (const m of broken) console.error(`FAILED: ${m.scenario} has more than 1% failed requests`);
  return broken.length > 0 ? 1 : 0;
}

await runBench(bench);
