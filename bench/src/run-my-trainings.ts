import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { buildApi, startApi } from "./api-server";
import { benchDatabaseUrl, recreateBenchDatabase } from "./bench-database";
import { seedManyEnrollments } from "./learning-data";
import { measureMyTrainingsLoad } from "./my-trainings-load";
import { webDistDir } from "./paths";
import { type Target, writeResults } from "./report";
import { measure } from "./scenarios";
import { benchEmail, seedBenchUsers } from "./seed-users";
import { freePorts } from "./server-process";
import { signInAll, TENANT_HOST } from "./sign-in";
import { runBench } from "./run-bench";
import { seedParticipantTrainings } from "./training-data";

const TRAININGS = 50;
const ENROLLMENTS = 200;
/** Other participants per training, so the waiting-list turn and the joins have company. */
const OTHERS_PER_TRAINING = 30;
const FIRST_LOAD_TARGET_MS = 1_000;
const databaseUrl = `${benchDatabaseUrl}_trainings`;

async function apiPort(): Promise<number> {
  const pinned = Number(process.env.BENCH_PORT);
  if (Number.isInteger(pinned) && pinned > 0) return pinned;
  const [port = 0] = await freePorts(1);
  return port;
}

/**
 * `npm run bench:my-trainings`: the learner's home with 50 trainings (half past, with their
 * attendance) and 200 course enrollments. Reports the first load in Chromium until both the
 * trainings and the course tiles are on screen, and the CPU per `GET /my-trainings` request.
 */
async function bench(): Promise<number> {
  const loadAtStart = loadavg()[0] ?? 0;
  if (loadAtStart > 0.5)
    console.warn(`Load average is ${loadAtStart.toFixed(2)}: figures may be low`);
  if (!existsSync(join(webDistDir, "index.html")))
    throw new Error("The web app is not built: run `npm run build` first");
  await buildApi();
  await recreateBenchDatabase(databaseUrl);
  console.log("Starting the API (migrations + demo seed)");
  const api = await startApi(await apiPort(), databaseUrl, { webDistDir });
  await seedBenchUsers(databaseUrl);
  const learner = benchEmail(1);
  console.log(`Giving ${learner} ${TRAININGS} trainings and ${ENROLLMENTS} enrollments`);
  await seedParticipantTrainings(databaseUrl, learner, TRAININGS, OTHERS_PER_TRAINING);
  await seedManyEnrollments(databaseUrl, learner, ENROLLMENTS);

  const load = await measureMyTrainingsLoad(api.port, learner, {
    alsoWaitFor: "main section[aria-labelledby='my-trainings-title'] a",
  });
  const [token = ""] = await signInAll(api.port, [learner]);
  const result = await measure(
    {
      name: `GET /my-trainings (${TRAININGS} trainings)`,
      port: api.port,
      path: "/api/v1/my-trainings",
      headers: { host: TENANT_HOST, authorization: `Bearer ${token}` },
    },
    api.child.pid,
  );

  console.log(
    `/my-trainings (${TRAININGS} trainings, ${ENROLLMENTS} enrollments): first load ` +
      `${load.firstMs} ms, median ${load.medianMs} ms, ${load.tiles} course tiles on screen`,
  );
  console.log(
    `${result.scenario}: ${result.requestsPerSecond.toFixed(1)} req/s, p50 ${result.p50Ms} ms, ` +
      `p99 ${result.p99Ms} ms, ${result.requests} requests, ${result.non2xx} non-2xx`,
  );
  if (result.cpu)
    console.log(
      `  CPU per request: API ${result.cpu.apiUs} µs, PostgreSQL ${result.cpu.databaseUs} µs`,
    );
  const targets: Target[] = [
    {
      description: `/my-trainings first load < ${FIRST_LOAD_TARGET_MS} ms in Chromium (${TRAININGS} trainings, ${ENROLLMENTS} enrollments)`,
      actual: `${load.firstMs} ms`,
      met: load.firstMs < FIRST_LOAD_TARGET_MS,
    },
    {
      description: "every GET /my-trainings answered with 2xx",
      actual: `${result.non2xx} non-2xx, ${result.errors} errors`,
      met: result.non2xx === 0 && result.errors === 0,
    },
  ];
  for (const target of targets)
    console.log(
      `  ${target.met ? "met    " : "NOT MET"}  ${target.description} (actual ${target.actual})`,
    );
  console.log(
    `\nResults written to ${await writeResults([result], targets, loadAtStart, "my-trainings.json")}`,
  );
  return result.non2xx > 0 || result.errors > 0 ? 1 : 0;
}

await runBench(bench);
