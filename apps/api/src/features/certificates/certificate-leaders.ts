import { asc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { fullName } from "../users/current-user.presenter";
import { isLeaderToWriteTo } from "../users/group-leaders";
import { companyUsers, users } from "../users/users.table";

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
    .where(isLeaderToWriteTo(companyId))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows.flatMap((row) =>
    row.email ? [{ ...row, email: row.email, name: fullName(row) }] : [],
  );
}
