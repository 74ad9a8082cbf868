import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { migrationsFolder } from "./migrations-folder";
import { StatementNamingClient } from "./statement-names";

export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** What the job queue connects through: the embedded instance itself, or the server's URL. */
  connection: { kind: "pglite"; client: PGlite } | { kind: "postgres"; url: string };
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to start other instances from. */
  dumpDataDir?(): Promise<Blob>;
};

const casing = "snake_case" as const;

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize: number }
  | {
      kind: "pglite";
      dataDir: string | null;
      /** An in-memory instance can start from a dumped data directory instead of initdb. */
      loadDataDir?: Blob;
    };

/** PostgreSQL through a `pg` pool when a URL is given, else an embedded PGlite on disk. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize,
      Client: StatementNamingClient,
    });
    // An idle connection closed by the server (a restart, a failover, a dropped database) is
    // reported on the pool; unheard it would crash the process. The pool replaces it on demand.
    pool.on("error", (error) => console.warn(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { casing });
    return {
      db,
      kind: "postgres",
      connection: { kind: "postgres", url: options.url },
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => {
        try {
          await pool.query("select 1");
          return true;
        } catch {
          return false;
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // The extensions the migrations create (PostgreSQL servers ship them in contrib).
  const extensions = { pg_trgm, btree_gist };
  const client = options.dataDir
    ? new PGlite(options.dataDir, { extensions })
    : new PGlite({
        extensions,
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      });
  const db = drizzlePglite(client, { casing });
  return {
    db,
    kind: "pglite",
    connection: { kind: "pglite", client },
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      try {
        await client.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}

export function databaseOptionsFromConfig(config: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE: number;
  DATA_DIR: string;
}): DatabaseOptions {
  return config.DATABASE_URL
    ? { kind: "postgres", url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { kind: "pglite", dataDir: join(config.DATA_DIR, "db") };
}
