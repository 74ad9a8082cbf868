import { and, asc, count, eq, ilike, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { fullName } from "../users/current-user.presenter";
import { companyUsers, users } from "../users/users.table";
import { groupMembers, groups } from "./groups.table";

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const memberCount =
  sql<number>`(select count(*) from ${groupMembers} where ${groupMembers.groupId} = ${groups.id})`.mapWith(
    Number,
  );

export async function listGroupSummaries(
  db: Db,
  companyId: string,
  queryString: string | undefined,
  page: { limit: number; offset: number } | null,
) {
  const where = and(
    eq(groups.companyId, companyId),
    queryString ? ilike(groups.name, containing(queryString)) : undefined,
  );
  const query = db
    .select({ id: groups.id, name: groups.name, memberCount })
    .from(groups)
    .where(where)
    .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id))
    .$dynamic();
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const [total] = await db.select({ total: count() }).from(groups).where(where);
  return { rows, total: total?.total ?? 0 };
}

export async function findGroup(db: Db, companyId: string, groupId: string) {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

export async function findGroupMembers(db: Db, groupId: string) {
  const rows = await db
    .select({
      id: companyUsers.id,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(groupMembers)
    .innerJoin(companyUsers, eq(companyUsers.id, groupMembers.companyUserId))
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(companyUsers.id));
  return rows.map((row) => ({ id: row.id, name: fullName(row), email: row.email }));
}

/** Which of these membership ids belong to the company; the rest are unknown here. */
export async function membershipsOfCompany(
  db: Db,
  companyId: string,
  memberIds: readonly string[],
): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), inArray(companyUsers.id, [...memberIds])));
  return new Set(rows.map((row) => row.id));
}

export async function replaceGroupMembers(db: Db, groupId: string, memberIds: readonly string[]) {
  await db.delete(groupMembers).where(eq(groupMembers.groupId, groupId));
  for (let start = 0; start < memberIds.length; start += 1000) {
    await db
      .insert(groupMembers)
      .values(
        memberIds.slice(start, start + 1000).map((companyUserId) => ({ groupId, companyUserId })),
      );
  }
}
