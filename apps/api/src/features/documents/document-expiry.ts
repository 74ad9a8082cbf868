import { and, asc, eq, inArray, isNotNull, isNull, not, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import type { MailOutbox } from "../../platform/mail/mail-queue";
import type { MailMessage } from "../../platform/mail/mailer";
import type { CompanyDirectory } from "../companies/company-directory";
import { companyMailContextAt } from "../companies/company-mail-context";
import { companyUsers, users } from "../users/users.table";
import { appendDocumentEvent } from "./document-events";
import { signatureExpiredMail } from "./document-expiry-mail";
import { expiryCameSql, needsSignature, todayInAmsterdam } from "./document-status";
import {
  documentAssignments,
  type DocumentAssignmentRow,
  type DocumentRow,
  documents,
} from "./documents.table";

export type DocumentExpiryDeps = {
  db: Db;
  mail: MailOutbox;
  companies: Pick<CompanyDirectory, "profile">;
};

const BATCH = 500;

/**
 * Records every expiry that came: an assignment whose signature passed its validity, or whose
 * document passed its expiry date, gets one `expired` event in its trail. Each is claimed under
 * its row lock and marked (`expiryRecordedAt`) in the transaction that appends the event, so
 * sweeps in several workers, or a second sweep, never record it twice; signing again clears the
 * mark for the next expiry, and so does a save of the document that undoes the expiry (its
 * date moved later: `releaseMovedExpiries`). The learner is mailed only where a new signature
 * is asked for: not for a document past its own expiry date. Mails go after the commit and are
 * not retried by the sweep (never twice beats at least once). `now` is the clock, moved by
 * tests and journeys.
 */
export async function sweepDocumentExpiries(
  deps: DocumentExpiryDeps,
  now = new Date(),
): Promise<{ recorded: number; mailed: number }> {
  let recorded = 0;
  let mailed = 0;
  for (;;) {
    const claimed = await claimExpiries(deps.db, now);
    recorded += claimed.length;
    const messages = await mailsOf(deps, claimed, now);
    if (messages.length > 0) await deps.mail.enqueueMany(messages);
    mailed += messages.length;
    if (claimed.length < BATCH) break;
  }
  return { recorded, mailed };
}

async function claimExpiries(db: Db, now: Date) {
  const a = documentAssignments;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        assignment: a,
        document: documents,
        person: {
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          active: sql<boolean>`${companyUsers.deactivatedAt} is null and ${companyUsers.pendingSince} is null`,
        },
      })
      .from(a)
      .innerJoin(documents, eq(documents.id, a.documentId))
      .innerJoin(companyUsers, eq(companyUsers.id, a.companyUserId))
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(
        and(
          isNull(a.expiryRecordedAt),
          isNull(a.unassignedAt),
          isNull(documents.deletedAt),
          expiryCameSql(now),
        ),
      )
      .orderBy(asc(a.id))
      .limit(BATCH)
      // The document too: a save that moves its expiry date holds it until it has released
      // the marks the new date undoes (releaseMovedExpiries), so no claim reads the old date
      // and marks an assignment after that release.
      .for("no key update", { of: [a, documents], skipLocked: true });
    for (const row of rows)
      await appendExpiredEvent(tx, { ...row, subjectUserId: row.person.userId }, now);
    if (rows.length > 0)
      await tx
        .update(a)
        .set({ expiryRecordedAt: now })
        .where(
          inArray(
            a.id,
            rows.map((row) => row.assignment.id),
          ),
        );
    return rows;
  });
}

/**
 * After a save of the document in `tx` changed what its expiry depends on (its expiry date, or
 * whether it is to be signed): assignments whose recorded expiry the new values undo (no
 * longer expired at `now`) lose their mark, so the expiry that comes later is recorded (and
 * mailed) again. An assignment still expired keeps it: a date moved but still past, or a
 * signature past its validity whatever the date says, is the same expiry, recorded once.
 */
export async function releaseMovedExpiries(tx: Db, documentId: string, now: Date) {
  const a = documentAssignments;
  await tx
    .update(a)
    .set({ expiryRecordedAt: null })
    .from(documents)
    .where(
      and(
        eq(a.documentId, documentId),
        eq(documents.id, a.documentId),
        isNotNull(a.expiryRecordedAt),
        not(expiryCameSql(now)),
      ),
    );
}

/**
 * The `expired` event of an assignment's current expiry, saying which one came: the document's
 * date, or the signature's validity. Signing again records it too if no sweep did yet.
 */
export async function appendExpiredEvent(
  tx: Db,
  row: { assignment: DocumentAssignmentRow; document: DocumentRow; subjectUserId: string },
  now: Date,
) {
  const { assignment, document } = row;
  const byDate = document.expiresOn !== null && document.expiresOn < todayInAmsterdam(now);
  await appendDocumentEvent(tx, {
    assignmentId: assignment.id,
    documentId: document.id,
    companyId: document.companyId,
    subjectUserId: row.subjectUserId,
    type: "expired",
    actor: null,
    source: { ip: null, userAgent: null },
    pdfSha256: document.pdfSha256,
    occurredAt: now,
    details:
      byDate || !assignment.expiredAt
        ? { reason: "document-expired", expiresOn: document.expiresOn ?? "" }
        : { reason: "signature-validity", validUntil: assignment.expiredAt.toISOString() },
  });
}

type Claimed = Awaited<ReturnType<typeof claimExpiries>>[number];

async function mailsOf(
  deps: DocumentExpiryDeps,
  claimed: readonly Claimed[],
  now: Date,
): Promise<MailMessage[]> {
  const messages: MailMessage[] = [];
  const contexts = new Map<string, Awaited<ReturnType<typeof companyMailContextAt>> | null>();
  for (const { assignment, document, person } of claimed) {
    if (!needsSignature({ ...document, ...assignment }, now)) continue;
    if (!person.email || !person.active) continue;
    if (!contexts.has(document.companyId)) {
      // No request is at hand: links point at the company's primary host.
      const profile = await deps.companies.profile(document.companyId);
      contexts.set(
        document.companyId,
        profile?.primaryHost
          ? await companyMailContextAt(
              deps.companies,
              document.companyId,
              `https://${profile.primaryHost}`,
            )
          : null,
      );
    }
    const context = contexts.get(document.companyId);
    if (!context) continue;
    messages.push(
      signatureExpiredMail({
        context,
        person: { email: person.email, firstName: person.firstName },
        document: { id: document.id, title: document.title },
      }),
    );
  }
  return messages;
}
