import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { companyUsers, users } from "../users/users.table";

/** A membership of one of these companies, with the person's name. */
export async function findPersonInCompanies(
  db: Db,
  companyIds: readonly string[],
  companyUserId: string,
) {
  const [row] = await db
    .select({
      id: companyUsers.id,
      companyId: companyUsers.companyId,
      userId: companyUsers.userId,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(
      and(eq(companyUsers.id, companyUserId), inArray(companyUsers.companyId, [...companyIds])),
    )
    .limit(1);
  return row ?? null;
}
