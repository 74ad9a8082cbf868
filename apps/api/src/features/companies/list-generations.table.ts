import { bigint, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";

/** The lists whose totals are kept per generation (`list-totals.ts`). */
export type CountedList = "people" | "trainings";

/**
 * A counter per company and list that database triggers raise whenever anything the list counts
 * or filters on changes (migration 0023 names the tables and columns). A total counted at a
 * generation is exact for as long as the generation stays the same, on every API instance and
 * whichever code path made the change.
 */
export const listGenerations = pgTable(
  "list_generations",
  {
    // No foreign key: the triggers also fire while a company's rows are deleted with it.
    companyId: uuid().notNull(),
    list: text().$type<CountedList>().notNull(),
    generation: bigint({ mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.list] })],
);
