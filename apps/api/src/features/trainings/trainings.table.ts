import type { Address } from "@leerlijn/contracts/trainings/address.schema";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
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
    attendancesCompleted: boolean().notNull().default(false),
    hasNotifiedParticipants: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("trainings_company_id_name_index")
      .on(table.companyId, sql`lower(${table.name})`)
      .where(sql`${table.deletedAt} is null`),
  ],
);
export type TrainingRow = typeof trainings.$inferSelect;

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
  },
  (table) => [index().on(table.trainingId, table.date)],
);

/** The trainers who give a training. */
export const trainingInstructors = pgTable(
  "training_instructors",
  {
    trainingId: uuid()
      .notNull()
      .references(() => trainings.id, { onDelete: "cascade" }),
    companyUserId: uuid()
      .notNull()
      .references(() => companyUsers.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.trainingId, table.companyUserId] }),
    index().on(table.companyUserId),
  ],
);

/** Educators who may stand in for the registrar. */
export const trainingRegistrarManagers = pgTable(
  "training_registrar_managers",
  {
    trainingId: uuid()
      .notNull()
      .references(() => trainings.id, { onDelete: "cascade" }),
    companyUserId: uuid()
      .notNull()
      .references(() => companyUsers.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.trainingId, table.companyUserId] }),
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex().on(table.trainingId, table.companyUserId),
    index().on(table.companyUserId),
  ],
);
