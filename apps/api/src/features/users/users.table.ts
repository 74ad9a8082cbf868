import { sql } from "drizzle-orm";
import {
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { Role } from "@leerlijn/contracts/permissions";
import { companies } from "../companies/companies.table";

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: varchar({ length: 255 }).notNull(),
    middleName: varchar({ length: 255 }),
    lastName: varchar({ length: 255 }).notNull(),
    /** Stored lower-cased; null for people who never sign in (training participants). */
    email: varchar({ length: 255 }),
    passwordHash: text(),
    phoneNumber: varchar({ length: 32 }),
    dateOfBirth: date({ mode: "string" }),
    signature: text(),
    avatarUrl: text(),
    notificationPreference: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Everything user search looks in, lower-cased in one value, so a search word is one LIKE
     * on one column, which the trigram index below can answer.
     */
    searchText: text().generatedAlwaysAs(
      sql`lower(first_name || ' ' || coalesce(middle_name, '') || ' ' || last_name || ' ' || coalesce(email, ''))`,
    ),
  },
  (table) => [
    uniqueIndex()
      .on(table.email)
      .where(sql`${table.email} is not null`),
    // The order of every people list (user management, exports), read page by page.
    index("users_name_order_index").on(table.lastName, table.firstName, table.id),
    index("users_search_text_trgm_index").using("gin", table.searchText.op("gin_trgm_ops")),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** A person's place in a company: their roles there and whether they are active. */
export const companyUsers = pgTable(
  "company_users",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roles: text().array().$type<Role[]>().notNull(),
    deactivatedAt: timestamp({ withTimezone: true }),
    /**
     * Set while someone who already had an account (with a password) has been invited here and
     * has not accepted yet: until then the membership gives no access, so nobody joins a company
     * without their consent.
     */
    pendingSince: timestamp({ withTimezone: true }),
    /**
     * While pending, the name the company gave when it invited the person: their own name is
     * theirs to share, so adding an address shows the company nothing it did not type itself.
     */
    invitedFirstName: varchar({ length: 255 }),
    invitedMiddleName: varchar({ length: 255 }),
    invitedLastName: varchar({ length: 255 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex().on(table.companyId, table.userId), index().on(table.userId)],
);
export type CompanyUserRow = typeof companyUsers.$inferSelect;
