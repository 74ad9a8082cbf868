import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  like,
  or,
  type Placeholder,
  type SQL,
  getTableName,
  sql,
} from "drizzle-orm";
import { type PgSelect, unionAll } from "drizzle-orm/pg-core";
import type { MemberStatus } from "@leerlijn/contracts/users/managed-user.schema";
import type { Role } from "@leerlijn/contracts/permissions";
import type { Db } from "../../platform/db/database";
import { insertMany } from "../../platform/db/insert-many";
import { arrayLiteral, builtOnce, literalLimit } from "../../platform/db/prepared-statements";
import { companies } from "../companies/companies.table";
import { companyMemberGenerations } from "./member-generations.table";
import type { MemberTotals } from "./member-totals";
import type { GroupLookup } from "./group-lookup";
import { searchIsIndexed, searchPatterns } from "./people-search";
import { companyUsers, users } from "./users.table";

/**
 * A membership with its person and company. `reachable` lists the companies the viewer
 * manages; `identityReachable` is false when the person also belongs to another company, whose
 * people may rely on their name and email staying as they are.
 */
export function memberColumns(reachable: readonly string[]) {
  return {
    ...personColumns(sql`${sql.param([...reachable])}::uuid[]`),
    companyName: companies.name,
  };
}

/**
 * `memberColumns` without the company's name, which needs the companies table joined;
 * `reachable` is the companies as one uuid array (a value or a placeholder).
 */
