import type { z } from "zod";
import type { usersListQuerySchema } from "@leerlijn/contracts/users/users.contract";
import type { Db } from "../../platform/db/database";
import type { GroupLookup } from "./group-lookup";
import { presentMember } from "./managed-user.presenter";
import type { ManagementScope } from "./management-scope";
import { listMembers, type MemberFilters } from "./members.repository";

type Query = z.output<typeof usersListQuerySchema>;

/** The list's filters as the repository takes them. */
export const memberFilters = (filter: Query["filter"] = {}): MemberFilters => ({
  queryString: filter.queryString,
  role: filter.role,
  status: filter.status,
  companyId: filter.companyId,
  groupId: filter.groupId,
});

/** GET /users: one page of the people the actor manages, with their groups. */
export async function listUsers(db: Db, groups: GroupLookup, scope: ManagementScope, query: Query) {
  const { rows, total } = await listMembers(
    db,
    groups,
    scope.companyIds,
    memberFilters(query.filter),
    { limit: query.perPage, offset: (query.page - 1) * query.perPage },
  );
  return { data: rows.map((row) => presentMember(row, scope, row.groups)), total };
}
