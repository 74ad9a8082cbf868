import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { buildApi, startApi } from "./api-server";
import { startBareServer } from "./bare-route";
import { benchDatabasePrefix, recreateBenchDatabase } from "./bench-database";
import { brokenScenarios, printReport, type Target, writeResults } from "./report";
import { bareScenario, type Measurement, measure, type Scenario } from "./scenarios";
import { SEEDED_USERS, seedBenchUsers } from "./seed-users";
import { freePorts } from "./server-process";
import { signInAll } from "./sign-in";

/** A demo group leader: the bench's people and data belong to the demo company. */
const LEADER_EMAIL = "groepsleider@demo.example";
const SETTLE_MS = 1_500;

/**
 * A bench of list scenarios against a CPU target per request (API + PostgreSQL): its own
 * database with the demo and 10,000 bench users; `seed` adds what the scenarios read and gives
 * them for a signed-in group leader (scenarios for someone else sign that person in
 * themselves). Each is measured after the bare route, against its own `targetUs` if it has one,
 * else the bench's.
 */
export async function cpuTargetBench(options: {
  name: string;
  targetUs: number;
  seed: (
    databaseUrl: string,
  ) => Promise<(port: number, token: string) => Scenario[] | Promise<Scenario[]>>;
}): Promise<number> {
  const databaseUrl = `postgres://root@127.0.0.1:5432/${benchDatabasePrefix}_${options.name}`;
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
  const scenariosOf = await options.seed(databaseUrl);
  const [leaderToken = ""] = await signInAll(api.port, [LEADER_EMAIL]);

  const scenarios = await scenariosOf(api.port, leaderToken);
  const targetOf = new Map(scenarios.map((s) => [s.name, s.targetUs ?? options.targetUs]));
  const measurements: Measurement[] = [];
  for (const scenario of [bareScenario(bare.port), ...scenarios]) {
    console.log(`Measuring ${scenario.name}`);
    measurements.push(
      await measure(scenario, scenario.port === api.port ? api.child.pid : undefined),
    );
    await sleep(SETTLE_MS);
  }
  const [bareResult] = measurements;
  if (!bareResult) throw new Error("missing measurements");
  const targets: Target[] = measurements.slice(1).map((m) => {
    const targetUs = targetOf.get(m.scenario) ?? options.targetUs;
    return {
      description: `${m.scenario} CPU per request < ${targetUs} µs (API + PostgreSQL)`,
      actual: m.cpu ? `${m.cpu.apiUs} + ${m.cpu.databaseUs} µs` : "unknown",
      met: m.cpu ? m.cpu.apiUs + m.cpu.databaseUs < targetUs : false,
    };
  });
  printReport(measurements, bareResult, targets);
  const file = await writeResults(measurements, targets, loadAtStart, `${options.name}.json`);
  console.log(`\nResults written to ${file}`);
  const broken = brokenScenarios(measurements);
  for (const m of broken) console.error(`FAILED: ${m.scenario} has more than 1% failed requests`);
  return broken.length > 0 ? 1 : 0;
}