function personColumns(reachable: SQL) {
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
        and not (elsewhere.company_id = any(${reachable}))) = 0`.mapWith(Boolean),
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

/** Conditions whose values are either given or placeholders filled when a statement runs. */
type BoundConditions = {
  companyIds: readonly Bound[];
  companyId?: Bound | undefined;
  role?: Bound | undefined;
  status?: MemberStatus | undefined;
  memberIdsIn?: SQL | undefined;
  /** LIKE patterns on the search column (see `searchPatterns`). */
  patterns: readonly Bound[];
};
type Bound = string | Placeholder;

function memberConditions(bound: BoundConditions): SQL {
  const conditions: (SQL | undefined)[] = [inArray(companyUsers.companyId, [...bound.companyIds])];
  if (bound.companyId) conditions.push(eq(companyUsers.companyId, bound.companyId));
  if (bound.role) conditions.push(sql`${bound.role} = any(${companyUsers.roles})`);
  if (bound.status) conditions.push(statusCondition(bound.status));
  if (bound.memberIdsIn) conditions.push(inArray(companyUsers.id, bound.memberIdsIn));
  for (const pattern of bound.patterns) conditions.push(like(users.searchText, pattern));
  return and(...conditions)!;
}

const withValues = (
  groups: GroupLookup,
  reachable: readonly string[],
  filters: MemberFilters,
): BoundConditions => ({
  ...filters,
  companyIds: reachable,
  memberIdsIn: filters.groupId
    ? groups.memberIdsOf(sql`${filters.groupId}::uuid`, sql`${sql.param([...reachable])}::uuid[]`)
    : undefined,
  patterns: searchPatterns(filters.queryString),
});

/**
 * List order: by name, then person, then membership (someone can be in a parent and its sub
 * company). The first three follow the users name index, so a page is read in index order
 * instead of sorting everyone.
 */
const listOrder = [asc(users.lastName), asc(users.firstName), asc(users.id), asc(companyUsers.id)];

/** The sum of the companies' member generations: it rises with any change to their lists. */
const generationOf = (companyIds: readonly Bound[]) =>
  sql<number>`(select coalesce(sum(${companyMemberGenerations.generation}), 0)
    from ${companyMemberGenerations}
    where ${inArray(companyMemberGenerations.companyId, [...companyIds])})`.mapWith(Number);

/** What a people list statement looks like; its values are placeholders. */
type ListShape = {
  companies: number;
  companyId: boolean;
  role: boolean;
  status: MemberStatus | null;
  group: boolean;
  words: number;
};

function shapeOf(companies: number, filters: MemberFilters, patterns: readonly string[]) {
  return {
    companies,
    companyId: Boolean(filters.companyId),
    role: Boolean(filters.role),
    status: filters.status ?? null,
    group: Boolean(filters.groupId),
    words: patterns.length,
  } satisfies ListShape;
}

const placeholders = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => sql.placeholder(`${prefix}${i}`));

function shapeConditions(shape: ListShape, groups: GroupLookup) {
  const companyIds = placeholders("company", shape.companies);
  const conditions = memberConditions({
    companyIds,
    companyId: shape.companyId ? sql.placeholder("companyId") : undefined,
    role: shape.role ? sql.placeholder("role") : undefined,
    status: shape.status ?? undefined,
    memberIdsIn: shape.group
      ? groups.memberIdsOf(
          sql`${sql.placeholder("groupId")}::uuid`,
          sql`${sql.placeholder("reachable")}::uuid[]`,
        )
      : undefined,
    patterns: placeholders("word", shape.words),
  });
  return { companyIds, conditions };
}

/** What a page of people shows, read from `company_users` joined with `users`. */
const pageColumns = (companyIds: readonly Bound[], groups: GroupLookup) => ({
  ...personColumns(sql`${sql.placeholder("reachable")}::uuid[]`),
  groups: groups.groupsColumn(companyUsers.id),
  generation: generationOf(companyIds),
});

/**
 * The page and count statements of each shape, built once. Unnamed on purpose: how a page is
 * best read depends on the company's size and the search's rarity, so PostgreSQL plans each run.
 * A later page first picks its memberships and then reads their columns: PostgreSQL works out
 * the select list before OFFSET skips rows, so the groups and the other per-person subqueries
 * ran for every row before the page too (60 ms at offset 9,000).
 */
const pageStatement = builtOnce((db, key, groups: GroupLookup) => {
  const { later, ...shape } = JSON.parse(key) as ListShape & { later: boolean };
  const { companyIds, conditions } = shapeConditions(shape, groups);
  const read = <T extends PgSelect>(query: T) =>
    query
      .orderBy(...listOrder)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"));
  const columns = db.select(pageColumns(companyIds, groups)).from(companyUsers);
  if (!later)
    return read(
      columns.innerJoin(users, eq(users.id, companyUsers.userId)).where(conditions).$dynamic(),
    ).prepare("");
  const pageIds = read(
    db
      .select({ id: companyUsers.id })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(conditions)
      .$dynamic(),
  );
  return columns
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(inArray(companyUsers.id, pageIds))
    .orderBy(...listOrder)
    .prepare("");
});

/**
 * A search answers from at most this many people its words find; more go to `pageStatement`.
 * Up to here one named statement is cheaper: at 200 hits it takes about 1.3 ms, where the other
 * way (page and count, each planned) takes 3 to 4 ms in three round trips.
 */
export const SEARCH_HITS = 200;

/**
 * A search whose words the trigram index can find. Planning the search statement cost more than
 * running it, yet its best plan depends on the words; so `people_search_hits` plans only the
 * words, with their values, on every call, and this statement around it is the same for every
 * search and named. Its first row tells how many people the words found (at most one more than
 * SEARCH_HITS); when that is more than SEARCH_HITS (a common word, for which reading the list in
 * name order is better) it carries no page and the caller asks `pageStatement`. Otherwise the
 * rows are the page (or one empty row), each with the total counted among the hits.
 */
const searchStatement = builtOnce((db, key, groups: GroupLookup) => {
  const { limit, ...shape } = JSON.parse(key) as ListShape & { limit: number };
  const { companyIds, conditions } = shapeConditions(shape, groups);
  const hits = db
    .$with("hits", { id: sql<string>`id`.as("id") })
    .as(
      sql`select people_search_hits(${sql.placeholder("patterns")}::text[], ${literalLimit(SEARCH_HITS + 1)}) as id`,
    );
  const matches = () =>
    db
      .select({ id: companyUsers.id })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(
        and(
          conditions,
          sql`${companyUsers.userId} in (select id from ${hits})`,
          sql`(select count(*) from ${hits}) <= ${sql.raw(String(SEARCH_HITS))}`,
        ),
      );
  const pageIds = matches()
    .orderBy(...listOrder)
    .limit(literalLimit(limit))
    .offset(sql.placeholder("offset"));
  return db
    .with(hits)
    .select({
      ...pageColumns(companyIds, groups),
      hits: sql<number>`counted.hits`.mapWith(Number),
      total: sql<number>`(select count(*) from (${matches()}) as found)`.mapWith(Number),
    })
    .from(sql`(select count(*) as hits from ${hits}) as counted`)
    .leftJoin(companyUsers, sql`${companyUsers.id} = any(array(${pageIds}))`)
    .leftJoin(users, eq(users.id, companyUsers.userId))
    .orderBy(...listOrder)
    .prepare("people-search");
});

/** List order as `company_users_name_order_index` holds a company's people. */
const indexOrder = [
  asc(companyUsers.sortLastName),
  asc(companyUsers.sortFirstName),
  asc(companyUsers.userId),
  asc(companyUsers.id),
];

/**
 * The first page of everyone in the reachable companies: what opening the people page asks.
 * Each company's first people come straight from its name-order index and are merged, so the
 * best plan is the same for a company of ten and of a hundred thousand, and the statement can be
 * named: planning it on every call cost more than running it. The merged rows are called
 * `company_users`, so the columns read them as they read the table.
 */
const firstPageStatement = builtOnce((db, key, groups: GroupLookup) => {
  const { companies, limit } = JSON.parse(key) as { companies: number; limit: number };
  const companyIds = placeholders("company", companies);
  const [first, second, ...more] = companyIds.map((companyId) =>
    db
      .select()
      .from(companyUsers)
      .where(eq(companyUsers.companyId, companyId))
      .orderBy(...indexOrder)
      .limit(literalLimit(limit)),
  );
  if (!first) throw new Error("a first page needs a company");
  const merged = second ? unionAll(first, second, ...more) : first;
  return db
    .select(pageColumns(companyIds, groups))
    .from(merged.as(getTableName(companyUsers)))
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .orderBy(...indexOrder)
    .limit(literalLimit(limit))
    .prepare("people-first-page");
});

type PageRow = Awaited<ReturnType<ReturnType<typeof pageStatement>["execute"]>>[number];

const countStatement = builtOnce((db, key, groups: GroupLookup) => {
  const shape = JSON.parse(key) as ListShape;
  const { companyIds, conditions } = shapeConditions(shape, groups);
  const counting = db
    .select({ total: count(), generation: generationOf(companyIds) })
    .from(companyUsers);
  // Only a filter on the person needs the person joined; counting memberships alone is cheaper.
  const readsPeople = shape.words > 0 || (shape.status !== null && shape.status !== "deactivated");
  return (
    readsPeople
      ? counting.innerJoin(users, eq(users.id, companyUsers.userId)).where(conditions)
      : counting.where(conditions)
  ).prepare("");
});

/**
 * One page of members by last name, and how many match in all. Counting thousands of people
 * costs more than reading a page, so a total is kept with the generation it was counted at and
 * reused while that generation holds; the page query reads the generation in the same snapshot.
 * A page that is not full needs no count at all.
 */
export async function listMembers(
  db: Db,
  groups: GroupLookup,
  /** The reachable companies and their names: the page takes names from here, not a join. */
  reachable: ReadonlyMap<string, string>,
  filters: MemberFilters,
  page: { limit: number; offset: number },
  totals: { cache: MemberTotals; key: string },
) {
  const companyIds = [...reachable.keys()];
  const patterns = searchPatterns(filters.queryString);
  const listShape = shapeOf(companyIds.length, filters, patterns);
  const shape = JSON.stringify(listShape);
  const values: Record<string, unknown> = {
    ...filters,
    reachable: arrayLiteral(companyIds),
    limit: page.limit,
    offset: page.offset,
  };
  companyIds.forEach((id, i) => (values[`company${i}`] = id));
  patterns.forEach((pattern, i) => (values[`word${i}`] = pattern));

  const withCompanyName = (row: PageRow) => ({
    ...row,
    companyName: reachable.get(row.companyId) ?? "",
  });
  if (searchIsIndexed(filters.queryString)) {
    const found = await searchStatement(
      db,
      JSON.stringify({ ...listShape, words: 0, limit: page.limit }),
      groups,
    ).execute({ ...values, patterns: arrayLiteral(patterns) });
    const [first] = found;
    if (first && first.hits <= SEARCH_HITS) {
      // Without a page (nobody found, or past the last page) the one row is empty.
      const rows = found.filter((row) => row.id !== null) as PageRow[];
      return { rows: rows.map(withCompanyName), total: first.total };
    }
  }
  const unfiltered =
    listShape.words === 0 &&
    !listShape.companyId &&
    !listShape.role &&
    !listShape.status &&
    !listShape.group;
  const people =
    unfiltered && page.offset === 0 && companyIds.length > 0
      ? await firstPageStatement(
          db,
          JSON.stringify({ companies: companyIds.length, limit: page.limit }),
          groups,
        ).execute(values)
      : await pageStatement(
          db,
          JSON.stringify({ ...listShape, later: page.offset > 0 }),
          groups,
        ).execute(values);
  const rows = people.map(withCompanyName);
  // A page that is not full is the last one, so it tells the total itself (most searches).
  const isLastPage = rows.length < page.limit && (rows.length > 0 || page.offset === 0);
  if (isLastPage) return { rows, total: page.offset + rows.length };
  const seen = rows[0]?.generation;
  const known = seen === undefined ? undefined : totals.cache.get(totals.key, seen);
  if (known !== undefined) return { rows, total: known };
  // Counted apart from the page: a window count would make PostgreSQL join and sort everyone.
  const [counted] = await countStatement(db, shape, groups).execute(values);
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
          memberConditions(withValues(groups, reachable, filters)),
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
