import { statusOfPercentage } from "@leerlijn/contracts/enrollments/enrollment.schema";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { statusOfPercentageSql } from "./status-of-percentage.sql";

const { database } = await buildTestApp();

describe("the status of a percentage in SQL", () => {
  it("is the contract's status for every percentage", async () => {
    // Both drivers (node-postgres and PGlite) answer with `rows`.
    const { rows } = (await database.db.execute<{ p: number; status: string }>(
      sql`select p, ${statusOfPercentageSql(sql`p`)} as status from generate_series(0, 100) as p`,
    )) as { rows: { p: number; status: string }[] };
    expect(rows).toHaveLength(101);
    for (const row of rows) expect(row.status).toBe(statusOfPercentage(Number(row.p)));
  });
});
