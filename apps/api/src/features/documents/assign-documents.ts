import { MAX_TRAIL_EVENTS } from "@leerlijn/contracts/documents/document.schema";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound, validationFailed } from "../../platform/http/app-error";
import type { Storage } from "../../platform/storage/storage";
import type { Tenant } from "../../platform/tenancy/tenant";
import { fullName } from "../users/current-user.presenter";
import { findPersonInCompanies } from "./people";
import { managementScope } from "../users/management-scope";
import { users } from "../users/users.table";
import {
  appendDocumentEvent,
  type EventActor,
  type EventSource,
  findRecentAssignmentEvents,
  verifyChain,
} from "./document-events";
import { iso, presentAssignedDocument } from "./document.presenter";
import { type FindDocumentStepLocks, presentWithStepLocks } from "./document-step-lock";
import {
  assigneesPage,
  assignmentsOfPerson,
  groupsAndMembers,
  lockAssignments,
  membershipsOf,
  peopleOfMemberships,
} from "./documents.repository";
import { documentAssignments, type DocumentRow, documents } from "./documents.table";
import { requireDocument } from "./manage-documents";
import { reminderState } from "./reminder-state";
import { signaturesOf } from "./signature-history";

export const MAX_DOCUMENT_ASSIGNEES = 5_000;
export const UNKNOWN_PEOPLE = "Een of meer gekozen personen horen niet (meer) bij deze omgeving.";
export const UNKNOWN_GROUPS = "Een of meer gekozen groepen horen niet (meer) bij deze omgeving.";
export const NOBODY_CHOSEN = "Kies minimaal één persoon of groep.";
export const TOO_MANY_ASSIGNEES = `Een document kan per keer aan maximaal ${MAX_DOCUMENT_ASSIGNEES} personen worden toegewezen.`;

/** The signed-in person as the audit trail copies them. */
export async function eventActorOf(db: Db, actor: Pick<Actor, "userId">): Promise<EventActor> {
  const [user] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, actor.userId));
  return user ? { userId: user.id, name: fullName(user), email: user.email } : null;
}

/**
 * Assigns the document to these people and to the members the groups have now. Decision, as
 * for trainings (issue 21): a group is a way to pick people, not a subscription; someone who
 * joins the group later is not assigned. Those already assigned keep their status; a withdrawn
 * assignment is given back (its history continues). Each new assignment starts its trail with
 * an `assigned` event. Returns how many were (re)assigned.
 */
export async function assignDocument(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  documentId: string,
  input: { companyUserIds: string[]; groupIds: string[] },
  source: EventSource,
): Promise<number> {
  const document = await requireDocument(db, tenant, documentId);
  const direct = [...new Set(input.companyUserIds)];
  const groupIds = [...new Set(input.groupIds)];
  if (direct.length === 0 && groupIds.length === 0)
    throw validationFailed({ company_user_ids: [NOBODY_CHOSEN] });
  const known = await membershipsOf(db, tenant.id, direct);
  if (known.size !== direct.length) throw validationFailed({ company_user_ids: [UNKNOWN_PEOPLE] });
  const groups = await groupsAndMembers(db, tenant.id, groupIds);
  if (groups.found !== groupIds.length) throw validationFailed({ group_ids: [UNKNOWN_GROUPS] });
  const wanted = [...new Set([...direct, ...groups.memberIds])];
  if (wanted.length > MAX_DOCUMENT_ASSIGNEES)
    throw validationFailed({ company_user_ids: [TOO_MANY_ASSIGNEES] });
  const eventActor = await eventActorOf(db, actor);

  return db.transaction((tx) => addAssignments(tx, document, wanted, eventActor, source));
}

/**
 * Assigns a document to these memberships inside the caller's transaction: new ones get an
 * assignment, withdrawn ones get theirs back, the others keep theirs (no doubles). Each
 * (re)assignment starts with an `assigned` event. Returns how many were (re)assigned.
 */
export async function addAssignments(
  tx: Db,
  document: Pick<DocumentRow, "id" | "companyId" | "pdfSha256" | "mustSign">,
  wanted: readonly string[],
  eventActor: EventActor,
  source: EventSource,
  details: Record<string, string> = {},
): Promise<number> {
  const existing = await lockAssignments(tx, document.id, wanted);
  const byMember = new Map(existing.map((row) => [row.companyUserId, row]));
  const fresh = wanted.filter((id) => !byMember.has(id));
  const returning = existing.filter((row) => row.unassignedAt !== null).map((row) => row.id);
  const created =
    fresh.length === 0
      ? []
      : await tx
          .insert(documentAssignments)
          .values(
            fresh.map((companyUserId) => ({
              companyId: document.companyId,
              documentId: document.id,
              companyUserId,
            })),
          )
          .returning();
  const reopened =
    returning.length === 0
      ? []
      : await tx
          .update(documentAssignments)
          .set({ unassignedAt: null, assignedAt: sql`now()` })
          .where(inArray(documentAssignments.id, returning))
          .returning();
  const assigned = [...created, ...reopened];
  const people = await peopleOfMemberships(
    tx,
    assigned.map((row) => row.companyUserId),
  );
  for (const row of assigned)
    await appendDocumentEvent(tx, {
      assignmentId: row.id,
      documentId: document.id,
      companyId: document.companyId,
      subjectUserId: people.get(row.companyUserId)!,
      type: "assigned",
      actor: eventActor,
      source,
      pdfSha256: document.pdfSha256,
      details: { mustSign: String(document.mustSign), ...details },
    });
  return assigned.length;
}

