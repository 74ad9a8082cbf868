/**
 * `npm run bench:certificates -w @leerlijn/bench [port]`: issuing the certificates of one
 * 150-participant training (the final list saved, then one `certificates.issue` job each, drawn
 * by the API's in-process worker as in production), and the public verification call under
 * load. Its own database (BENCH_DATABASE + "_certificates").
 * Targets (issue 22): all 150 issued within 20 s with the API's resident memory growing less
 * than 150 MB; at most 0.5 ms of CPU per verification, API and PostgreSQL together.
 */
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { buildApi, startApi } from "./api-server";
import { benchDatabaseUrl, recreateBenchDatabase } from "./bench-database";
import { call } from "./http-client";
import { measure } from "./scenarios";
import { benchEmail, seedBenchUsers } from "./seed-users";
import { stopAllServers } from "./server-process";
import { signInAll, TENANT_HOST } from "./sign-in";

const DATABASE_URL = `${benchDatabaseUrl}_certificates`;
const COORDINATOR = "groepsleider@demo.example";
const PARTICIPANTS = 150;
const TARGET_ISSUE_MS = 20_000;
const TARGET_GROWTH_MB = 150;
const TARGET_VERIFY_CPU_US = 500;

/** Resident memory of a process in MB, from /proc. */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function learnerIds(client: pg.Client): Promise<string[]> {
  const emails = Array.from({ length: PARTICIPANTS }, (_, n) => benchEmail(n + 1));
  const { rows } = await client.query<{ id: string }>(
    `SELECT cu.id FROM company_users cu JOIN users u ON u.id = cu.user_id
     WHERE u.email = ANY($1::text[])`,
    [emails],
  );
  return rows.map((row) => row.id);
}

async function run(port: number): Promise<boolean> {
  await buildApi();
  await recreateBenchDatabase(DATABASE_URL);
  const api = await startApi(port, DATABASE_URL);
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    await seedBenchUsers(DATABASE_URL);
    const token = (await signInAll(port, [COORDINATOR]))[0] ?? "";
    const headers = { host: TENANT_HOST, authorization: `Bearer ${token}` };
    const created = await call(port, "POST", "/api/v1/trainings", headers, {
      name: "Bench: BHV met certificaat",
      location: { street: "Oudegracht", number: "12", postalCode: "3511AB", city: "Utrecht" },
      dates: [{ date: "2099-03-02", timeFrom: "09:00", timeTo: "12:30" }],
      settings: { generateCertificates: true, certificateExpiryDate: "2101-03-02" },
      participants: { companyUserIds: await learnerIds(db), groupIds: [] },
    });
    if (created.status !== 201) throw new Error(`POST /trainings: ${created.status}`);
    const training = (
      JSON.parse(created.body) as {
        data: { id: string; dates: { id: string }[]; participants: { trainingUserId: string }[] };
      }
    ).data;
    const before = residentMb(api.child.pid ?? 0);
    let peak = before;
    const started = performance.now();
    const saved = await call(
      port,
      "PATCH",
      `/api/v1/trainings/${training.id}/attendance/${training.dates[0]?.id}`,
      headers,
      {
        saveTemporarily: false,
        participants: training.participants.map(({ trainingUserId }) => ({
          trainingUserId,
          isPresent: true,
          passed: true,
        })),
      },
    );
    if (saved.status !== 200) throw new Error(`PATCH attendance: ${saved.status} ${saved.body}`);
    let issued = 0;
    while (performance.now() - started < 120_000) {
      peak = Math.max(peak, residentMb(api.child.pid ?? 0));
      const { rows } = await db.query<{ done: string }>(
        "SELECT count(*) AS done FROM certificates WHERE training_id = $1 AND storage_key IS NOT NULL",
        [training.id],
      );
      issued = Number(rows[0]?.done ?? 0);
      if (issued >= PARTICIPANTS) break;
      await sleep(50);
    }
    const issueMs = Math.round(performance.now() - started);
    const growth = peak - before;
    const issueMet =
      issued >= PARTICIPANTS && issueMs <= TARGET_ISSUE_MS && growth < TARGET_GROWTH_MB;
    console.log(
      `Issued ${issued} of ${PARTICIPANTS} certificates in ${issueMs} ms (${Math.round((issued * 1000) / issueMs)}/s); API resident memory ${Math.round(before)} → peak ${Math.round(peak)} MB, growth ${Math.round(growth)} MB (targets ≤ ${TARGET_ISSUE_MS} ms and < ${TARGET_GROWTH_MB} MB: ${issueMet ? "met" : "MISSED"})`,
    );

    const { rows } = await db.query<{ code: string }>(
      "SELECT code FROM certificates WHERE training_id = $1 AND code IS NOT NULL LIMIT 1",
      [training.id],
    );
    const code = rows[0]?.code ?? "";
    const verify = await measure(
      {
        name: "GET /certificates/verify/:code",
        port,
        path: `/api/v1/certificates/verify/${code}`,
        headers: { host: TENANT_HOST },
      },
      api.child.pid,
    );
    const cpuUs = (verify.cpu?.apiUs ?? Infinity) + (verify.cpu?.databaseUs ?? Infinity);
    const verifyMet = cpuUs <= TARGET_VERIFY_CPU_US && verify.non2xx === 0 && verify.errors === 0;
    console.log(
      [
        `GET verify: ${Math.round(verify.requestsPerSecond)} req/s, p50 ${verify.p50Ms} ms, p99 ${verify.p99Ms} ms, non-2xx ${verify.non2xx}, errors ${verify.errors}`,
        `CPU per verification: API ${verify.cpu?.apiUs ?? "?"} µs, PostgreSQL ${verify.cpu?.databaseUs ?? "?"} µs (target together ≤ ${TARGET_VERIFY_CPU_US} µs: ${verifyMet ? "met" : "MISSED"})`,
      ].join("\n"),
    );
    return issueMet && verifyMet;
  } finally {
    await db.end();
    await stopAllServers();
  }
}

const port = Number(process.argv[2] ?? 3224);
run(port).then(
  (met) => process.exit(met ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
