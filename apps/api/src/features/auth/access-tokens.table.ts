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
    /** The session's maximum lifetime; it ends sooner after a while without use (lastUsedAt). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId), index().on(table.expiresAt)],
);
