import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { courseGroupItemTypes } from "@leerlijn/contracts/course-groups/course-group.schema";
import { companies } from "../companies/companies.table";
import { courses } from "../courses/courses.table";
import { documents } from "../documents/documents.table";
import { groups } from "../groups/groups.table";
import { media } from "../media/media.table";
import { trainingTemplates } from "../trainings/trainings.table";
import { companyUsers, users } from "../users/users.table";

/** An onboarding path: a company's ordered list of things to do, assigned to people. */
export const courseGroups = pgTable(
  "course_groups",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: varchar({ length: 255 }).notNull(),
    description: text().notNull().default(""),
    imageMediaId: uuid().references(() => media.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.companyId)],
);
export type CourseGroupRow = typeof courseGroups.$inferSelect;

export const courseGroupItemType = pgEnum("course_group_item_type", courseGroupItemTypes);

/**
 * One step of a path, at its position. The type says which target column holds the step, and
 * only that one is set: a course, a training template (any training planned from it counts) or
 * a document.
 */
export const courseGroupItems = pgTable(
  "course_group_items",
  {
    courseGroupId: uuid()
      .notNull()
      .references(() => courseGroups.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    itemType: courseGroupItemType().notNull(),
    courseId: uuid().references(() => courses.id, { onDelete: "cascade" }),
    trainingTemplateId: uuid().references(() => trainingTemplates.id, { onDelete: "cascade" }),
    /** Deleting a document only marks it, so its step stays (shown, no longer assigned). */
    documentId: uuid().references(() => documents.id, { onDelete: "cascade" }),
    /** Days after the person's start by which the step should be done; null: no due date. */
    dueDays: integer(),
    /** The step opens only once the one before it is done. */
    lockedUntilPreviousDone: boolean().notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.courseGroupId, table.position] }),
    index().on(table.courseId),
    index().on(table.trainingTemplateId),
    index().on(table.documentId),
    // The new type values are compared as text: a migration may not use an enum value it adds.
    check(
      "course_group_items_target",
      sql`num_nonnulls(${table.courseId}, ${table.trainingTemplateId}, ${table.documentId}) = 1
        and (${table.itemType}::text <> 'course' or ${table.courseId} is not null)
        and (${table.itemType}::text <> 'training' or ${table.trainingTemplateId} is not null)
        and (${table.itemType}::text <> 'document' or ${table.documentId} is not null)`,
    ),
  ],
);
export type CourseGroupItemRow = typeof courseGroupItems.$inferSelect;

/** A group linked to a path: its members get the path, also those who join later. */
export const courseGroupLinks = pgTable(
  "course_group_links",
  {
    courseGroupId: uuid()
      .notNull()
      .references(() => courseGroups.id, { onDelete: "cascade" }),
    groupId: uuid()
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.courseGroupId, table.groupId] }),
    index().on(table.groupId),
  ],
);

/**
 * A person following a path from their start date. Ending it sets `endedAt`: the row stays as
 * history, and so do the enrollments the path made. At most one running per person and path.
 */
export const courseGroupAssignments = pgTable(
  "course_group_assignments",
  {
    id: uuid().primaryKey().defaultRandom(),
    courseGroupId: uuid()
      .notNull()
      .references(() => courseGroups.id, { onDelete: "cascade" }),
    companyUserId: uuid()
      .notNull()
      .references(() => companyUsers.id, { onDelete: "cascade" }),
    /** The linked group that brought the path, when it came through one. */
    groupId: uuid().references(() => groups.id, { onDelete: "set null" }),
    startDate: date({ mode: "string" }).notNull(),
    assignedById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
    endedById: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("course_group_assignments_one_running")
      .on(table.courseGroupId, table.companyUserId)
      .where(sql`${table.endedAt} is null`),
    index().on(table.companyUserId),
  ],
);
