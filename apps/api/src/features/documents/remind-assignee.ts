import {
  type DocumentReminderState,
  documentMessages,
} from "@leerlijn/contracts/documents/document.schema";
import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { conflict, notFound } from "../../platform/http/app-error";
import type { MailOutbox } from "../../platform/mail/mail-queue";
import type { RequestOrigin } from "../../platform/tenancy/public-origin";
import type { Tenant } from "../../platform/tenancy/tenant";
import type { CompanyDirectory } from "../companies/company-directory";
import { companyMailContext } from "../companies/company-mail-context";
import { companyUsers, users } from "../users/users.table";
import { eventActorOf } from "./assign-documents";
import { appendDocumentEvent, type EventSource } from "./document-events";
import { documentReminderMail } from "./document-reminder-mail";
import { documentAssignments, documentEvents } from "./documents.table";
import { requireDocument } from "./manage-documents";
import { reminderState } from "./reminder-state";

export type ReminderDeps = { db: Db; mail: MailOutbox; companies: CompanyDirectory };

const refusals: Record<Exclude<DocumentReminderState, "possible">, string> = {
  "nothing-to-do": documentMessages.nothingToRemind,
  "no-email": documentMessages.noEmail,
  "sent-today": documentMessages.alreadyReminded,
};

/**
 * Mails the person of an assignment a reminder and records a `reminded` event in its trail,
 * when `reminderState` allows it (the rule the assignees list shows). The assignment row is
 * locked while the last reminder is read, so two clicks at once send one mail.
 */
export async function remindAssignee(
  deps: ReminderDeps,
  tenant: Tenant,
  actor: Actor,
  ids: { documentId: string; assignmentId: string },
  source: EventSource,
  from: RequestOrigin,
) {
  const document = await requireDocument(deps.db, tenant, ids.documentId);
  const eventActor = await eventActorOf(deps.db, actor);
  const now = new Date();
  const sent = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        assignment: documentAssignments,
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        deactivatedAt: companyUsers.deactivatedAt,
      })
      .from(documentAssignments)
      .innerJoin(companyUsers, eq(companyUsers.id, documentAssignments.companyUserId))
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(
        and(
          eq(documentAssignments.id, ids.assignmentId),
          eq(documentAssignments.documentId, document.id),
        ),
      )
      .for("update", { of: documentAssignments });
    if (!found) throw notFound();
    const [last] = await tx
      .select({ at: documentEvents.occurredAt })
      .from(documentEvents)
      .where(
        and(
          eq(documentEvents.assignmentId, found.assignment.id),
          eq(documentEvents.type, "reminded"),
        ),
      )
      .orderBy(desc(documentEvents.sequence))
      .limit(1);
    const state = reminderState(
      {
        ...document,
        ...found.assignment,
        deactivated: found.deactivatedAt !== null,
        email: found.email,
        lastRemindedAt: last?.at ?? null,
      },
      now,
    );
    if (state !== "possible") throw conflict(refusals[state]);
    const event = await appendDocumentEvent(tx, {
      assignmentId: found.assignment.id,
      documentId: document.id,
      companyId: tenant.id,
      subjectUserId: found.userId,
      type: "reminded",
      actor: eventActor,
      source,
      pdfSha256: document.pdfSha256,
      occurredAt: now,
    });
    return { event, person: { email: found.email!, firstName: found.firstName } };
  });
  // After the commit: the queue delivers (and retries) on its own; the event is the record.
  const context = await companyMailContext(deps.companies, tenant.id, from);
  await deps.mail.enqueue(
    documentReminderMail({
      context,
      person: sent.person,
      document: { id: document.id, title: document.title, mustSign: document.mustSign },
    }),
  );
  return { remindedAt: sent.event.occurredAt.toISOString() };
}
