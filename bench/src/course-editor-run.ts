/**
 * `npm run bench:editor -w @leerlijn/bench [port]`: the author tool's targets on their own, with
 * their own database, so they can be measured without the whole bench. Saving a block under
 * load (autocannon), then opening the editor of the 500-block course in Chromium.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { join } from "node:path";
import { buildApi, startApi } from "./api-server";
import { benchDatabaseUrl, recreateBenchDatabase } from "./bench-database";
import { blockPatchScenario, COURSE_BLOCKS, createLargeCourse } from "./course-editor";
import { measureEditorLoad } from "./editor-load";
import { apiDir } from "./paths";
import { measure } from "./scenarios";
import { stopAllServers } from "./server-process";
import { signInAll } from "./sign-in";

/** Its own database, so it can run beside the other benches. */
const DATABASE_URL = `${benchDatabaseUrl}_editor`;
const AUTHOR_EMAIL = "groepsleider@demo.example";
const CONNECTIONS = 50;
const SECTIONS = 10;

async function run(port: number): Promise<boolean> {
  await buildApi();
  await recreateBenchDatabase(DATABASE_URL);
  const api = await startApi(port, DATABASE_URL, { webDistDir: join(apiDir, "../web/dist") });
  try {
    const token = (await signInAll(port, [AUTHOR_EMAIL]))[0] ?? "";
    console.log(`Building a course with ${COURSE_BLOCKS} blocks`);
    const course = await createLargeCourse(port, token);
    const scenario = blockPatchScenario(port, token, course, CONNECTIONS);
    console.log(`Measuring ${scenario.name}`);
    const patch = await measure(scenario, api.child.pid);
    await sleep(1_500);
    console.log("Opening the editor in Chromium");
    const load = await measureEditorLoad(
      `http://localhost:${port}`,
      AUTHOR_EMAIL,
      `${course.base}/edit/3`,
      COURSE_BLOCKS / SECTIONS,
    );
    const patchMet = patch.p99Ms < 30 && patch.non2xx === 0 && patch.errors === 0;
    const loadMet = load.medianMs < 1_000;
    console.log(
      [
        `PATCH block, ${CONNECTIONS} connections: ${Math.round(patch.requestsPerSecond)} req/s, p50 ${patch.p50Ms} ms, p99 ${patch.p99Ms} ms, non-2xx ${patch.non2xx}, errors ${patch.errors} (target p99 < 30 ms: ${patchMet ? "met" : "MISSED"})`,
        `CPU per PATCH: API ${patch.cpu?.apiUs ?? "?"} µs, PostgreSQL ${patch.cpu?.databaseUs ?? "?"} µs`,
        `Editor of the ${COURSE_BLOCKS}-block course in Chromium: median ${load.medianMs} ms over ${load.allMs.join(", ")} ms (target < 1000 ms: ${loadMet ? "met" : "MISSED"})`,
      ].join("\n"),
    );
    return patchMet && loadMet;
  } finally {
    await stopAllServers();
  }
}

const port = Number(process.argv[2] ?? 3222);
run(port).then(
  (met) => process.exit(met ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
