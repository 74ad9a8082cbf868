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

/**
 * The name the company sees: until someone invited with their existing account accepts, the
 * name the company gave them (theirs is theirs to share), afterwards their own.
 */
export function visibleName(
  row: Pick<
    MemberRow,
    | "firstName"
    | "middleName"
    | "lastName"
    | "pendingSince"
    | "invitedFirstName"
    | "invitedMiddleName"
    | "invitedLastName"
  >,
): { firstName: string; middleName: string | null; lastName: string } {
  if (row.pendingSince && row.invitedFirstName !== null && row.invitedLastName !== null)
    return {
      firstName: row.invitedFirstName,
      middleName: row.invitedMiddleName,
      lastName: row.invitedLastName,
    };
  return { firstName: row.firstName, middleName: row.middleName, lastName: row.lastName };
}

/**
 * Name and email belong to the person: editable only when nobody outside the viewer's reach
 * relies on them, and never for someone who has not yet accepted joining with their account.
 */
export function identityEditable(
  row: Pick<MemberRow, "pendingSince" | "identityReachable">,
  scope: ManagementScope,
): boolean {
  return !row.pendingSince && (scope.actor.isPlatformAdmin || row.identityReachable);
}

export function presentMember(
  row: MemberRow,
  scope: ManagementScope,
  groups: { id: string; name: string }[] = [],
): ManagedUser {
  const name = visibleName(row);
  return {
    id: row.id,
    userId: row.pendingSince ? null : row.userId,
    name: fullName(name),
    ...name,
    email: row.email,
    companyId: row.companyId,
    companyName: row.companyName,
    roles: row.roles,
    status: memberStatus(row),
    groups,
    createdAt: row.createdAt.toISOString(),
    canEditIdentity: identityEditable(row, scope),
    canManage: canManageMember(scope, row),
  };
}
