import type { Address } from "@leerlijn/contracts/trainings/address.schema";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table";
import { groups } from "../groups/groups.table";
import { media } from "../media/media.table";
import { companyUsers } from "../users/users.table";

/** What a training's calendar entries say, as last saved. */
export type CalendarSnapshot = {
  name: string;
  location: string;
  dates: { id: string; date: string; timeFrom: string; timeTo: string }[];
};

/** An in-person training of a company: one or more dates at one location. */
export const trainings = pgTable(
  "trainings",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: varchar({ length: 255 }).notNull(),
    /** Sanitised rich text. */
    description: text().notNull().default(""),
    location: jsonb().$type<Address>().notNull(),
    imageMediaId: uuid().references(() => media.id, { onDelete: "set null" }),
    registrarId: uuid().references(() => companyUsers.id, { onDelete: "set null" }),
    /** Who planned it: a trainer keeps seeing the trainings they planned. */
    createdById: uuid().references(() => companyUsers.id, { onDelete: "set null" }),
    inviteParticipants: boolean().notNull().default(false),
    daysBeforeInvite: smallint().notNull().default(0),
    attendanceList: boolean().notNull().default(true),
    generateCertificates: boolean().notNull().default(false),
    certificateExpiryDate: date({ mode: "string" }),
    certificateReminderDate: date({ mode: "string" }),
    /** The template it was planned from; its certificates count as that template's. */
    templateId: uuid().references(() => trainingTemplates.id, { onDelete: "set null" }),
    /** The template it recertifies: holders whose reminder date comes are booked on it. */
    recertifiesTemplateId: uuid().references(() => trainingTemplates.id, {
      onDelete: "set null",
    }),
    /** Places for participants; null is unlimited. Past it, people join the waiting list. */
    capacity: integer(),
    /**
     * The first and last of its dates, kept with them (refreshDateRange), so the list can sort
     * thousands of trainings by when they happen without reading every training's dates.
     */
    firstDate: date({ mode: "string" }),
    lastDate: date({ mode: "string" }),
    attendancesCompleted: boolean().notNull().default(false),
    hasNotifiedParticipants: boolean().notNull().default(false),
    /**
     * The calendar the participants hold: its SEQUENCE (raised when dates, times or place
     * change), when that last happened (updates wait a few minutes so several edits are one),
     * and what it was (to know which dates were removed).
     */
    calendarSequence: integer().notNull().default(0),
    calendarChangedAt: timestamp({ withTimezone: true }),
    calendarSnapshot: jsonb().$type<CalendarSnapshot>(),
    /** Where the company's people reach it (scheme, host, port), for links in background mails. */
    publicOrigin: varchar({ length: 255 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("trainings_company_id_name_index")
      .on(table.companyId, sql`lower(${table.name})`)
      .where(sql`${table.deletedAt} is null`),
    // The list reads past trainings backwards on this one, upcoming ones forwards on the next,
    // and the running ones (today inside their range) through the GiST index (btree_gist).
    index("trainings_company_id_last_date_index")
      .on(table.companyId, table.lastDate)
      .where(sql`${table.deletedAt} is null`),
    // Searching by name: a few matching trainings among thousands.
    index("trainings_name_trgm_index").using("gin", sql`${table.name} gin_trgm_ops`),
    index("trainings_company_id_first_date_index")
      .on(table.companyId, table.firstDate)
      .where(sql`${table.deletedAt} is null`),
    index("trainings_recertifies_template_id_index")
      .on(table.recertifiesTemplateId, table.firstDate)
      .where(sql`${table.deletedAt} is null`),
    index("trainings_company_id_date_range_index")
      .using("gist", table.companyId, sql`daterange(${table.firstDate}, ${table.lastDate}, '[]')`)
      .where(sql`${table.deletedAt} is null`),
  ],
);
export type TrainingRow = typeof trainings.$inferSelect;

export const attendanceStates = ["none", "temporary", "final"] as const;
export type AttendanceState = (typeof attendanceStates)[number];

/** A day of a training, with its hours in Europe/Amsterdam local time. */
export const trainingDates = pgTable(
  "training_dates",
  {
    id: uuid().primaryKey().defaultRandom(),
    trainingId: uuid()
      .notNull()
      .references(() => trainings.id, { onDelete: "cascade" }),
    date: date({ mode: "string" }).notNull(),
    timeFrom: time().notNull(),
    timeTo: time().notNull(),
    /** none until the attendance list is saved; temporary (a draft) or final after. */
    attendanceState: varchar({ length: 16, enum: attendanceStates }).notNull().default("none"),
    /** When the reminder for the day before went out. */
    remindedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.trainingId, table.date)],
);

