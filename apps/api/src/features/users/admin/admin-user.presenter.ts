import type { AdminUser } from "@leerlijn/contracts/users/admin-users.contract";
import { fullName } from "../current-user.presenter";
import type { PersonMembershipRow, PersonRow } from "./people.repository";

export function accountStatus(person: Pick<PersonRow, "email" | "hasPassword">) {
  if (!person.email) return "no_account" as const;
  return person.hasPassword ? ("active" as const) : ("invited" as const);
}

export function presentAdminUser(
  person: PersonRow,
  memberships: readonly PersonMembershipRow[],
): AdminUser {
  return {
    id: person.id,
    name: fullName(person),
    firstName: person.firstName,
    middleName: person.middleName,
    lastName: person.lastName,
    email: person.email,
    status: accountStatus(person),
    memberships: memberships.map((membership) => ({
      id: membership.id,
      companyId: membership.companyId,
      companyName: membership.companyName,
      companyType: membership.companyType,
      roles: membership.roles,
      deactivated: membership.deactivatedAt !== null,
      pending: membership.pendingSince !== null,
    })),
    createdAt: person.createdAt.toISOString(),
  };
}
