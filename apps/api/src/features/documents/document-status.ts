import type { DocumentStatus } from "@leerlijn/contracts/documents/document.schema";
import { sql, type SQL } from "drizzle-orm";
import { documentAssignments, documents } from "./documents.table";

/** Today in Europe/Amsterdam as yyyy-MM-dd: an expiry date counts until its day has passed. */
const amsterdamDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" });
export const todayInAmsterdam = (now = new Date()): string => amsterdamDay.format(now);

export type StatusInput = {
  mustSign: boolean;
  expiresOn: string | null;
  viewedAt: Date | null;
  signedAt: Date | null;
  expiredAt: Date | null;
  unassignedAt: Date | null;
};

/**
 * Whether an expiry has come, withdrawn or not: the document is past its expiry date, or the
 * signature (of a document to sign) is past its validity. `expiryCameSql` below is the same
 * rule; the expiry sweep records what it finds once (document-expiry.ts).
 */
export function expiryCame(row: Omit<StatusInput, "viewedAt" | "unassignedAt">, now: Date) {
  if (row.expiresOn !== null && row.expiresOn < todayInAmsterdam(now)) return true;
  return row.mustSign && row.signedAt !== null && row.expiredAt !== null && row.expiredAt <= now;
}

/**
 * An assignment's status from its dates: withdrawn is `unassigned`; past the document's expiry
 * date, or a signature past its validity, is `expired`; a valid signature is `signed`; opened is
 * `viewed` (the end for a document only to read). `statusSql` below is the same rule for lists
 * and counts; the API tests hold both to it.
 */
export function documentStatus(row: StatusInput, now = new Date()): DocumentStatus {
  if (row.unassignedAt) return "unassigned";
  if (expiryCame(row, now)) return "expired";
  if (row.mustSign && row.signedAt) return "signed";
  return row.viewedAt ? "viewed" : "assigned";
}

/** Whether the person is asked for a (new) signature now: what the badge counts. */
export function needsSignature(row: StatusInput, now = new Date()): boolean {
  const status = documentStatus(row, now);
  if (!row.mustSign || status === "unassigned" || status === "signed") return false;
  // A document past its own expiry date is no longer asked for; an expired signature is.
  return !(row.expiresOn !== null && row.expiresOn < todayInAmsterdam(now));
}

/** The caller's clock in a statement: its moment and its day in Amsterdam, as values or placeholders. */
export type SqlClock = { now: unknown; today: unknown };
/** The clock's values, for `statusSql` or for a prepared statement's `clockPlaceholders`. */
export const clockParameters = (now: Date) => ({
  now: now.toISOString(),
  today: todayInAmsterdam(now),
});
export const clockPlaceholders: SqlClock = {
  now: sql.placeholder("now"),
  today: sql.placeholder("today"),
};

/**
 * `documentStatus` in SQL, over `documents` joined to `document_assignments`. The clock is the
 * caller's `now`, not the database's: one rule with one clock, whichever side applies it.
 */
export function statusSql(clock: Date | SqlClock): SQL<DocumentStatus> {
  const { now, today } = clock instanceof Date ? clockParameters(clock) : clock;
  const a = documentAssignments;
  return sql<DocumentStatus>`case
    when ${a.unassignedAt} is not null then 'unassigned'
    when ${expiryCameSql({ now, today })} then 'expired'
    when ${documents.mustSign} and ${a.signedAt} is not null then 'signed'
    when ${a.viewedAt} is not null then 'viewed'
    else 'assigned' end`;
}

/** `expiryCame` in SQL, never null (so it can be negated), on the caller's clock. */
export function expiryCameSql(clock: Date | SqlClock): SQL<boolean> {
  const { now, today } = clock instanceof Date ? clockParameters(clock) : clock;
  const a = documentAssignments;
  return sql<boolean>`((${documents.expiresOn} is not null and ${documents.expiresOn} < ${today}::date)
    or (${documents.mustSign} and ${a.signedAt} is not null
      and ${a.expiredAt} is not null and ${a.expiredAt} <= ${now}::timestamptz))`;
}

/** `needsSignature` in SQL, for the badge count, on the caller's clock as `statusSql`. */
export function needsSignatureSql(now: Date): SQL<boolean> {
  const a = documentAssignments;
  return sql<boolean>`(${documents.mustSign}
    and ${a.unassignedAt} is null
    and ${documents.deletedAt} is null
    and (${documents.expiresOn} is null or ${documents.expiresOn} >= ${todayInAmsterdam(now)}::date)
    and (${a.signedAt} is null or (${a.expiredAt} is not null and ${a.expiredAt} <= ${now.toISOString()}::timestamptz)))`;
}

/** When a signature given at `signedAt` stops counting: after the validity period, if any. */
export function signatureExpiry(signedAt: Date, validityMonths: number | null): Date | null {
  if (validityMonths === null) return null;
  const expiry = new Date(signedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + validityMonths);
  return expiry;
}
