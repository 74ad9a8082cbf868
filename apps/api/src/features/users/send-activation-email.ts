import type { RequestOrigin } from "../../platform/tenancy/public-origin";
import { conflict } from "../../platform/http/app-error";
import { type InvitationDeps, invitationWelcome, sendWelcomes } from "./invitations";
import type { ManagementScope } from "./management-scope";
import { manageableMember } from "./member-access";

/**
 * POST /users/{id}/activation/email: a fresh invitation for someone who has not activated yet,
 * or who has not yet accepted joining with the account they already have.
 */
export async function sendActivationEmail(
  deps: InvitationDeps,
  scope: ManagementScope,
  memberId: string,
  from: RequestOrigin,
): Promise<void> {
  const member = await manageableMember(deps.db, scope, memberId);
  if (member.deactivatedAt)
    throw conflict("Deze gebruiker is gedeactiveerd. Activeer het account eerst weer.");
  if (!member.email)
    throw conflict("Deze gebruiker heeft geen e-mailadres. Vul eerst een e-mailadres in.");
  const joinsWithOwnPassword = member.pendingSince !== null;
  if (member.hasPassword && !joinsWithOwnPassword) throw conflict("Dit account is al geactiveerd.");
  const welcome = await invitationWelcome(deps.db, {
    userId: member.userId,
    companyId: member.companyId,
    person: { email: member.email, firstName: member.firstName },
    ttlDays: deps.invitationTtlDays,
    joinsWithOwnPassword,
  });
  await sendWelcomes(deps, from, [welcome]);
}
