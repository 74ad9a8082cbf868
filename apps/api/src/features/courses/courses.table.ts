import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { type BlockContent, blockTypes } from "@leerlijn/contracts/courses/block.schema";
import { courseStatuses } from "@leerlijn/contracts/courses/course-status";
import { courseTypeKeys } from "@leerlijn/contracts/courses/course-types";
import { scoringMethods } from "@leerlijn/contracts/courses/course-version.schema";
import { sectionTypeKeys } from "@leerlijn/contracts/courses/section.schema";
import { companies } from "../companies/companies.table";
import { users } from "../users/users.table";

export const courseTypeKey = pgEnum("course_type_key", courseTypeKeys);
export const courseStatus = pgEnum("course_status", courseStatuses);
export const sectionTypeKey = pgEnum("section_type_key", sectionTypeKeys);
export const scoringMethod = pgEnum("scoring_method", scoringMethods);
export const blockType = pgEnum("block_type", blockTypes);

/**
 * A course of a company. Its content lives in versions; `publishedVersionId` is the version
 * learners are enrolled in now (an enrollment keeps the version it was made on).
 */
export const courses = pgTable(
  "courses",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    courseTypeKey: courseTypeKey().notNull(),
    publishedVersionId: uuid().references((): AnyPgColumn => courseVersions.id, {
      onDelete: "set null",
    }),
    createdById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Deleted courses stay for the enrollments and results that refer to them. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.companyId)],
);
export type CourseRow = typeof courses.$inferSelect;

/** One version of a course: its general information, settings, status and content. */
export const courseVersions = pgTable(
  "course_versions",
  {
    id: uuid().primaryKey().defaultRandom(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** The course's company, repeated so every query can scope without a join. */
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    number: integer().notNull(),
    status: courseStatus().notNull().default("concept"),
    name: varchar({ length: 255 }).notNull(),
    description: text().notNull().default(""),
    imageMediaId: uuid(),
    learningGoals: text().array().notNull().default([]),
    testGoals: text().array().notNull().default([]),
    categories: text().array().notNull().default([]),
    estimatedMinutes: integer(),
    scoringMethod: scoringMethod().notNull().default("none"),
    passPercentage: integer(),
    /** Null: no time limit. */
    timeLimitMinutes: integer(),
    checkAnswerMode: boolean().notNull().default(false),
    /** Passing this version issues a certificate, like a training's final attendance does. */
    issuesCertificate: boolean().notNull().default(false),
    /** Months such a certificate counts from its issue day; null: it does not expire. */
    certificateValidityMonths: integer(),
    isAvailableForAllStudentsOfThisDomain: boolean().notNull().default(false),
    rejectionReason: text(),
    submittedAt: timestamp({ withTimezone: true }),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedById: uuid().references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp({ withTimezone: true }),
    /** Set when a newer version went live; learners enrolled before keep this one. */
    supersededAt: timestamp({ withTimezone: true }),
    /** Goes up with every save of the version's own fields, for conflict detection. */
    revision: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Last change to the version, its sections or the order of its blocks. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex().on(table.courseId, table.number),
    index().on(table.companyId),
    index().on(table.status),
  ],
);
export type CourseVersionRow = typeof courseVersions.$inferSelect;

/**
 * The section tree of a version, kept twice: as `parentSectionId` and as nested-set bounds
 * (`leftBower`, `rightBower`) that every structural change renumbers in the same transaction.
 */
export const courseSections = pgTable(
  "course_sections",
  {
    id: uuid().primaryKey().defaultRandom(),
    versionId: uuid()
      .notNull()
      .references(() => courseVersions.id, { onDelete: "cascade" }),
    parentSectionId: uuid().references((): AnyPgColumn => courseSections.id, {
      onDelete: "cascade",
    }),
    sectionTypeKey: sectionTypeKey().notNull(),
    title: varchar({ length: 255 }).notNull(),
    leftBower: integer().notNull(),
    rightBower: integer().notNull(),
    depth: integer().notNull(),
    revision: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.versionId, table.leftBower)],
);
export type CourseSectionRow = typeof courseSections.$inferSelect;

/**
 * A block of a section. `uuid` names the block within its version and stays the same in later
 * versions, so progress and answers can refer to it; `id` is the row's own key.
 */
export const courseBlocks = pgTable(
  "course_blocks",
  {
    id: uuid().primaryKey().defaultRandom(),
    versionId: uuid()
      .notNull()
      .references(() => courseVersions.id, { onDelete: "cascade" }),
    sectionId: uuid()
      .notNull()
      .references(() => courseSections.id, { onDelete: "cascade" }),
    uuid: uuid().notNull(),
    position: integer().notNull(),
    type: blockType().notNull(),
    content: jsonb().$type<BlockContent>().notNull(),
    revision: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedById: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex().on(table.versionId, table.uuid),
    // No index on updatedAt: a save then changes no indexed column, so PostgreSQL can update
    // the row in place (a HOT update), which keeps the hot path of the editor cheap.
    index().on(table.sectionId, table.position),
  ],
);
export type CourseBlockRow = typeof courseBlocks.$inferSelect;