/** Withdraws an assignment; it stays (shown as unassigned) with its trail. */
export async function unassignDocument(
  db: Db,
  tenant: Tenant,
  documentId: string,
  assignmentId: string,
) {
  const document = await requireDocument(db, tenant, documentId);
  const [row] = await db
    .update(documentAssignments)
    .set({ unassignedAt: sql`coalesce(${documentAssignments.unassignedAt}, now())` })
    .where(
      and(
        eq(documentAssignments.id, assignmentId),
        eq(documentAssignments.documentId, document.id),
      ),
    )
    .returning({ id: documentAssignments.id });
  if (!row) throw notFound();
}

export async function listAssignees(
  db: Db,
  tenant: Tenant,
  documentId: string,
  query: {
    page: number;
    perPage: number;
    status?: string | undefined;
    search?: string | undefined;
  },
) {
  const document = await requireDocument(db, tenant, documentId);
  const now = new Date();
  const { rows, total } = await assigneesPage(db, document, { ...query, now });
  return {
    items: rows.map(({ assignment, name, email, status, remindedAt, deactivatedAt }) => ({
      assignmentId: assignment.id,
      companyUserId: assignment.companyUserId,
      name,
      email,
      status,
      assignedAt: assignment.assignedAt.toISOString(),
      viewedAt: iso(assignment.viewedAt),
      signedAt: iso(assignment.signedAt),
      expiredAt: iso(assignment.expiredAt),
      remindedAt: iso(remindedAt),
      reminder: reminderState(
        {
          ...document,
          ...assignment,
          deactivated: deactivatedAt !== null,
          email,
          lastRemindedAt: remindedAt,
        },
        now,
      ),
    })),
    total,
  };
}

/**
 * A person's documents for the educator, with the path locks the person sees: only people of
 * the company are found.
 */
export async function listUserDocuments(
  deps: { db: Db; stepLocks?: FindDocumentStepLocks | undefined },
  tenant: Tenant,
  actor: Actor,
  companyUserId: string,
  page: { page: number; perPage: number },
) {
  const { db } = deps;
  const { companyIds } = await managementScope(db, actor, tenant);
  const person = await findPersonInCompanies(db, companyIds, companyUserId);
  if (!person) throw notFound();
  const { rows, total } = await assignmentsOfPerson(db, person.id, {
    limit: page.perPage,
    offset: (page.page - 1) * page.perPage,
  });
  return {
    items: await presentWithStepLocks(deps, person.id, rows, new Date()),
    total,
    person: { name: fullName(person), email: person.email },
  };
}

/**
 * A person's assignment of one document with the newest part of its trail, checked link by link
 * (a longer trail says how long it is), and its newest signatures.
 */
export async function describeUserDocument(
  deps: { db: Db; storage: Storage },
  tenant: Tenant,
  actor: Actor,
  companyUserId: string,
  documentId: string,
) {
  const { db } = deps;
  const { companyIds } = await managementScope(db, actor, tenant);
  const person = await findPersonInCompanies(db, companyIds, companyUserId);
  if (!person) throw notFound();
  const [found] = await db
    .select({ assignment: documentAssignments, document: documents })
    .from(documentAssignments)
    .innerJoin(documents, eq(documents.id, documentAssignments.documentId))
    .where(
      and(
        eq(documentAssignments.companyUserId, person.id),
        eq(documentAssignments.documentId, documentId),
        isNull(documents.deletedAt),
      ),
    );
  if (!found) throw notFound();
  const { events, anchorHash, total } = await findRecentAssignmentEvents(
    db,
    found.assignment.id,
    MAX_TRAIL_EVENTS,
  );
  return {
    document: presentAssignedDocument(found.document, found.assignment, new Date()),
    person: { name: fullName(person), email: person.email },
    trail: events.map((event) => ({
      id: event.id,
      type: event.type,
      occurredAt: event.occurredAt.toISOString(),
      actorName: event.actorName,
      ip: event.ip,
      userAgent: event.userAgent,
      pdfSha256: event.pdfSha256,
      hash: event.hash,
    })),
    trailTotal: total,
    trailIntact: verifyChain(events, anchorHash).intact,
    ...(await signaturesOf(deps, found.document, found.assignment.id)),
  };
}
