import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { QuestionAnswer } from "@leerlijn/contracts/courses/question-answer.schema";
import { enrollmentSources } from "@leerlijn/contracts/enrollments/enrollment.schema";
import { enrollmentStatuses } from "@leerlijn/contracts/enrollments/enrollment-status";
import { companies } from "../companies/companies.table";
import { courses, courseVersions } from "../courses/courses.table";
import { groups } from "../groups/groups.table";
import { users } from "../users/users.table";

export const enrollmentStatus = pgEnum("enrollment_status", enrollmentStatuses);
export const enrollmentSource = pgEnum("enrollment_source", enrollmentSources);

/**
 * A learner's enrollment in a course, on the version that was live when it was made (or, after
 * a reassign, when it was reassigned). `companyId` is the learner's company on whose host they
 * follow it; the course may belong to another company (the open library). Deleting sets
 * `deletedAt`: the row and its answers stay as history.
 */
export const enrollments = pgTable(
  "enrollments",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    versionId: uuid()
      .notNull()
      .references(() => courseVersions.id, { onDelete: "cascade" }),
    source: enrollmentSource().notNull(),
    /** The group that brought the enrollment, when it came through one. */
    groupId: uuid().references(() => groups.id, { onDelete: "set null" }),
    assignedById: uuid().references(() => users.id, { onDelete: "set null" }),
    isPreview: boolean().notNull().default(false),
    status: enrollmentStatus().notNull().default("open"),
    percentage: integer().notNull().default(0),
    completedBlocks: integer().notNull().default(0),
    totalBlocks: integer().notNull(),
    /** Where the learner goes on: the first block of the attempt not yet done (null when done). */
    resumeSectionId: uuid(),
    resumeBlockUuid: uuid(),
    /** Goes up with every reassign; answers belong to one attempt. */
    attempt: integer().notNull().default(1),
    startedAt: timestamp({ withTimezone: true }),
    deadlineAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    timedOut: boolean().notNull().default(false),
    hasScore: boolean().notNull().default(false),
    scorePoints: integer(),
    maxPoints: integer(),
    isPassed: boolean(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
    deletedById: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    // One enrollment per learner and course at a time; previews and deleted ones stand apart.
    uniqueIndex("enrollments_one_per_course")
      .on(table.companyId, table.userId, table.courseId)
      .where(sql`${table.deletedAt} is null and ${table.isPreview} = false`),
    // Not on updated_at or anything else progress changes: progress updates stay HOT (no index
    // writes), and a learner's few enrollments are sorted after the lookup anyway.
    index().on(table.companyId, table.userId),
    index().on(table.courseId),
    index().on(table.versionId),
  ],
);
export type EnrollmentRow = typeof enrollments.$inferSelect;

/** One key, one answer per enrollment: a second use of a device's key violates this index. */
export const PROGRESS_KEY_INDEX = "enrollment_progress_idempotency_key";

/**
 * A completed block of an attempt: viewed, watched, or answered (with its score). The primary
 * key makes a repeated submission a no-op, so nothing counts twice.
 */
export const enrollmentProgress = pgTable(
  "enrollment_progress",
  {
    enrollmentId: uuid()
      .notNull()
      .references(() => enrollments.id, { onDelete: "cascade" }),
    attempt: integer().notNull(),
    blockUuid: uuid().notNull(),
    sectionId: uuid().notNull(),
    answer: jsonb().$type<QuestionAnswer>(),
    points: integer(),
    maxPoints: integer(),
    isCorrect: boolean(),
    isCheckAnswer: boolean().notNull().default(false),
    /** The device's key of an answer sent from its queue: a resend finds the answer it stored. */
    idempotencyKey: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.enrollmentId, table.attempt, table.blockUuid] }),
    uniqueIndex(PROGRESS_KEY_INDEX)
      .on(table.enrollmentId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
  ],
);
export type EnrollmentProgressRow = typeof enrollmentProgress.$inferSelect;

/** The summary of an attempt that a reassign closed, so results are never lost. */
export const enrollmentAttempts = pgTable(
  "enrollment_attempts",
  {
    enrollmentId: uuid()
      .notNull()
      .references(() => enrollments.id, { onDelete: "cascade" }),
    attempt: integer().notNull(),
    versionId: uuid()
      .notNull()
      .references(() => courseVersions.id, { onDelete: "cascade" }),
    percentage: integer().notNull(),
    hasScore: boolean().notNull(),
    scorePoints: integer(),
    maxPoints: integer(),
    isPassed: boolean(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    reassignedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reassignedById: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [primaryKey({ columns: [table.enrollmentId, table.attempt] })],
);

/**
 * A course assigned to a group: its members are enrolled, also those who join later (their
 * enrollment is made in the same transaction as their joining, see `EnrollInGroupCourses`).
 */
export const groupCourseAssignments = pgTable(
  "group_course_assignments",
  {
    groupId: uuid()
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    assignedById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.courseId] })],
);
