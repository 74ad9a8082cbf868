import { createHash, randomUUID } from "node:crypto";
import type { DocumentEventType } from "@leerlijn/contracts/documents/document.schema";
import { asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { documentEvents, type DocumentEventRow } from "./documents.table";

/** Where a request came from, as the audit trail records it. */
export type EventSource = { ip: string | null; userAgent: string | null };

/** Who did something, as the audit trail copies them (the row outlives the person). */
export type EventActor = { userId: string; name: string; email: string | null } | null;

export type NewDocumentEvent = {
  assignmentId: string;
  documentId: string;
  companyId: string;
  subjectUserId: string;
  type: DocumentEventType;
  actor: EventActor;
  source: EventSource;
  pdfSha256: string;
  details?: Record<string, string>;
  occurredAt?: Date;
};

type HashedFields = Pick<
  DocumentEventRow,
  | "id"
  | "assignmentId"
  | "documentId"
  | "companyId"
  | "subjectUserId"
  | "type"
  | "occurredAt"
  | "actorUserId"
  | "actorName"
  | "actorEmail"
  | "ip"
  | "userAgent"
  | "pdfSha256"
  | "details"
  | "previousHash"
>;

/**
 * SHA-256 over the row's fields in a fixed order (JSON of an array, so no field can bleed into
 * the next) and the previous row's hash: change any field of any row and this row's hash, and
 * every later one's link, no longer matches.
 */
export function eventHash(row: HashedFields): string {
  const details = Object.keys(row.details)
    .sort()
    .map((key) => [key, row.details[key]]);
  const canonical = JSON.stringify([
    "leerlijn-document-event-v1",
    row.id,
    row.assignmentId,
    row.documentId,
    row.companyId,
    row.subjectUserId,
    row.type,
    row.occurredAt.toISOString(),
    row.actorUserId,
    row.actorName,
    row.actorEmail,
    row.ip,
    row.userAgent,
    row.pdfSha256,
    details,
    row.previousHash,
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}

const clip = (value: string | null, length: number) => (value ? value.slice(0, length) : null);

/**
 * Appends an event to its assignment's chain. The caller holds the assignment row locked (FOR
 * UPDATE) in its transaction, so appends to one chain happen one after another; the unique
 * (assignment, previous hash) index refuses a fork all the same.
 */
export async function appendDocumentEvent(
  db: Db,
  event: NewDocumentEvent,
): Promise<DocumentEventRow> {
  const [last] = await db
    .select({ hash: documentEvents.hash })
    .from(documentEvents)
    .where(eq(documentEvents.assignmentId, event.assignmentId))
    .orderBy(desc(documentEvents.sequence))
    .limit(1);
  // Milliseconds, as the column keeps them, so the hash is recomputed from what is stored.
  const occurredAt = new Date(Math.floor((event.occurredAt ?? new Date()).getTime()));
  const fields: HashedFields = {
    id: randomUUID(),
    assignmentId: event.assignmentId,
    documentId: event.documentId,
    companyId: event.companyId,
    subjectUserId: event.subjectUserId,
    type: event.type,
    occurredAt,
    actorUserId: event.actor?.userId ?? null,
    actorName: clip(event.actor?.name ?? null, 255),
    actorEmail: clip(event.actor?.email ?? null, 255),
    ip: clip(event.source.ip, 64),
    userAgent: clip(event.source.userAgent, 512),
    pdfSha256: event.pdfSha256,
    details: event.details ?? {},
    previousHash: last?.hash ?? null,
  };
  const [row] = await db
    .insert(documentEvents)
    .values({ ...fields, hash: eventHash(fields) })
    .returning();
  if (!row) throw new Error("document event insert failed");
  return row;
}

export type ChainCheck = { intact: true } | { intact: false; brokenAt: string };

/**
 * Recomputes every hash and link of one assignment's trail, oldest first. A part of a trail is
 * checked from `anchorHash`, the hash of the event just before it (null: from the start).
 */
export function verifyChain(
  rows: readonly DocumentEventRow[],
  anchorHash: string | null = null,
): ChainCheck {
  let previous = anchorHash;
  for (const row of rows) {
    if (row.previousHash !== previous || eventHash(row) !== row.hash)
      return { intact: false, brokenAt: row.id };
    previous = row.hash;
  }
  return { intact: true };
}

export async function findAssignmentEvents(db: Db, assignmentId: string) {
  return db
    .select()
    .from(documentEvents)
    .where(eq(documentEvents.assignmentId, assignmentId))
    .orderBy(asc(documentEvents.sequence));
}

/**
 * The newest `limit` events of an assignment's trail, oldest first, with the hash of the event
 * before them (to check their first link) and how many the trail holds: a page shows a bounded
 * part of a trail that may keep growing with reminders and expiries.
 */
export async function findRecentAssignmentEvents(db: Db, assignmentId: string, limit: number) {
  const newest = await db
    .select()
    .from(documentEvents)
    .where(eq(documentEvents.assignmentId, assignmentId))
    .orderBy(desc(documentEvents.sequence))
    .limit(limit + 1);
  if (newest.length <= limit)
    return { events: newest.reverse(), anchorHash: null, total: newest.length };
  // Counted only for a trail longer than the part shown.
  const anchor = newest.pop()!;
  const [counted] = await db
    .select({ total: count() })
    .from(documentEvents)
    .where(eq(documentEvents.assignmentId, assignmentId));
  return { events: newest.reverse(), anchorHash: anchor.hash, total: counted?.total ?? 0 };
}
