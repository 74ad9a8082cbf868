import { and, arrayOverlaps, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { fullName } from "../users/current-user.presenter";
import { companyUsers, users } from "../users/users.table";

/** The roles that hear about their company's certificates running out. */
const LEADER_ROLES = ["admin-group-leader", "sub-admin-group-leader"] as const;
/** The active group leaders of a company with an address to write to. */
export async function leadersOf(db: Db, companyId: string) {
  const rows = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(
      and(
        eq(companyUsers.companyId, companyId),
        isNull(companyUsers.deactivatedAt),
        isNull(companyUsers.pendingSince),
        arrayOverlaps(companyUsers.roles, [...LEADER_ROLES]),
        isNotNull(users.email),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows.flatMap((row) =>
    row.email ? [{ ...row, email: row.email, name: fullName(row) }] : [],
  );
}
