import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { buildApi, startApi } from "./api-server";
import {
  blockPatchScenario,
  COURSE_BLOCKS,
  courseEditorTargets,
  createLargeCourse,
} from "./course-editor";
import { startBareServer } from "./bare-route";
import { benchDatabaseUrl, recreateBenchDatabase } from "./bench-database";
import { brokenScenarios, currentUserTargets, printReport, writeResults } from "./report";
import {
  bareScenario,
  currentUserScenario,
  loginScenario,
  type Measurement,
  mediaListScenario,
  measure,
  usersFilteredScenario,
  usersListScenario,
  usersSearchScenario,
} from "./scenarios";
import { measureUploadMemory, seedMediaItems } from "./media-bench";
import { SEEDED_USERS, benchEmail, seedBenchUsers } from "./seed-users";
import { freePorts } from "./server-process";
import { runBench } from "./run-bench";
import { checkCurrentUser, signInAll } from "./sign-in";

const SIGNED_IN_USERS = 200;
/** A demo author: the course library belongs to the demo company. */
const AUTHOR_EMAIL = "groepsleider@demo.example";
/**
 * autocannon hangs up on requests still in flight when its time is up; the API keeps working on
 * them (a login verifies its password for up to a second). Waiting lets each scenario start on
 * an idle server, and keeps that leftover work from failing against a closing pool at shutdown.
 */
const SETTLE_MS = 1_500;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => benchEmail(from + i));

async function bench(): Promise<number> {
  // Both servers and autocannon share the CPUs; anything else running skews every figure.
  const loadAtStart = loadavg()[0] ?? 0;
  if (loadAtStart > 0.5)
    console.warn(
      `Load average is ${loadAtStart.toFixed(2)}: other work is or was just running; figures may be low`,
    );
  await buildApi();
  await recreateBenchDatabase();
  const [apiPort = 0, barePort = 0] = await freePorts(2);
  console.log("Starting the API (migrations + demo seed) and the bare server");
  const [api, bare] = await Promise.all([
    startApi(apiPort, benchDatabaseUrl),
    startBareServer(barePort),
  ]);

  console.log(`Seeding ${SEEDED_USERS} users`);
  await seedBenchUsers(benchDatabaseUrl);
  console.log("Seeding 20,000 media items");
  await seedMediaItems(benchDatabaseUrl);
  console.log(`Signing in ${SIGNED_IN_USERS} users`);
  const signedIn = range(1, SIGNED_IN_USERS);
  const tokens = await signInAll(api.port, signedIn);
  await checkCurrentUser(api.port, tokens[0] ?? "", signedIn[0] ?? "");

  const measurements: Measurement[] = [];
  for (const scenario of [
    bareScenario(bare.port),
    currentUserScenario(api.port, tokens),
    loginScenario(api.port, range(SIGNED_IN_USERS + 1, SEEDED_USERS)),
  ]) {
    console.log(`Measuring ${scenario.name}`);
    measurements.push(
      await measure(scenario, scenario.port === api.port ? api.child.pid : undefined),
    );
    await sleep(SETTLE_MS);
  }

  console.log(`Building a course with ${COURSE_BLOCKS} blocks`);
  const authorToken = (await signInAll(api.port, [AUTHOR_EMAIL]))[0] ?? "";
  const course = await createLargeCourse(api.port, authorToken);
  const patchScenario = blockPatchScenario(api.port, authorToken, course);
  console.log(`Measuring ${patchScenario.name}`);
  const patchResult = await measure(patchScenario, api.child.pid);
  measurements.push(patchResult);
  await sleep(SETTLE_MS);

  // The group leader may see the library; bench users are learners.
  const mediaScenario = mediaListScenario(api.port, [authorToken]);
  console.log(`Measuring ${mediaScenario.name}`);
  const mediaResult = await measure(mediaScenario, api.child.pid);
  measurements.push(mediaResult);
  await sleep(SETTLE_MS);
  const usersResults: Measurement[] = [];
  for (const scenario of [
    usersListScenario(api.port, authorToken),
    usersFilteredScenario(api.port, authorToken),
    usersSearchScenario(api.port, authorToken),
  ]) {
    console.log(`Measuring ${scenario.name}`);
    const result = await measure(scenario, api.child.pid);
    measurements.push(result);
    usersResults.push(result);
    await sleep(SETTLE_MS);
  }
  console.log("Uploading 1 GB while watching the API's memory");
  const upload = await measureUploadMemory(api.port, api.child.pid ?? 0, authorToken);

  const [bareResult, meResult] = measurements;
  if (!bareResult || !meResult) throw new Error("missing measurements");
  const targets = [
    ...currentUserTargets(bareResult, meResult),
    ...courseEditorTargets(patchResult),
    {
      description: "GET /media with 20,000 items p99 < 40 ms",
      actual: `${mediaResult.p99Ms} ms`,
      met: mediaResult.p99Ms < 40,
    },
    ...usersResults.map((result) => ({
      description: `${result.scenario} p99 < 50 ms`,
      actual: `${result.p99Ms} ms`,
      met: result.p99Ms < 50,
    })),
    upload,
  ];
  printReport(measurements, bareResult, targets);
  console.log(`\nResults written to ${await writeResults(measurements, targets, loadAtStart)}`);

  const broken = brokenScenarios(measurements);
  for (const m of broken) console.error(`FAILED: ${m.scenario} has more than 1% failed requests`);
  return broken.length > 0 ? 1 : 0;
}

await runBench(bench);
