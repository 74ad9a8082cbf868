import { index, pgEnum, pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table";
import { users } from "./users.table";

export const accountTokenKinds = [
  "invitation",
  "password_reset",
  "login_link",
  "email_change",
] as const;
export type AccountTokenKind = (typeof accountTokenKinds)[number];
export const accountTokenKind = pgEnum("account_token_kind", accountTokenKinds);

/**
 * Single-use links sent by mail: invitations, password resets, sign-in links and email
 * confirmations. A link
 * carries the row id and a secret; only the secret's SHA-256 is stored. Each is valid on one
 * company's hosts only.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: accountTokenKind().notNull(),
    secretHash: varchar({ length: 64 }).notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** For an email change: the new address, which takes effect once this link is used. */
    email: varchar({ length: 255 }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId, table.kind), index().on(table.expiresAt)],
);
export type AccountTokenRow = typeof accountTokens.$inferSelect;
