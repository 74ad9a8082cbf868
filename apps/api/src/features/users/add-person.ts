import { type CompanyRole, learnerRoleFor } from "@leerlijn/contracts/users/grantable-roles";
import type { Db } from "../../platform/db/database";
import { validationFailed } from "../../platform/http/app-error";
import { fullName } from "./current-user.presenter";
import { invitationWelcome, type Welcome } from "./invitations";
import type { ManagementScope } from "./management-scope";
import { findMembership, insertMembership, insertPerson } from "./members.repository";
import { findUserByEmail } from "./users.repository";

export const EMAIL_TAKEN_MESSAGE = "Er is in deze omgeving al een gebruiker met dit e-mailadres.";
export const COMPANY_NOT_ALLOWED_MESSAGE = "Kies een van de omgevingen uit de lijst.";
export const ROLE_NOT_ALLOWED_MESSAGE = "Deze rol kun je niet toekennen.";

export type NewPerson = {
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string | null;
  companyId?: string | null | undefined;
  role?: CompanyRole | undefined;
};

export type AddedPerson = { id: string; name: string; welcome: Welcome | null };

/** The company and role a new person gets, refused as field errors when out of reach. */
export function placement(scope: ManagementScope, person: Pick<NewPerson, "companyId" | "role">) {
  const company = scope.companies.find(
    (candidate) => candidate.id === (person.companyId ?? scope.tenant.id),
  );
  if (!company) throw validationFailed({ company_id: [COMPANY_NOT_ALLOWED_MESSAGE] });
  const role = person.role ?? learnerRoleFor(company.type);
  if (!scope.grantable.includes(role)) throw validationFailed({ role: [ROLE_NOT_ALLOWED_MESSAGE] });
  return { company, role };
}

/**
 * Adds one person to a company inside the caller's transaction. A new person with an email gets
 * an invitation, one without an email gets no account at all. Someone whose email already has
 * an account with a password is invited to join: until they accept with that password, the
 * membership gives no access, so nobody takes over an account by adding its address.
 * The answer names the person as the caller sent them: it tells nothing about an existing account.
 */
export async function addPerson(
  tx: Db,
  scope: ManagementScope,
  person: NewPerson,
  invitationTtlDays: number,
): Promise<AddedPerson> {
  const { company, role } = placement(scope, person);
  const existing = person.email ? await findUserByEmail(tx, person.email) : null;
  if (existing && (await findMembership(tx, company.id, existing.id)))
    throw validationFailed({ email: [EMAIL_TAKEN_MESSAGE] });

  const user =
    existing ??
    (await insertPerson(tx, {
      firstName: person.firstName,
      middleName: person.middleName,
      lastName: person.lastName,
      email: person.email,
    }));
  const joinsWithOwnPassword = Boolean(user.passwordHash);
  const membership = await insertMembership(tx, {
    companyId: company.id,
    userId: user.id,
    roles: [role],
    invitedAs: joinsWithOwnPassword
      ? { firstName: person.firstName, middleName: person.middleName, lastName: person.lastName }
      : undefined,
  });

  const welcome = user.email
    ? await invitationWelcome(tx, {
        userId: user.id,
        companyId: company.id,
        person: { email: user.email, firstName: user.firstName },
        ttlDays: invitationTtlDays,
        joinsWithOwnPassword,
      })
    : null;
  return { id: membership.id, name: fullName(person), welcome };
}
