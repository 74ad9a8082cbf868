import { gt, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestDatabase } from "../../test/build-test-app";
import { integer, pgTable } from "drizzle-orm/pg-core";
import { openDatabase } from "./database";
import { arrayLiteral, builtOnce } from "./prepared-statements";
import { statementName } from "./statement-names";

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

describe("named statements", () => {
  it("run one label with different texts and values on one connection", async () => {
    const database = await buildTestDatabase();
    await database.db.execute(sql`create table probe_things (id integer)`);
    await database.db.execute(sql`insert into probe_things values (1), (2), (3)`);
    const probe = pgTable("probe_things", { id: integer() });
    const above = sql.placeholder("above");
    const many = database.db.select().from(probe).where(gt(probe.id, above)).prepare("probe");
    const one = database.db
      .select()
      .from(probe)
      .where(gt(probe.id, above))
      .orderBy(probe.id)
      .limit(1)
      .prepare("probe");
    // Without a name per text, node-postgres refuses the second text under the same label.
    for (let run = 0; run < 8; run += 1) {
      expect(await many.execute({ above: 1 })).toHaveLength(2);
      expect(await one.execute({ above: run % 3 })).toEqual([{ id: (run % 3) + 1 }]);
    }
  });
});

describe("builtOnce", () => {
  it("builds once per database handle and shape", async () => {
    const database = await buildTestDatabase();
    const built: string[] = [];
    const query = builtOnce((_db, shape: "scoped" | "unscoped") => {
      built.push(shape);
      return { shape };
    });
    const first = query(database.db, "scoped");
    expect(query(database.db, "scoped")).toBe(first);
    expect(query(database.db, "unscoped")).not.toBe(first);
    expect(built).toEqual(["scoped", "unscoped"]);
  });

  it("hands the build its typed shape and keys equal shapes alike in any field order", async () => {
    const database = await buildTestDatabase();
    const built: { companies: number; later: boolean }[] = [];
    const query = builtOnce((_db, shape: { companies: number; later: boolean }) => {
      built.push(shape);
      return { text: `${shape.companies} companies${shape.later ? ", later page" : ""}` };
    });
    const first = query(database.db, { companies: 2, later: true });
    expect(query(database.db, { later: true, companies: 2 })).toBe(first);
    expect(query(database.db, { companies: 2, later: false })).not.toBe(first);
    expect(first.text).toBe("2 companies, later page");
    expect(built).toEqual([
      { companies: 2, later: true },
      { companies: 2, later: false },
    ]);
  });
});

describe("arrayLiteral", () => {
  it("passes an enum array on an embedded database that created the enum itself", async () => {
    // Not the shared migrated dump: PGlite must meet the enum only after it started.
    const database = await openDatabase({ kind: "pglite", dataDir: null });
    try {
      await database.migrate();
      const found = async (statuses: string[]) =>
        (
          (await database.db.execute(
            sql`select 'rejected'::course_status = any(${arrayLiteral(statuses)}::course_status[]) as found`,
          )) as { rows: { found: boolean }[] }
        ).rows[0]?.found;
      expect(await found(["concept", "rejected"])).toBe(true);
      expect(await found(["concept"])).toBe(false);
    } finally {
      await database.close();
    }
  }, 60_000);
});
