import { forbidden, notFound, redirectTo } from "../../platform/http/app-error";
import type { Db } from "../../platform/db/database";
import { canManageMember, type ManagementScope } from "./management-scope";
import { findMember, findMembershipOfPerson, type MemberRow } from "./members.repository";

export const CANNOT_MANAGE_MESSAGE =
  "Je kunt deze gebruiker niet beheren: dat ben je zelf, of deze persoon heeft een hogere rol dan jij kunt geven.";

/** A membership the actor can see; someone of another company is unknown (404). */
export async function visibleMember(
  db: Db,
  scope: ManagementScope,
  memberId: string,
): Promise<MemberRow> {
  const member = await findMember(db, scope.companyIds, memberId);
  if (!member) throw notFound();
  return member;
}

/**
 * A member's page, also when it is addressed by the person's id (the administrative domain and
 * the spec's routes name people by it): that answers 307 to the page of their membership here.
 */
export async function memberOrItsPage(
  db: Db,
  scope: ManagementScope,
  id: string,
): Promise<MemberRow> {
  const member = await findMember(db, scope.companyIds, id);
  if (member) return member;
  const membershipId = await findMembershipOfPerson(db, scope.companyIds, id);
  if (membershipId) throw redirectTo(`/lms/users/${membershipId}/edit`);
  throw notFound();
}

/** A membership the actor may change: visible (else 404) and within their standing (else 403). */
export async function manageableMember(
  db: Db,
  scope: ManagementScope,
  memberId: string,
): Promise<MemberRow> {
  const member = await visibleMember(db, scope, memberId);
  if (!canManageMember(scope, member)) throw forbidden(CANNOT_MANAGE_MESSAGE);
  return member;
}
