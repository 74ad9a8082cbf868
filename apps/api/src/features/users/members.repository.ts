import { and, asc, count, eq, inArray, isNotNull, isNull, or, SQL, sql } from "drizzle-orm";
import type { MemberStatus } from "@leerlijn/contracts/users/managed-user.schema";
import type { Role } from "@leerlijn/contracts/permissions";
import type { Db } from "../../platform/db/database";
import { insertMany } from "../../platform/db/insert-many";
import { arrayLiteral, builtOnce } from "../../platform/db/prepared-statements";
import { createListTotals } from "../companies/list-totals";
import { companies } from "../companies/companies.table";
import type { GroupLookup } from "./group-lookup";
import { searchConditions } from "./people-search";
import { companyUsers, users } from "./users.table";

/**
 * A membership with its person and company. `reachable` lists the companies the viewer
 * manages; `identityReachable` is false when the person also belongs to another company, whose
 * people may rely on their name and email staying as they are.
 */
export function memberColumns(reachable: readonly string[] | SQL) {
  const reachableArray =
    reachable instanceof SQL ? reachable : sql`${sql.param([...reachable])}::uuid[]`;
  return {
    id: companyUsers.id,
    userId: users.id,
    firstName: users.firstName,
    middleName: users.middleName,
    lastName: users.lastName,
    email: users.email,
    hasPassword: isNotNull(users.passwordHash).mapWith(Boolean),
    companyId: companyUsers.companyId,
    companyName: companies.name,
    roles: companyUsers.roles,
    deactivatedAt: companyUsers.deactivatedAt,
    pendingSince: companyUsers.pendingSince,
    invitedFirstName: companyUsers.invitedFirstName,
    invitedMiddleName: companyUsers.invitedMiddleName,
    invitedLastName: companyUsers.invitedLastName,
    createdAt: companyUsers.createdAt,
    // A correlated count rather than NOT EXISTS: PostgreSQL turns the latter into a hash of
    // every membership outside reach, built on each request however short the page is.
    identityReachable: sql<boolean>`(
      select count(*) from ${companyUsers} as elsewhere
      where elsewhere.user_id = ${users.id}
        and not (elsewhere.company_id = any(${reachableArray}))) = 0`.mapWith(Boolean),
  };
}
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** One membership, if it belongs to one of the reachable companies. */
export async function findMember(db: Db, reachable: readonly string[], memberId: string) {
  const [row] = await db
    .select(memberColumns(reachable))
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(and(eq(companyUsers.id, memberId), inArray(companyUsers.companyId, [...reachable])))
    .limit(1);
  return row ?? null;
}

/** The membership a person has in the first of these companies where they have one. */
export async function findMembershipOfPerson(
  db: Db,
  reachable: readonly string[],
  userId: string,
): Promise<string | null> {
  const rows = await db
    .select({ id: companyUsers.id, companyId: companyUsers.companyId })
    .from(companyUsers)
    .where(and(eq(companyUsers.userId, userId), inArray(companyUsers.companyId, [...reachable])));
  rows.sort((a, b) => reachable.indexOf(a.companyId) - reachable.indexOf(b.companyId));
  return rows[0]?.id ?? null;
}

export async function findMembership(db: Db, companyId: string, userId: string) {
  const [row] = await db
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function insertPerson(
  db: Db,
  person: { firstName: string; middleName: string | null; lastName: string; email: string | null },
) {
  const [row] = await db.insert(users).values(person).returning();
  if (!row) throw new Error("user insert failed");
  return row;
}

export async function insertMembership(
  db: Db,
  membership: { companyId: string; userId: string; roles: Role[]; invitedAs?: InvitedName },
) {
  const { invitedAs, ...values } = membership;
  const [row] = await db
    .insert(companyUsers)
    .values({ ...values, ...(invitedAs ? pendingColumns(invitedAs) : {}) })
    .returning({ id: companyUsers.id });
  if (!row) throw new Error("membership insert failed");
  return row;
}

/** Rows per insert statement in bulk work: far below PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

/** The people with these (lower-case) emails, whichever company they belong to. */
export async function findPeopleByEmails(db: Db, emails: readonly string[]) {
  const found = new Map<string, { id: string; firstName: string; hasPassword: boolean }>();
  for (let start = 0; start < emails.length; start += BATCH) {
    const rows = await db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        hasPassword: isNotNull(users.passwordHash).mapWith(Boolean),
      })
      .from(users)
      .where(inArray(users.email, emails.slice(start, start + BATCH)));
    for (const { email, ...person } of rows) if (email) found.set(email, person);
  }
  return found;
}

