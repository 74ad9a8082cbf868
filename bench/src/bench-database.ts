import pg from "pg";

const SERVER_URL = "postgres://root@127.0.0.1:5432";
/** BENCH_DATABASE lets several people bench against one PostgreSQL without clashing. */
const NAME = process.env.BENCH_DATABASE ?? "leerlijn_bench";
/** Every bench database's name starts with this; the CPU count keeps to their backends. */
export const benchDatabasePrefix = NAME;
export const benchDatabaseUrl = `${SERVER_URL}/${NAME}`;
/** The learning bench has its own database, so it can run beside the main bench. */
export const learningBenchDatabaseUrl = `${SERVER_URL}/${NAME}_learning`;

/** A fresh database each run, so earlier runs' tokens and users do not skew the figures. */
export async function recreateBenchDatabase(url = benchDatabaseUrl): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await admin.connect();
  try {
    // FORCE: a server left over from an interrupted run may still hold connections.
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/**
 * Waits until the demo seed's media are processed: thumbnails and the video transcode run in
 * the API process right after start-up and would otherwise take the CPU from the first scenarios.
 */
export async function waitForBackgroundWork(url: string, timeoutMs = 180_000): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ pending: string }>(
        "SELECT count(*) AS pending FROM media WHERE status = 'processing'",
      );
      if (Number(rows[0]?.pending ?? 0) === 0) return;
      if (Date.now() > deadline) throw new Error("demo media still processing after 3 minutes");
      await new Promise((done) => setTimeout(done, 500));
    }
  } finally {
    await client.end();
  }
}
