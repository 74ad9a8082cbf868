import { certificateSources } from "@leerlijn/contracts/certificates/certificate.schema";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table";
import { courses } from "../courses/courses.table";
import { enrollments } from "../enrollments/enrollments.table";
import { trainings, trainingUsers } from "../trainings/trainings.table";
import { companyUsers } from "../users/users.table";

/**
 * A certificate a company issued to one of its people: generated on passing (a PDF we make, with
 * a public verification code) or uploaded from elsewhere. It is never deleted when it stops
 * counting: a revoked certificate stays, so its code keeps answering "revoked". What it says
 * (holder, training) is kept as printed, so a later rename does not change a proof.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /**
     * Null once the holder left the company: the certificate stays true (and verifiable) after
     * they have gone, under the name it was issued to.
     */
    holderId: uuid().references(() => companyUsers.id, { onDelete: "set null" }),
    /** The source: a participant of a training, or the passed attempt of a course enrollment. */
    trainingUserId: uuid().references(() => trainingUsers.id, { onDelete: "set null" }),
    trainingId: uuid().references(() => trainings.id, { onDelete: "set null" }),
    courseId: uuid().references(() => courses.id, { onDelete: "set null" }),
    enrollmentId: uuid().references(() => enrollments.id, { onDelete: "set null" }),
    /** The enrollment's attempt that passed: each passed attempt issues at most one. */
    enrollmentAttempt: integer(),
    source: varchar({ length: 16, enum: certificateSources }).notNull(),
    /** The public verification code (≥ 160 random bits); null for an uploaded certificate. */
    code: varchar({ length: 64 }),
    /** The number printed on it, unique within the company; null for an uploaded certificate. */
    number: varchar({ length: 32 }),
    typeKey: varchar({ length: 64 }),
    holderName: varchar({ length: 255 }).notNull(),
    trainingName: varchar({ length: 255 }).notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The first day (Europe/Amsterdam) it no longer counts; null: it does not expire. */
    expiresOn: date({ mode: "string" }),
    reminderOn: date({ mode: "string" }),
    remindedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
    /** Who revoked it; null when the attendance list did (not passed after all). */
    revokedById: uuid().references(() => companyUsers.id, { onDelete: "set null" }),
    /** The file in storage; null while a generated PDF is still being made. */
    storageKey: text(),
    contentType: varchar({ length: 64 }),
    /**
     * When its PDF could not be made on the job's last try: the educator sees it and can issue
     * a new one. Cleared when a file is stored after all.
     */
    fileFailedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("certificates_code_index").on(table.code),
    uniqueIndex("certificates_company_id_number_index").on(table.companyId, table.number),
    // Never issued twice: a participant holds at most one certificate that is not revoked.
    uniqueIndex("certificates_active_training_user_index")
      .on(table.trainingUserId)
      .where(sql`${table.revokedAt} is null`),
    // One that counts per passed attempt of a course; an educator's reissue revokes it first.
    uniqueIndex("certificates_active_enrollment_attempt_index")
      .on(table.enrollmentId, table.enrollmentAttempt)
      .where(sql`${table.revokedAt} is null`),
    index().on(table.holderId),
    index().on(table.trainingId),
    // A training's participant or a course's enrollment, never both; an enrollment's with its attempt.
    check(
      "certificates_one_source_check",
      sql`${table.trainingUserId} is null or ${table.enrollmentId} is null`,
    ),
    check(
      "certificates_enrollment_attempt_check",
      sql`${table.enrollmentId} is null or ${table.enrollmentAttempt} is not null`,
    ),
    index("certificates_reminder_on_index")
      .on(table.reminderOn)
      .where(sql`${table.revokedAt} is null and ${table.remindedAt} is null`),
  ],
);
export type CertificateRow = typeof certificates.$inferSelect;

export const recertificationOutcomes = ["booked", "waiting", "noTraining"] as const;
export type RecertificationOutcome = (typeof recertificationOutcomes)[number];

/**
 * What the reminder sweep did for a holder whose certificate reached its reminder date: booked
 * them on an upcoming recertification training, put them on its waiting list, or found none.
 * One row per certificate (claimed once); the group leaders' weekly summary reads the rows not
 * reported yet and marks them reported.
 */
export const certificateRecertifications = pgTable(
  "certificate_recertifications",
  {
    certificateId: uuid()
      .primaryKey()
      .references(() => certificates.id, { onDelete: "cascade" }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    holderName: varchar({ length: 255 }).notNull(),
    certificateName: varchar({ length: 255 }).notNull(),
    outcome: varchar({ length: 16, enum: recertificationOutcomes }).notNull(),
    trainingId: uuid().references(() => trainings.id, { onDelete: "set null" }),
    /** The training as it was named when booked, for the summary. */
    trainingName: varchar({ length: 255 }),
    /** The day (Europe/Amsterdam) it was decided; the summary of the week after names it. */
    decidedOn: date({ mode: "string" }).notNull(),
    reportedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("certificate_recertifications_unreported_index")
      .on(table.companyId, table.decidedOn)
      .where(sql`${table.reportedAt} is null`),
  ],
);
