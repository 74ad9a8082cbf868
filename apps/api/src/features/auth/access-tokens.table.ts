import { index, pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table";
import { users } from "../users/users.table";

/** Bearer tokens, stored only as SHA-256 hashes; each is valid on one company's hosts. */
export const accessTokens = pgTable(
  "access_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.userId), index().on(table.expiresAt)],
);
