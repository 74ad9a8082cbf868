import { sql } from "drizzle-orm";
import {
  index,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table";
import { companyUsers } from "../users/users.table";

/** A named set of a company's people, used to enroll or invite them together. */
export const groups = pgTable(
  "groups",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: varchar({ length: 255 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("groups_company_id_lower_name_index").on(
      table.companyId,
      sql`lower(${table.name})`,
    ),
  ],
);
export type GroupRow = typeof groups.$inferSelect;

/** Membership of a group; leaving the company (removing the company user) leaves the group. */
export const groupMembers = pgTable(
  "group_members",
  {
    groupId: uuid()
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    companyUserId: uuid()
      .notNull()
      .references(() => companyUsers.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.companyUserId] }),
    index().on(table.companyUserId),
  ],
);
