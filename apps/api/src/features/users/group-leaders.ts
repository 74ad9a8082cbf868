import { and, arrayOverlaps, eq, isNotNull, isNull } from "drizzle-orm";
import type { Role } from "@leerlijn/contracts/permissions";
import { companyUsers, users } from "./users.table";

/** The roles that lead a company's learners and hear how they are doing. */
const LEADER_ROLES = [
  "admin-group-leader",
  "sub-admin-group-leader",
] as const satisfies readonly Role[];

/**
 * Who counts as a company's group leader to write to: an active, accepted membership with a
 * leader role and an address. For a query that joins `company_users` to `users`.
 */
export function isLeaderToWriteTo(companyId: string) {
  return and(
    eq(companyUsers.companyId, companyId),
    isNull(companyUsers.deactivatedAt),
    isNull(companyUsers.pendingSince),
    arrayOverlaps(companyUsers.roles, [...LEADER_ROLES]),
    isNotNull(users.email),
  );
}
