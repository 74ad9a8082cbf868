import { date, pgEnum, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyUsers } from "../users/users.table";
import { courseGroupAssignments } from "./course-groups.table";

export const stepReminderKinds = ["due-soon", "overdue"] as const;
export type StepReminderKind = (typeof stepReminderKinds)[number];
export const stepReminderKind = pgEnum("course_group_step_reminder_kind", stepReminderKinds);

/**
 * A reminder mailed to a learner about one step of their path: inserted (on conflict nothing)
 * before the mail is queued, so each kind goes once per person and step, however many workers
 * sweep at the same moment.
 */
export const courseGroupStepReminders = pgTable(
  "course_group_step_reminders",
  {
    assignmentId: uuid()
      .notNull()
      .references(() => courseGroupAssignments.id, { onDelete: "cascade" }),
    /**
     * What the step is: its course, document or training template (each is in a path once, so
     * this survives reordering the steps).
     */
    targetId: uuid().notNull(),
    kind: stepReminderKind().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.assignmentId, table.targetId, table.kind] })],
);

/** The weekly summary of overdue people a group leader got, claimed once per week (its Monday). */
export const courseGroupLeaderSummaries = pgTable(
  "course_group_leader_summaries",
  {
    companyUserId: uuid()
      .notNull()
      .references(() => companyUsers.id, { onDelete: "cascade" }),
    weekStart: date({ mode: "string" }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyUserId, table.weekStart] })],
);
