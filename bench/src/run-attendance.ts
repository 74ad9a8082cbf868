/**
 * `npm run bench:attendance -w @leerlijn/bench [port]`: saving the attendance list of a
 * 150-participant date under load, with its own database (BENCH_DATABASE + "_attendance").
 * Target (issue 21): at most 10 ms of CPU per save, API and PostgreSQL together.
 */
import { buildApi, startApi } from "./api-server";
import { benchDatabaseUrl, recreateBenchDatabase } from "./bench-database";
import { attendanceSaveScenario, planAttendanceTrainings } from "./attendance-bench";
import { measure } from "./scenarios";
import { seedBenchUsers } from "./seed-users";
import { stopAllServers } from "./server-process";
import { signInAll } from "./sign-in";

const DATABASE_URL = `${benchDatabaseUrl}_attendance`;
const COORDINATOR = "groepsleider@demo.example";
/** Ten trainers saving their own lists back to back: far more than ten doors would. */
const CONNECTIONS = 10;
/** Trainings with a filled-in first date besides the measured ones. */
const HISTORY = 40;
const TARGET_CPU_US = 10_000;

async function run(port: number): Promise<boolean> {
  await buildApi();
  await recreateBenchDatabase(DATABASE_URL);
  const api = await startApi(port, DATABASE_URL);
  try {
    await seedBenchUsers(DATABASE_URL);
    const token = (await signInAll(port, [COORDINATOR]))[0] ?? "";
    console.log(`Planning ${HISTORY + CONNECTIONS} trainings of 150 participants`);
    const dates = await planAttendanceTrainings(port, token, DATABASE_URL, HISTORY + CONNECTIONS);
    const scenario = attendanceSaveScenario(port, token, dates.slice(0, CONNECTIONS));
    console.log(`Measuring ${scenario.name}`);
    const save = await measure(scenario, api.child.pid);
    const cpuUs = (save.cpu?.apiUs ?? Infinity) + (save.cpu?.databaseUs ?? Infinity);
    const met = cpuUs <= TARGET_CPU_US && save.non2xx === 0 && save.errors === 0;
    console.log(
      [
        `PATCH attendance, 150 participants, ${CONNECTIONS} connections: ${Math.round(save.requestsPerSecond)} req/s, p50 ${save.p50Ms} ms, p99 ${save.p99Ms} ms, non-2xx ${save.non2xx}, errors ${save.errors}`,
        `CPU per save: API ${save.cpu?.apiUs ?? "?"} µs, PostgreSQL ${save.cpu?.databaseUs ?? "?"} µs (target together ≤ ${TARGET_CPU_US} µs: ${met ? "met" : "MISSED"})`,
      ].join("\n"),
    );
    return met;
  } finally {
    await stopAllServers();
  }
}

const port = Number(process.argv[2] ?? 3223);
run(port).then(
  (met) => process.exit(met ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
