import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Role } from "@leerlijn/contracts/permissions";
import type { Db } from "../../../platform/db/database";
import { companies } from "../../companies/companies.table";
import { searchConditions } from "../people-search";
import { companyUsers, users } from "../users.table";

/**
 * The platform admin's reads and writes of people across companies. Nothing here is scoped by
 * company: only the administrative domain's routes, guarded by `admin.users.*`, call it.
 */

export type PeopleFilters = {
  queryString?: string | undefined;
  companyId?: string | undefined;
  role?: Role | undefined;
};

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  email: users.email,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`.mapWith(Boolean),
  createdAt: users.createdAt,
};
export type PersonRow = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

function peopleConditions(filters: PeopleFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.companyId || filters.role) {
    const membership = and(
      sql`${companyUsers.userId} = ${users.id}`,
      filters.companyId ? eq(companyUsers.companyId, filters.companyId) : undefined,
      filters.role ? sql`${filters.role} = any(${companyUsers.roles})` : undefined,
    );
    conditions.push(sql`exists (select 1 from ${companyUsers} where ${membership})`);
  }
  conditions.push(...searchConditions(filters.queryString));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of people by last name (the users name index), and how many match in all. */
export async function listPeople(
  db: Db,
  filters: PeopleFilters,
  page: { limit: number; offset: number },
) {
  const where = peopleConditions(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select(personColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findPerson(db: Db, userId: string) {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** The memberships of these people with their companies, by company name. */
export async function membershipsOf(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: companyUsers.id,
      userId: companyUsers.userId,
      companyId: companyUsers.companyId,
      companyName: companies.name,
      companyType: companies.type,
      roles: companyUsers.roles,
      deactivatedAt: companyUsers.deactivatedAt,
      pendingSince: companyUsers.pendingSince,
    })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(inArray(companyUsers.userId, [...userIds]))
    .orderBy(asc(companies.name), asc(companyUsers.id));
}
export type PersonMembershipRow = Awaited<ReturnType<typeof membershipsOf>>[number];

export async function findCompaniesByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: companies.id, name: companies.name, type: companies.type })
    .from(companies)
    .where(inArray(companies.id, [...ids]));
}

export async function updatePersonIdentity(
  db: Db,
  userId: string,
  identity: {
    firstName: string;
    middleName: string | null;
    lastName: string;
    email: string | null;
  },
) {
  await db
    .update(users)
    .set({ ...identity, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function deleteMemberships(db: Db, userId: string, membershipIds: readonly string[]) {
  if (membershipIds.length === 0) return;
  await db
    .delete(companyUsers)
    .where(and(eq(companyUsers.userId, userId), inArray(companyUsers.id, [...membershipIds])));
}

export async function setMembershipRoles(db: Db, membershipId: string, roles: Role[]) {
  await db.update(companyUsers).set({ roles }).where(eq(companyUsers.id, membershipId));
}
