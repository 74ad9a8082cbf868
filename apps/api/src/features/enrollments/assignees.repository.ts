import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { arrayLiteral, builtOnce } from "../../platform/db/prepared-statements";
import { companyUsers, users } from "../users/users.table";
import { enrollments } from "./enrollments.table";

/** Active memberships among these ids within the companies an educator manages. */
export async function findMemberships(
  db: Db,
  companyIds: readonly string[],
  companyUserIds: readonly string[],
) {
  if (companyUserIds.length === 0) return [];
  return db
    .select({
      id: companyUsers.id,
      companyId: companyUsers.companyId,
      userId: companyUsers.userId,
      roles: companyUsers.roles,
    })
    .from(companyUsers)
    .where(
      and(
        inArray(companyUsers.id, [...companyUserIds]),
        inArray(companyUsers.companyId, [...companyIds]),
        isNull(companyUsers.deactivatedAt),
      ),
    );
}

/** Named: a lookup by key, whose plan never depends on the values (a person's path calls it). */
const memberById = builtOnce((db) =>
  db
    .select({
      id: companyUsers.id,
      companyId: companyUsers.companyId,
      userId: companyUsers.userId,
      name: sql<string>`concat_ws(' ', ${users.firstName}, ${users.middleName}, ${users.lastName})`,
      email: users.email,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(
      and(
        eq(companyUsers.id, sql.placeholder("id")),
        sql`${companyUsers.companyId} = any(${sql.placeholder("companyIds")}::uuid[])`,
      ),
    )
    .limit(1)
    .prepare("member-by-id"),
);

/** One membership (deactivated ones too: their history stays visible) with the person's name. */
export async function findMember(db: Db, companyIds: readonly string[], companyUserId: string) {
  const [row] = await memberById(db, "").execute({
    id: companyUserId,
    companyIds: arrayLiteral(companyIds),
  });
  return row ?? null;
}

export async function findPersonName(db: Db, userId: string) {
  const [row] = await db
    .select({
      name: sql<string>`concat_ws(' ', ${users.firstName}, ${users.middleName}, ${users.lastName})`,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? { name: "", email: null };
}

/** Memberships in these companies with an active (not deleted, not preview) enrollment. */
export async function findFollowers(db: Db, companyIds: readonly string[], courseId: string) {
  if (companyIds.length === 0) return [];
  const rows = await db
    .select({ id: companyUsers.id })
    .from(enrollments)
    .innerJoin(
      companyUsers,
      and(
        eq(companyUsers.companyId, enrollments.companyId),
        eq(companyUsers.userId, enrollments.userId),
      ),
    )
    .where(
      and(
        eq(enrollments.courseId, courseId),
        inArray(enrollments.companyId, [...companyIds]),
        isNull(enrollments.deletedAt),
        eq(enrollments.isPreview, false),
      ),
    );
  return rows.map((row) => row.id);
}
