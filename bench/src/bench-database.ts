import pg from "pg";

const SERVER_URL = "postgres://root@127.0.0.1:5432";
/** BENCH_DATABASE lets several people bench against one PostgreSQL without clashing. */
const NAME = process.env.BENCH_DATABASE ?? "leerlijn_bench";
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
