import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { builtOnce } from "../../platform/db/prepared-statements";
import { groupMembers, groups } from "../groups/groups.table";
import { companyUsers, users } from "../users/users.table";
import {
  clockParameters,
  clockPlaceholders,
  needsSignatureSql,
  statusSql,
} from "./document-status";
import {
  documentAssignments,
  documentEvents,
  documents,
  type DocumentRow,
} from "./documents.table";

type NewDocument = typeof documents.$inferInsert;

/** A document of the company that was not deleted; null for anything else (a 404). */
export async function findDocument(
  db: Db,
  companyId: string,
  id: string,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(eq(documents.id, id), eq(documents.companyId, companyId), isNull(documents.deletedAt)),
    );
  return row ?? null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

export async function listDocumentsPage(
  db: Db,
  companyId: string,
  query: { page: number; perPage: number; search?: string | undefined },
) {
  const where = and(
    eq(documents.companyId, companyId),
    isNull(documents.deletedAt),
    query.search ? ilike(documents.title, `%${escapeLike(query.search)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(documents)
      .where(where)
      .orderBy(desc(documents.createdAt), asc(documents.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(documents).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function insertDocument(db: Db, values: NewDocument): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  if (!row) throw new Error("document insert failed");
  return row;
}

export async function updateDocumentRow(
  db: Db,
  id: string,
  values: Partial<NewDocument>,
): Promise<DocumentRow> {
  const [row] = await db
    .update(documents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(documents.id, id))
    .returning();
  if (!row) throw new Error("document update failed");
  return row;
}

export async function markDocumentDeleted(db: Db, id: string) {
  await db
    .update(documents)
    .set({ deletedAt: sql`now()` })
    .where(eq(documents.id, id));
}

export type StatusCounts = { assigned: number; viewed: number; signed: number; expired: number };
const noCounts = (): StatusCounts => ({ assigned: 0, viewed: 0, signed: 0, expired: 0 });

/** Active assignments per status for each of these documents, in one query. */
export async function statusCounts(
  db: Db,
  documentIds: readonly string[],
  now: Date,
): Promise<Map<string, StatusCounts>> {
  const result = new Map(documentIds.map((id) => [id, noCounts()]));
  if (documentIds.length === 0) return result;
  const status = statusSql(now);
  const rows = await db
    .select({ documentId: documentAssignments.documentId, status, value: count() })
    .from(documentAssignments)
    .innerJoin(documents, eq(documents.id, documentAssignments.documentId))
    .where(inArray(documentAssignments.documentId, [...documentIds]))
    // By position: the status expression carries a parameter, which PostgreSQL would not
    // recognise as the same expression when repeated.
    .groupBy(documentAssignments.documentId, sql`2`);
  for (const row of rows) {
    const counts = result.get(row.documentId);
    if (counts && row.status !== "unassigned") counts[row.status] = row.value;
  }
  return result;
}

/** Whether anyone ever signed this document (its PDF is then fixed). */
export async function hasSignatures(db: Db, documentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: documentAssignments.id })
    .from(documentAssignments)
    .where(
      and(
        eq(documentAssignments.documentId, documentId),
        sql`${documentAssignments.signedAt} is not null`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The memberships among `ids` of the company; anything else is not counted. */
export async function membershipsOf(db: Db, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), inArray(companyUsers.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** The company's groups among these ids, and their members now. */
export async function groupsAndMembers(db: Db, companyId: string, groupIds: readonly string[]) {
  if (groupIds.length === 0) return { found: 0, memberIds: [] as string[] };
  const found = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.companyId, companyId), inArray(groups.id, [...groupIds])));
  if (found.length === 0) return { found: 0, memberIds: [] };
  const members = await db
    .selectDistinct({ id: groupMembers.companyUserId })
    .from(groupMembers)
    .where(
      inArray(
        groupMembers.groupId,
        found.map((row) => row.id),
      ),
    );
  return { found: found.length, memberIds: members.map((row) => row.id) };
}

/** The people behind memberships, for the audit trail (the person an assignment is for). */
export async function peopleOfMemberships(db: Db, memberIds: readonly string[]) {
  if (memberIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: companyUsers.id, userId: companyUsers.userId })
    .from(companyUsers)
    .where(inArray(companyUsers.id, [...memberIds]));
  return new Map(rows.map((row) => [row.id, row.userId]));
}

/**
 * The document's assignments of these memberships, locked for the caller's transaction. The
 * document's row is locked first, as a save of the document locks it before its assignments
 * (and the assignee count's trigger updates it): one order, so the two never deadlock.
 */
export async function lockAssignments(db: Db, documentId: string, memberIds: readonly string[]) {
  if (memberIds.length === 0) return [];
  await db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.id, documentId))
    .for("no key update");
  return db
    .select()
    .from(documentAssignments)
    .where(
      and(
        eq(documentAssignments.documentId, documentId),
        inArray(documentAssignments.companyUserId, [...memberIds]),
      ),
    )
    .for("update");
}

const personName = sql<string>`concat_ws(' ', ${users.firstName}, ${users.middleName}, ${users.lastName})`;

/** When the person was last reminded of the assignment (the trail's last `reminded` event). */
const lastRemindedAt =
  sql<Date | null>`(select max(${documentEvents.occurredAt}) from ${documentEvents}
  where ${documentEvents.assignmentId} = ${documentAssignments.id} and ${documentEvents.type} = 'reminded')`.mapWith(
    documentEvents.occurredAt,
  );

/**
 * Which rows of the list to read for the rows `offset` to `offset + limit` of `total`: in the
 * list's order, or, past the middle, the same rows from the other end. A deep offset walks the
 * name index up to it (the last page of 10,000: about 75 ms of PostgreSQL CPU); from the other
 * end the last page is a first page.
 */
export function nearerEnd(total: number, offset: number, limit: number) {
  const end = Math.min(offset + limit, total);
  if (offset <= total / 2 || end <= offset) return { reversed: false, offset, limit };
  return { reversed: true, offset: total - end, limit: end - offset };
}

type AssigneeFilter = { status: boolean; search: boolean };

/** What a list of assignees is narrowed to: the document, and maybe a status and a search. */
function assigneesWhere(filter: AssigneeFilter) {
  return and(
    eq(documentAssignments.documentId, sql.placeholder("documentId")),
    filter.status ? sql`${statusSql(clockPlaceholders)} = ${sql.placeholder("status")}` : undefined,
    filter.search ? sql`${users.searchText} like ${sql.placeholder("pattern")}` : undefined,
  );
}

/*
 * Named, one statement per shape: built as plain queries each time, page 1 of 10,000 cost
 * 1.80 ms of CPU and the last page 2.58 ms (bench:documents); named, 1.21 and 1.13 ms.
 */
const assigneeRows = builtOnce((db, shape: AssigneeFilter & { reversed: boolean }) => {
  const direction = shape.reversed ? desc : asc;
  return db
    .select({
      assignment: documentAssignments,
      name: personName,
      email: users.email,
      deactivatedAt: companyUsers.deactivatedAt,
      status: statusSql(clockPlaceholders),
      remindedAt: lastRemindedAt,
    })
    .from(documentAssignments)
    .innerJoin(documents, eq(documents.id, documentAssignments.documentId))
    .innerJoin(companyUsers, eq(companyUsers.id, documentAssignments.companyUserId))
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(assigneesWhere(shape))
    .orderBy(direction(users.lastName), direction(users.firstName), direction(users.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("document-assignees");
});

/** The count joins the people only when a search needs them: an assignment has exactly one. */
const assigneeCount = builtOnce((db, shape: AssigneeFilter) => {
  const assignments = db
    .select({ value: count() })
    .from(documentAssignments)
    .innerJoin(documents, eq(documents.id, documentAssignments.documentId))
    .$dynamic();
  const counted = shape.search
    ? assignments
        .innerJoin(companyUsers, eq(companyUsers.id, documentAssignments.companyUserId))
        .innerJoin(users, eq(users.id, companyUsers.userId))
    : assignments;
  return counted.where(assigneesWhere(shape)).prepare("document-assignee-count");
});

/**
 * One page of a document's assignees by name, with status and last reminder; optionally of one
 * status or matching a search. The order ends on the user's id, as the users' name index does,
 * so for a document most people have the index walk stops after the page instead of sorting
 * every run of equal names. Unfiltered, the total is the document's `assigneeCount` and a page
 * past the middle is read from the end (`nearerEnd`); filtered, it is counted.
 */
export async function assigneesPage(
  db: Db,
  document: Pick<DocumentRow, "id" | "assigneeCount">,
  query: {
    page: number;
    perPage: number;
    now: Date;
    status?: string | undefined;
    search?: string | undefined;
  },
) {
  const filter = { status: Boolean(query.status), search: Boolean(query.search) };
  const values = {
    documentId: document.id,
    ...clockParameters(query.now),
    status: query.status,
    pattern: query.search ? `%${escapeLike(query.search.toLowerCase())}%` : undefined,
  };
  const read = async (window: { reversed: boolean; offset: number; limit: number }) => {
    const rows = await assigneeRows(db, { ...filter, reversed: window.reversed }).execute({
      ...values,
      limit: window.limit,
      offset: window.offset,
    });
    return window.reversed ? rows.reverse() : rows;
  };
  const offset = (query.page - 1) * query.perPage;
  if (!filter.status && !filter.search) {
    const total = document.assigneeCount;
    return { rows: await read(nearerEnd(total, offset, query.perPage)), total };
  }
  const [rows, [total]] = await Promise.all([
    read({ reversed: false, offset, limit: query.perPage }),
    assigneeCount(db, filter).execute(values),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A person's assignments of live documents, newest first, with status. */
export async function assignmentsOfPerson(
  db: Db,
  companyUserId: string,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(documentAssignments.companyUserId, companyUserId),
    isNull(documents.deletedAt),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ assignment: documentAssignments, document: documents })
      .from(documentAssignments)
      .innerJoin(documents, eq(documents.id, documentAssignments.documentId))
      .where(where)
      .orderBy(desc(documentAssignments.assignedAt), asc(documentAssignments.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ value: count() })
      .from(documentAssignments)
      .innerJoin(documents, eq(documents.id, documentAssignments.documentId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * The learner's own list: their current assignments of live documents, newest first, with no
 * count beside them. Named: one person's rows on the index (company user, assigned at), a plan
 * that never depends on the values.
 */
const currentAssignments = builtOnce((db) =>
  db
    .select({ assignment: documentAssignments, document: documents })
    .from(documentAssignments)
    .innerJoin(documents, eq(documents.id, documentAssignments.documentId))
    .where(
      and(
        eq(documentAssignments.companyUserId, sql.placeholder("companyUserId")),
        isNull(documentAssignments.unassignedAt),
        isNull(documents.deletedAt),
      ),
    )
    .orderBy(desc(documentAssignments.assignedAt), asc(documentAssignments.id))
    .limit(sql.placeholder("limit"))
    .prepare("my-document-assignments"),
);

export async function currentAssignmentsOfPerson(db: Db, companyUserId: string, limit: number) {
  return currentAssignments(db, "").execute({ companyUserId, limit });
}

/** A person's active assignment of a live document, with the document. */
export async function findOwnAssignment(
  db: Db,
  companyUserId: string,
  documentId: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({ assignment: documentAssignments, document: documents })
    .from(documentAssignments)
    .innerJoin(documents, eq(documents.id, documentAssignments.documentId))
    .where(
      and(
        eq(documentAssignments.companyUserId, companyUserId),
        eq(documentAssignments.documentId, documentId),
        isNull(documentAssignments.unassignedAt),
        isNull(documents.deletedAt),
      ),
    );
  const [row] = await (options.lock ? query.for("update", { of: documentAssignments }) : query);
  return row ?? null;
}

/** The documents the person is asked to sign now (ids): what the badge counts. */
export async function documentsToSignOfPerson(
  db: Db,
  companyUserId: string,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .select({ id: documentAssignments.documentId })
    .from(documentAssignments)
    .innerJoin(documents, eq(documents.id, documentAssignments.documentId))
    .where(and(eq(documentAssignments.companyUserId, companyUserId), needsSignatureSql(now)));
  return rows.map((row) => row.id);
}