/** Many new people and their memberships of one company at once, with ids made by the caller. */
export async function insertPeopleAndMemberships(
  db: Db,
  people: readonly {
    id: string;
    firstName: string;
    middleName: string | null;
    lastName: string;
    email: string | null;
  }[],
  memberships: {
    companyId: string;
    roles: Role[];
    rows: readonly { id: string; userId: string }[];
  },
) {
  await insertMany(db, users, [
    { column: users.id, type: "uuid", values: people.map((person) => person.id) },
    { column: users.firstName, type: "text", values: people.map((person) => person.firstName) },
    { column: users.middleName, type: "text", values: people.map((person) => person.middleName) },
    { column: users.lastName, type: "text", values: people.map((person) => person.lastName) },
    { column: users.email, type: "text", values: people.map((person) => person.email) },
  ]);
  await insertMany(
    db,
    companyUsers,
    [
      { column: companyUsers.id, type: "uuid", values: memberships.rows.map((row) => row.id) },
      {
        column: companyUsers.userId,
        type: "uuid",
        values: memberships.rows.map((row) => row.userId),
      },
    ],
    [
      { column: companyUsers.companyId, value: sql`${memberships.companyId}::uuid` },
      { column: companyUsers.roles, value: sql`${sql.param(memberships.roles)}::text[]` },
    ],
  );
}

