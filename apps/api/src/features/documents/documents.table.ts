import type { DocumentEventType } from "@leerlijn/contracts/documents/document.schema";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table";
import { media } from "../media/media.table";
import { companyUsers } from "../users/users.table";

/**
 * A PDF of the company's media library that people are asked to read, or to read and sign.
 * Deleting one only marks it (`deletedAt`): its assignments and their evidence stay.
 */
export const documents = pgTable(
  "documents",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    title: varchar({ length: 255 }).notNull(),
    description: text().notNull().default(""),
    /** Restrict: the library never deletes a PDF a document shows. */
    mediaId: uuid()
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    /** SHA-256 (hex) of the PDF's bytes when it was chosen; every event records it. */
    pdfSha256: varchar({ length: 64 }).notNull(),
    mustSign: boolean().notNull().default(false),
    /** After this day (Europe/Amsterdam) the document is no longer asked for. */
    expiresOn: date({ mode: "string" }),
    /** A signature is valid this many months; after that a new one is asked for. */
    validityMonths: smallint(),
    /**
     * How many assignment rows the document has (withdrawn ones included): the total of its list
     * of assignees. A trigger keeps it (migration 0036), for every insert and delete, cascades too.
     */
    assigneeCount: integer().notNull().default(0),
    createdById: uuid().references(() => companyUsers.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index()
      .on(table.companyId, table.createdAt.desc(), table.id)
      .where(sql`${table.deletedAt} is null`),
    index().on(table.mediaId),
  ],
);
export type DocumentRow = typeof documents.$inferSelect;

/**
 * One person asked to read (and sign) one document. Its status is derived from the dates
 * (`document-status.ts`); `unassignedAt` keeps a withdrawn assignment with its history.
 */
export const documentAssignments = pgTable(
  "document_assignments",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    documentId: uuid()
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    companyUserId: uuid()
      .notNull()
      .references(() => companyUsers.id, { onDelete: "cascade" }),
    assignedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp({ withTimezone: true }),
    signedAt: timestamp({ withTimezone: true }),
    /** When the last signature stops counting (validity period); null is for good. */
    expiredAt: timestamp({ withTimezone: true }),
    unassignedAt: timestamp({ withTimezone: true }),
    /**
     * When the expiry sweep appended the `expired` event of the current expiry (document-expiry.ts);
     * a new signature clears it, as does a save of the document after which it is no longer
     * expired (releaseMovedExpiries), so each expiry is recorded exactly once.
     */
    expiryRecordedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex().on(table.documentId, table.companyUserId),
    // The expiry sweep's signatures to look at: only those not yet recorded as expired.
    index()
      .on(table.expiredAt)
      .where(sql`${table.expiryRecordedAt} is null and ${table.unassignedAt} is null`),
    // The learner's list and the badge count read a person's assignments.
    index().on(table.companyUserId, table.assignedAt.desc()),
  ],
);
export type DocumentAssignmentRow = typeof documentAssignments.$inferSelect;

/** Every signature given, also those a later one replaced: the history of an assignment. */
export const documentSignatures = pgTable(
  "document_signatures",
  {
    id: uuid().primaryKey().defaultRandom(),
    assignmentId: uuid()
      .notNull()
      .references(() => documentAssignments.id, { onDelete: "cascade" }),
    signedAt: timestamp({ withTimezone: true }).notNull(),
    /** The drawn signature as a PNG data URL, checked by content. */
    image: text().notNull(),
    pdfSha256: varchar({ length: 64 }).notNull(),
    /** The `signed` event that records it. */
    eventId: uuid().notNull(),
    /** The sealed PDF (original pages, signature page, PAdES signature) in storage. */
    sealedKey: varchar({ length: 255 }),
    /** SHA-256 (hex) of the sealed PDF's bytes: what `/verificatie` matches an upload against. */
    sealedSha256: varchar({ length: 64 }),
    /** The code of the verification link printed on the signature page (160 random bits). */
    verificationCode: varchar({ length: 64 }),
  },
  (table) => [
    index().on(table.assignmentId, table.signedAt),
    uniqueIndex().on(table.sealedSha256),
    uniqueIndex().on(table.verificationCode),
  ],
);

/**
 * The audit trail: append-only rows, one per thing that happened to an assignment. No foreign
 * keys on purpose: the evidence outlives the person, the assignment and the document it speaks
 * of, so it names them by id and copies what it needs (name, email). The database refuses
 * UPDATE and DELETE (trigger in migration 0024). `hash` covers the row and `previousHash`, the
 * previous row of the same assignment, so a changed or removed row breaks the chain.
 */
export const documentEvents = pgTable(
  "document_events",
  {
    id: uuid().primaryKey(),
    /** Insertion order, to walk a chain without relying on equal timestamps. */
    sequence: bigserial({ mode: "number" }).notNull(),
    assignmentId: uuid().notNull(),
    documentId: uuid().notNull(),
    companyId: uuid().notNull(),
    type: varchar({ length: 32 }).$type<DocumentEventType>().notNull(),
    occurredAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    /** Who did it (the educator who assigned, the learner who signed); null for the system. */
    actorUserId: uuid(),
    actorName: varchar({ length: 255 }),
    actorEmail: varchar({ length: 255 }),
    /** The person the assignment is for. */
    subjectUserId: uuid().notNull(),
    ip: varchar({ length: 64 }),
    userAgent: varchar({ length: 512 }),
    pdfSha256: varchar({ length: 64 }).notNull(),
    details: jsonb().$type<Record<string, string>>().notNull().default({}),
    previousHash: varchar({ length: 64 }),
    hash: varchar({ length: 64 }).notNull(),
  },
  (table) => [
    index().on(table.assignmentId, table.sequence),
    // One successor per row: two appends racing for the same predecessor cannot fork a chain.
    unique().on(table.assignmentId, table.previousHash).nullsNotDistinct(),
  ],
);
export type DocumentEventRow = typeof documentEvents.$inferSelect;
