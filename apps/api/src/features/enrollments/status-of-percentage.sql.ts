import { type SQL, sql } from "drizzle-orm";

/** `statusOfPercentage` for statements that work the percentage out themselves. */
export const statusOfPercentageSql = (percentage: SQL): SQL =>
  sql`(case when ${percentage} >= 100 then 'done' when ${percentage} > 0 then 'in-progress'
    else 'open' end)::enrollment_status`;