/** A membership of the company that waits for its person to accept the invitation. */
export async function findPendingMembership(db: Db, companyId: string, userId: string) {
  const [row] = await db
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .where(
      and(
        eq(companyUsers.companyId, companyId),
        eq(companyUsers.userId, userId),
        isNotNull(companyUsers.pendingSince),
        isNull(companyUsers.deactivatedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The person said yes: from now on the membership counts. */
export async function acceptMembership(db: Db, memberId: string): Promise<boolean> {
  const rows = await db
    .update(companyUsers)
    .set({
      pendingSince: null,
      invitedFirstName: null,
      invitedMiddleName: null,
      invitedLastName: null,
    })
    .where(and(eq(companyUsers.id, memberId), isNotNull(companyUsers.pendingSince)))
    .returning({ id: companyUsers.id });
  return rows.length > 0;
}

/** The name a company gave someone it invited with their existing account. */
export type InvitedName = { firstName: string; middleName: string | null; lastName: string };

const pendingColumns = (name: InvitedName) => ({
  pendingSince: sql`now()`,
  invitedFirstName: name.firstName,
  invitedMiddleName: name.middleName,
  invitedLastName: name.lastName,
});

/** Memberships that wait for their person to accept the invitation, each with its given name. */
export async function markPending(
  db: Db,
  memberships: readonly { memberId: string; name: InvitedName }[],
) {
  for (const { memberId, name } of memberships)
    await db.update(companyUsers).set(pendingColumns(name)).where(eq(companyUsers.id, memberId));
}

export type MemberFilters = {
  queryString?: string | undefined;
  role?: string | undefined;
  status?: MemberStatus | undefined;
  companyId?: string | undefined;
  /** Members of this group only (a group of one of the reachable companies). */
  groupId?: string | undefined;
};

function statusCondition(status: MemberStatus): SQL {
  switch (status) {
    case "deactivated":
      return isNotNull(companyUsers.deactivatedAt);
    case "no_account":
      return and(isNull(companyUsers.deactivatedAt), isNull(users.email))!;
    case "invited":
      return and(
        isNull(companyUsers.deactivatedAt),
        isNotNull(users.email),
        or(isNull(users.passwordHash), isNotNull(companyUsers.pendingSince)),
      )!;
    case "active":
      return and(
        isNull(companyUsers.deactivatedAt),
        isNotNull(users.passwordHash),
        isNotNull(users.email),
        isNull(companyUsers.pendingSince),
      )!;
  }
}

function memberConditions(
  groups: GroupLookup,
  reachable: readonly string[],
  filters: MemberFilters,
): SQL {
  return and(
    inArray(companyUsers.companyId, [...reachable]),
    filters.companyId ? eq(companyUsers.companyId, filters.companyId) : undefined,
    filters.role ? sql`${filters.role} = any(${companyUsers.roles})` : undefined,
    filters.status ? statusCondition(filters.status) : undefined,
    filters.groupId
      ? inArray(
          companyUsers.id,
          groups.memberIdsOf(
            sql`${filters.groupId}::uuid`,
            sql`${sql.param([...reachable])}::uuid[]`,
          ),
        )
      : undefined,
    ...searchConditions(filters.queryString),
  )!;
}

/**
 * List order: by name, then person, then membership (someone can be in a parent and its sub
 * company). The first three follow the users name index, so a page is read in index order
 * instead of sorting everyone.
 */
const listOrder = [asc(users.lastName), asc(users.firstName), asc(users.id), asc(companyUsers.id)];

/** The key of a list's total: the same companies and filters count the same people. */
const filterKey = (filters: MemberFilters) =>
  [
    filters.queryString?.trim().toLowerCase() ?? "",
    filters.role ?? "",
    filters.status ?? "",
    filters.companyId ?? "",
    filters.groupId ?? "",
  ].join("\u0000");

const peopleTotal = createListTotals("people");

/**
 * The listed members with these ids, in list order. Named: a lookup by key, whose plan never
 * depends on the values, while planning it (its subqueries and joins) cost PostgreSQL more than
 * running it, about 1 ms a page.
 */
const membersByIds = builtOnce((db, _shape: string, groups: GroupLookup) =>
  db
    .select({
      ...memberColumns(sql`${sql.placeholder("reachable")}::uuid[]`),
      groups: groups.groupsColumn(companyUsers.id),
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(sql`${companyUsers.id} = any(${sql.placeholder("ids")}::uuid[])`)
    .orderBy(...listOrder)
    .prepare("members-by-ids"),
);

/**
 * One page of members by last name, with their groups, and how many match in all. The page's
 * memberships are picked first and their columns read after: PostgreSQL computes the select
 * list before OFFSET skips rows, so the per-person subqueries would otherwise run for every row
 * before the page too (60 ms at offset 9,000). Picking the page stays unnamed: its best plan
 * depends on the company's size and the filters.
 */
export async function listMembers(
  db: Db,
  groups: GroupLookup,
  reachable: readonly string[],
  filters: MemberFilters,
  page: { limit: number; offset: number },
) {
  const where = memberConditions(groups, reachable, filters);
  const pageIds = await db
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(where)
    .orderBy(...listOrder)
    .limit(page.limit)
    .offset(page.offset);
  const rows =
    pageIds.length === 0
      ? []
      : await membersByIds(db, "page", groups).execute({
          reachable: arrayLiteral(reachable),
          ids: arrayLiteral(pageIds.map((row) => row.id)),
        });
  // A page that is not full is the last one, so it tells the total itself (most searches).
  if (rows.length < page.limit && (rows.length > 0 || page.offset === 0))
    return { rows, total: page.offset + rows.length };
  const total = await peopleTotal(db, reachable, filterKey(filters), async () => {
    // Only a filter on the person needs the person joined; counting memberships alone is cheaper.
    const readsPerson =
      Boolean(filters.queryString?.trim()) ||
      (filters.status !== undefined && filters.status !== "deactivated");
    const counting = db.select({ total: count() }).from(companyUsers).$dynamic();
    const [counted] = await (
      readsPerson ? counting.innerJoin(users, eq(users.id, companyUsers.userId)) : counting
    ).where(where);
    return counted?.total ?? 0;
  });
  return { rows, total };
}

/**
 * Every matching member in list order, `size` at a time: each batch continues after the last
 * row of the one before (keyset), so a long export neither holds everyone in memory nor skips
 * or repeats people when the list changes meanwhile.
 */
export async function* memberBatches(
  db: Db,
  groups: GroupLookup,
  reachable: readonly string[],
  filters: MemberFilters,
  size = 1000,
) {
  let after: { lastName: string; firstName: string; userId: string; id: string } | null = null;
  for (;;) {
    const rows: MemberRow[] = await db
      .select(memberColumns(reachable))
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .innerJoin(companies, eq(companies.id, companyUsers.companyId))
      .where(
        and(
          memberConditions(groups, reachable, filters),
          after
            ? sql`(${users.lastName}, ${users.firstName}, ${users.id}, ${companyUsers.id}) > (${after.lastName}, ${after.firstName}, ${after.userId}::uuid, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(...listOrder)
      .limit(size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = {
      lastName: last.lastName,
      firstName: last.firstName,
      userId: last.userId,
      id: last.id,
    };
  }
}

/** Every active member of one company, by last name, for pickers. */
export async function listMemberOptions(db: Db, companyId: string) {
  return db
    .select({
      id: companyUsers.id,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(eq(companyUsers.companyId, companyId), isNull(companyUsers.deactivatedAt)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(companyUsers.id));
}
