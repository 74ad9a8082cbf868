import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { buildApi, startApi } from "./api-server";
import { startBareServer } from "./bare-route";
import { benchDatabasePrefix, recreateBenchDatabase } from "./bench-database";
import { createLargeCourse } from "./course-editor";
import { learnerReadScenarios, seedLearnerReads } from "./learner-reads";
import { brokenScenarios, printReport, type Target, writeResults } from "./report";
import { bareScenario, currentUserScenario, type Measurement, measure } from "./scenarios";
import { SEEDED_USERS, benchEmail, seedBenchUsers } from "./seed-users";
import { freePorts } from "./server-process";
import { runBench } from "./run-bench";
import { signInAll } from "./sign-in";

const LEARNERS = 200;
const OUTLINE_BLOCKS = 60;
const OUTLINE_SECTIONS = 6;
/** A demo author: the long course belongs to the demo company. */
const AUTHOR_EMAIL = "groepsleider@demo.example";
/** The learner's reads stay well under what a person notices, and under 1 ms of CPU each. */
const P99_TARGET_MS = 50;
const CPU_TARGET_US = 1_000;
const SETTLE_MS = 1_500;
const databaseUrl = `postgres://root@127.0.0.1:5432/${benchDatabasePrefix}_reads`;

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
  console.log(`Building a course with ${OUTLINE_BLOCKS} blocks`);
  const [authorToken = ""] = await signInAll(api.port, [AUTHOR_EMAIL]);
  const course = await createLargeCourse(api.port, authorToken, {
    blocks: OUTLINE_BLOCKS,
    sections: OUTLINE_SECTIONS,
  });
  const [, , courseId = "", , versionId = ""] = course.base.split("/");
  console.log(`Signing in ${LEARNERS} learners and giving each a full page of enrollments`);
  const emails = Array.from({ length: LEARNERS }, (_, i) => benchEmail(i + 1));
  const tokens = await signInAll(api.port, emails);
  const learners = await seedLearnerReads(databaseUrl, emails, tokens, { courseId, versionId });

  const measurements: Measurement[] = [];
  for (const scenario of [
    bareScenario(bare.port),
    currentUserScenario(api.port, tokens),
    ...learnerReadScenarios(api.port, learners),
  ]) {
    console.log(`Measuring ${scenario.name}`);
    measurements.push(
      await measure(scenario, scenario.port === api.port ? api.child.pid : undefined),
    );
    await sleep(SETTLE_MS);
  }
  const [bareResult] = measurements;
  if (!bareResult) throw new Error("missing measurements");
  const reads = measurements.slice(2);
  const targets: Target[] = reads.flatMap((m) => [
    {
      description: `${m.scenario} p99 < ${P99_TARGET_MS} ms`,
      actual: `${m.p99Ms} ms`,
      met: m.p99Ms < P99_TARGET_MS,
    },
    {
      description: `${m.scenario} CPU per request < ${CPU_TARGET_US} µs (API + PostgreSQL)`,
      actual: m.cpu ? `${m.cpu.apiUs + m.cpu.databaseUs} µs` : "unknown",
      met: m.cpu ? m.cpu.apiUs + m.cpu.databaseUs < CPU_TARGET_US : false,
    },
  ]);
  printReport(measurements, bareResult, targets);
  console.log(
    `\nResults written to ${await writeResults(measurements, targets, loadAtStart, "learner-reads.json")}`,
  );
  const broken = brokenScenarios(measurements);
  for (const m of broken) console.error(`FAILED: ${m.scenario} has more than 1% failed requests`);
  return broken.length > 0 ? 1 : 0;
}

await runBench(bench);