/** What someone does for a training besides taking part. */
export const trainingStaffRoles = ["instructor", "registrarManager"] as const;
export type TrainingStaffRole = (typeof trainingStaffRoles)[number];

/**
 * The educators of a training: the trainers who give it (instructor) and those who may stand in
 * for the registrar (registrarManager). The registrar themself is a column of the training.
 */
export const trainingStaff = pgTable(
  "training_staff",
  {
    trainingId: uuid()
      .notNull()
      .references(() => trainings.id, { onDelete: "cascade" }),
    companyUserId: uuid()
      .notNull()
      .references(() => companyUsers.id, { onDelete: "cascade" }),
    role: varchar({ length: 32, enum: trainingStaffRoles }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.trainingId, table.role, table.companyUserId] }),
    index().on(table.companyUserId),
  ],
);

/**
 * A participant of a training. Its own id is what attendance refers to; a group only brings its
 * members at the moment it is chosen (addedViaGroupId remembers which one, for the interface).
 */
export const trainingUsers = pgTable(
  "training_users",
  {
    id: uuid().primaryKey().defaultRandom(),
    trainingId: uuid()
      .notNull()
      .references(() => trainings.id, { onDelete: "cascade" }),
    companyUserId: uuid()
      .notNull()
      .references(() => companyUsers.id, { onDelete: "cascade" }),
    addedViaGroupId: uuid().references(() => groups.id, { onDelete: "set null" }),
    /** Set while the training is full: the waiting list is in this order. Null: has a place. */
    waitingSince: timestamp({ withTimezone: true }),
    /** The outcome over all dates, set with the attendance; null until judged. */
    passed: boolean(),
    certificateTypeKey: varchar({ length: 64 }),
    workUnderSupervision: boolean().notNull().default(false),
    /** The calendar SEQUENCE this participant was last sent; null until invited. */
    notifiedSequence: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex().on(table.trainingId, table.companyUserId),
    index().on(table.companyUserId),
  ],
);

export const presences = ["present", "partiallyPresent", "absent"] as const;
export type Presence = (typeof presences)[number];

/** Whether a participant was there on one date of the training, as the attendance list says. */
export const trainingAttendances = pgTable(
  "training_attendances",
  {
    trainingDateId: uuid()
      .notNull()
      .references(() => trainingDates.id, { onDelete: "cascade" }),
    trainingUserId: uuid()
      .notNull()
      .references(() => trainingUsers.id, { onDelete: "cascade" }),
    presence: varchar({ length: 32, enum: presences }).notNull(),
    remarks: text().notNull().default(""),
    updatedById: uuid().references(() => companyUsers.id, { onDelete: "set null" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.trainingDateId, table.trainingUserId] }),
    index().on(table.trainingUserId),
  ],
);

/**
 * A training saved to plan the next one from: what the wizard holds, without the days (a
 * template is not on a calendar). The content's shape is the contract's template schema.
 */
export const trainingTemplates = pgTable(
  "training_templates",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: varchar({ length: 255 }).notNull(),
    content: jsonb().$type<Record<string, unknown>>().notNull(),
    createdById: uuid().references(() => companyUsers.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("training_templates_company_id_name_index").on(
      table.companyId,
      sql`lower(${table.name})`,
    ),
  ],
);

/**
 * Cancellations to send (a transactional outbox): written in the transaction that removes a
 * participant or a date, so a refused change sends nothing, and sent by the invitation sweep.
 */
export const trainingCalendarCancellations = pgTable(
  "training_calendar_cancellations",
  {
    id: uuid().primaryKey().defaultRandom(),
    trainingId: uuid()
      .notNull()
      .references(() => trainings.id, { onDelete: "cascade" }),
    companyUserId: uuid()
      .notNull()
      .references(() => companyUsers.id, { onDelete: "cascade" }),
    /** Why: the person no longer takes part, or some dates no longer happen. */
    reason: varchar({ length: 32, enum: ["participantRemoved", "datesRemoved"] }).notNull(),
    /** The calendar entries (dates) to cancel. */
    dates: jsonb().$type<CalendarSnapshot["dates"]>().notNull(),
    sequence: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.createdAt)],
);
