import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestDatabase, testServerUrl } from "../../test/build-test-app";
import { UrgentLanePool } from "./urgent-pool";

const serverUrl = testServerUrl();

describe("the urgent lane", () => {
  it("answers like the database it belongs to", async () => {
    const database = await buildTestDatabase();
    const { rows } = (await database.urgent.execute(sql`select 41 + 1 as value`)) as {
      rows: { value: number }[];
    };
    expect(rows).toEqual([{ value: 42 }]);
  });

  // The embedded database has one connection and no queue to go before: the server suite runs it.
  it.runIf(serverUrl)("goes before the checkouts already waiting for a connection", async () => {
    const pool = new UrgentLanePool({ connectionString: serverUrl, max: 1 });
    try {
      const busy = await pool.connect();
      const finished: string[] = [];
      const waiting = pool.query("select 'waiting'").then(() => finished.push("waiting"));
      const urgent = pool.urgent
        .query({ text: "select 'urgent'" })
        .then(() => finished.push("urgent"));
      busy.release();
      await Promise.all([waiting, urgent]);
      expect(finished).toEqual(["urgent", "waiting"]);
    } finally {
      await pool.end();
    }
  });

  it.runIf(serverUrl)("hands the connection back when the query fails", async () => {
    const pool = new UrgentLanePool({ connectionString: serverUrl, max: 1 });
    try {
      await expect(pool.urgent.query({ text: "select * from no_such_table" })).rejects.toThrow();
      const { rows } = await pool.query("select 1 as value");
      expect(rows).toEqual([{ value: 1 }]);
    } finally {
      await pool.end();
    }
  });
});
