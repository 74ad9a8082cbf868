import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestDatabase } from "../../test/build-test-app";
import { integer, pgTable } from "drizzle-orm/pg-core";
import { openDatabase } from "./database";
import {
  arrayLiteral,
  builtOnce,
  literalLimit,
  prepareRaw,
  statementName,
} from "./prepared-statements";

describe("statementName", () => {
  it("keeps the label and tells texts apart", () => {
    const one = statementName("media-page", "select 1");
    expect(one.startsWith("media-page:")).toBe(true);
    expect(statementName("media-page", "select 1")).toBe(one);
    expect(statementName("media-page", "select 2")).not.toBe(one);
  });

  it("stays within the 63 bytes PostgreSQL keeps of a name", () => {
    const name = statementName("x".repeat(200), "select 1");
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(63);
  });
});

describe("prepareRaw", () => {
  it("runs one label with different texts and values on one connection", async () => {
    const database = await buildTestDatabase();
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await prepareRaw(database.db, "probe", query).execute()) as { rows: { value: number }[] })
        .rows;

    // Without a name per text, node-postgres refuses the second text under the same label.
    for (let run = 0; run < 8; run += 1) {
      expect(await rows(sql`select ${run}::int as value`)).toEqual([{ value: run }]);
      expect(await rows(sql`select ${run}::int + 1 as value`)).toEqual([{ value: run + 1 }]);
    }
    if (database.kind === "postgres") {
      const prepared = (await database.db.execute(
        sql`select name from pg_prepared_statements where name like 'probe:%'`,
      )) as { rows: unknown[] };
      // The pool may have used several connections; this one holds at least one of each text.
      expect(prepared.rows.length).toBeGreaterThan(0);
    }
  });
});

describe("prepareRaw with placeholders", () => {
  it("runs one prepared statement with new values each time", async () => {
    const database = await buildTestDatabase();
    const statement = prepareRaw(
      database.db,
      "probe-values",
      sql`select ${sql.placeholder("n")}::int * 2 as value`,
    );
    for (const n of [1, 2, 3, 4, 5, 6, 7])
      expect(((await statement.execute({ n })) as { rows: unknown[] }).rows).toEqual([
        { value: n * 2 },
      ]);
  });
});

describe("literalLimit", () => {
  it("writes the limit into the statement and binds nothing for it", async () => {
    const database = await buildTestDatabase();
    const things = pgTable("things", { id: integer() });
    const query = database.db.select().from(things).limit(literalLimit(26)).toSQL();
    expect(query.sql.endsWith(" limit 26")).toBe(true);
    expect(query.params).toEqual([]);
  });

  it("refuses anything but a row count", () => {
    expect(() => literalLimit(1.5)).toThrow();
    expect(() => literalLimit(-1)).toThrow();
  });
});

describe("builtOnce", () => {
  it("builds once per database handle and shape", async () => {
    const database = await buildTestDatabase();
    const built: string[] = [];
    const query = builtOnce((_db, shape) => {
      built.push(shape);
      return { shape };
    });
    const first = query(database.db, "scoped");
    expect(query(database.db, "scoped")).toBe(first);
    expect(query(database.db, "unscoped")).not.toBe(first);
    expect(built).toEqual(["scoped", "unscoped"]);
  });
});

describe("arrayLiteral", () => {
  it("passes an enum array on an embedded database that created the enum itself", async () => {
    // Not the shared migrated dump: PGlite must meet the enum only after it started.
    const database = await openDatabase({ kind: "pglite", dataDir: null });
    try {
      await database.migrate();
      const statement = prepareRaw(
        database.db,
        "enum-array",
        sql`select 'rejected'::course_status = any(${sql.placeholder("statuses")}::course_status[]) as found`,
      );
      const found = async (statuses: string[]) =>
        (
          (await statement.execute({ statuses: arrayLiteral(statuses) })) as {
            rows: { found: boolean }[];
          }
        ).rows[0]?.found;
      expect(await found(["concept", "rejected"])).toBe(true);
      expect(await found(["concept"])).toBe(false);
    } finally {
      await database.close();
    }
  }, 60_000);
});
