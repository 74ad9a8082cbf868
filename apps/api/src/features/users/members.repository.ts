import { and, asc, count, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { MemberStatus } from "@leerlijn/contracts/users/managed-user.schema";
import type { Role } from "@leerlijn/contracts/permissions";
import type { Db } from "../../platform/db/database";
import { insertMany } from "../../platform/db/insert-many";
import { companies } from "../companies/companies.table";
import { companyMemberGenerations } from "./member-generations.table";
import type { MemberTotals } from "./member-totals";
import { searchConditions } from "./people-search";
import { companyUsers, users } from "./users.table";

/**
 * A membership with its person and company. `reachable` lists the companies the viewer
 * manages; `identityReachable` is false when the person also belongs to another company, whose
 * people may rely on their name and email staying as they are.
 */
export function memberColumns(reachable: readonly string[]) {
  return { ...personColumns(reachable), companyName: companies.name };
}

/** `memberColumns` without the company's name, which needs the companies table joined. */
function personColumns(reachable: readonly string[]) {
  return {
    id: companyUsers.id,
    userId: users.id,
    firstName: users.firstName,
    middleName: users.middleName,
    lastName: users.lastName,
    email: users.email,
    hasPassword: isNotNull(users.passwordHash).mapWith(Boolean),
    companyId: companyUsers.companyId,
    roles: companyUsers.roles,
    deactivatedAt: companyUsers.deactivatedAt,
    createdAt: companyUsers.createdAt,
    // A correlated count rather than NOT EXISTS: PostgreSQL turns the latter into a hash of
    // every membership outside reach, built on each request however short the page is.
    identityReachable: sql<boolean>`(
      select count(*) from ${companyUsers} as elsewhere
      where elsewhere.user_id = ${users.id}
        and not (elsewhere.company_id = any(${sql.param([...reachable])}::uuid[]))) = 0`.mapWith(
      Boolean,
    ),
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
  membership: { companyId: string; userId: string; roles: Role[] },
) {
  const [row] = await db.insert(companyUsers).values(membership).returning({ id: companyUsers.id });
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

export type MemberFilters = {
  queryString?: string | undefined;
  role?: string | undefined;
  status?: MemberStatus | undefined;
  companyId?: string | undefined;
  /** A subquery of membership ids (a group's members). */
  memberIdsIn?: SQL | undefined;
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
        isNull(users.passwordHash),
      )!;
    case "active":
      return and(
        isNull(companyUsers.deactivatedAt),
        isNotNull(users.passwordHash),
        isNotNull(users.email),
      )!;
  }
}

function memberConditions(reachable: readonly string[], filters: MemberFilters): SQL {
  const conditions: (SQL | undefined)[] = [inArray(companyUsers.companyId, [...reachable])];
  if (filters.companyId) conditions.push(eq(companyUsers.companyId, filters.companyId));
  if (filters.role) conditions.push(sql`${filters.role} = any(${companyUsers.roles})`);
  if (filters.status) conditions.push(statusCondition(filters.status));
  if (filters.memberIdsIn) conditions.push(inArray(companyUsers.id, filters.memberIdsIn));
  conditions.push(...searchConditions(filters.queryString));
  return and(...conditions)!;
}

/**
 * List order: by name, then person, then membership (someone can be in a parent and its sub
 * company). The first three follow the users name index, so a page is read in index order
 * instead of sorting everyone.
 */
const listOrder = [asc(users.lastName), asc(users.firstName), asc(users.id), asc(companyUsers.id)];

/** Whether the filters read the person, not only the membership. */
const filtersPeople = (filters: MemberFilters) =>
  Boolean(filters.queryString?.trim()) || (filters.status && filters.status !== "deactivated");

/** The sum of the companies' member generations: it rises with any change to their lists. */
const generationOf = (reachable: readonly string[]) =>
  sql<number>`(select coalesce(sum(${companyMemberGenerations.generation}), 0)
    from ${companyMemberGenerations}
    where ${inArray(companyMemberGenerations.companyId, [...reachable])})`.mapWith(Number);

/**
 * One page of members by last name, and how many match in all. Counting thousands of people
 * costs more than reading a page, so a total is kept with the generation it was counted at and
 * reused while that generation holds; the page query reads the generation in the same snapshot.
 */
export async function listMembers(
  db: Db,
  /** The reachable companies and their names: the page takes names from here, not a join. */
  reachable: ReadonlyMap<string, string>,
  filters: MemberFilters,
  page: { limit: number; offset: number },
  totals: { cache: MemberTotals; key: string },
  groupsColumn: SQL<{ id: string; name: string }[]>,
) {
  const companyIds = [...reachable.keys()];
  const where = memberConditions(companyIds, filters);
  const people = await db
    .select({
      ...personColumns(companyIds),
      groups: groupsColumn,
      generation: generationOf(companyIds),
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(where)
    .orderBy(...listOrder)
    .limit(page.limit)
    .offset(page.offset);
  const rows = people.map((row) => ({ ...row, companyName: reachable.get(row.companyId) ?? "" }));
  const seen = rows[0]?.generation;
  const known = seen === undefined ? undefined : totals.cache.get(totals.key, seen);
  if (known !== undefined) return { rows, total: known };
  // Counted apart from the page: a window count would make PostgreSQL join and sort everyone.
  const counting = filtersPeople(filters)
    ? db
        .select({ total: count(), generation: generationOf(companyIds) })
        .from(companyUsers)
        .innerJoin(users, eq(users.id, companyUsers.userId))
        .where(where)
    : db
        .select({ total: count(), generation: generationOf(companyIds) })
        .from(companyUsers)
        .where(where);
  const [counted] = await counting;
  const total = counted?.total ?? 0;
  if (counted) totals.cache.set(totals.key, counted.generation, total);
  return { rows, total };
}

/**
 * Every matching member in list order, `size` at a time: each batch continues after the last
 * row of the one before (keyset), so a long export neither holds everyone in memory nor skips
 * or repeats people when the list changes meanwhile.
 */
export async function* memberBatches(
  db: Db,
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
          memberConditions(reachable, filters),
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
