import type { ManagedUser, MemberStatus } from "@leerlijn/contracts/users/managed-user.schema";
import { fullName } from "./current-user.presenter";
import { canManageMember, type ManagementScope } from "./management-scope";
import type { MemberRow } from "./members.repository";

export function memberStatus(
  row: Pick<MemberRow, "deactivatedAt" | "pendingSince" | "email" | "hasPassword">,
): MemberStatus {
  if (row.deactivatedAt) return "deactivated";
  if (!row.email) return "no_account";
  return row.hasPassword && !row.pendingSince ? "active" : "invited";
}

export function presentMember(
  row: MemberRow,
  scope: ManagementScope,
  groups: { id: string; name: string }[] = [],
): ManagedUser {
  return {
    id: row.id,
    userId: row.userId,
    name: fullName(row),
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    email: row.email,
    companyId: row.companyId,
    companyName: row.companyName,
    roles: row.roles,
    status: memberStatus(row),
    groups,
    createdAt: row.createdAt.toISOString(),
    canEditIdentity: scope.actor.isPlatformAdmin || row.identityReachable,
    canManage: canManageMember(scope, row),
  };
}
