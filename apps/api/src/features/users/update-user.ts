import type { CompanyRole } from "@leerlijn/contracts/users/grantable-roles";
import type { RequestOrigin } from "../../platform/tenancy/public-origin";
import { and, eq, sql } from "drizzle-orm";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import { isUniqueViolation } from "../../platform/db/errors";
import { forbidden, validationFailed } from "../../platform/http/app-error";
import { ROLE_NOT_ALLOWED_MESSAGE } from "./add-person";
import { revokeTokens } from "./account-tokens";
import type { EnrollInGroupCourses } from "./group-courses";
import { type InvitationDeps, invitationWelcome, sendWelcomes, type Welcome } from "./invitations";
import type { ManagementScope } from "./management-scope";
import { manageableMember } from "./member-access";
import { companyUsers, users } from "./users.table";

export const EMAIL_IN_USE_MESSAGE =
  "Dit e-mailadres kan niet worden gebruikt. Kies een ander e-mailadres.";
export const EMAIL_CANNOT_BE_REMOVED =
  "Een e-mailadres kun je wijzigen, maar niet weghalen: deze persoon logt ermee in.";
export const IDENTITY_LOCKED_MESSAGE =
  "Deze persoon heeft ook een account bij een andere organisatie. Naam en e-mailadres kan alleen die persoon zelf wijzigen.";

export type MemberChanges = {
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string | null;
  role?: CompanyRole | undefined;
};

/**
 * PATCH /users/{id}. Name and email belong to the person, so they change only when nobody
 * outside the actor's reach relies on them. A new email for someone who has not activated yet
 * gets a fresh invitation; older links (invitation, reset) stop working.
 */
export async function updateUser(
  deps: InvitationDeps & { bus: InvalidationBus; enrollInGroupCourses: EnrollInGroupCourses },
  scope: ManagementScope,
  memberId: string,
  changes: MemberChanges,
  from: RequestOrigin,
): Promise<string> {
  const member = await manageableMember(deps.db, scope, memberId);
  const identityChanged =
    changes.firstName !== member.firstName ||
    changes.middleName !== member.middleName ||
    changes.lastName !== member.lastName ||
    changes.email !== member.email;
  if (identityChanged && !scope.actor.isPlatformAdmin && !member.identityReachable)
    throw forbidden(IDENTITY_LOCKED_MESSAGE);
  if (member.email && !changes.email) throw validationFailed({ email: [EMAIL_CANNOT_BE_REMOVED] });
  if (changes.role && !scope.grantable.includes(changes.role))
    throw validationFailed({ role: [ROLE_NOT_ALLOWED_MESSAGE] });

  const emailChanged = changes.email !== member.email;
  let welcome: Welcome | null;
  try {
    welcome = await deps.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          firstName: changes.firstName,
          middleName: changes.middleName,
          lastName: changes.lastName,
          email: changes.email,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, member.userId));
      if (changes.role) {
        await tx
          .update(companyUsers)
          .set({ roles: [changes.role] })
          .where(and(eq(companyUsers.id, member.id)));
        // Someone who becomes a learner gets the courses their groups already have.
        await deps.enrollInGroupCourses(tx, [member.id]);
      }
      if (!emailChanged || !changes.email) return null;
      await revokeTokens(tx, member.userId, ["password_reset", "login_link"]);
      if (member.hasPassword) return null;
      return invitationWelcome(tx, {
        userId: member.userId,
        companyId: member.companyId,
        person: { email: changes.email, firstName: changes.firstName },
        ttlDays: deps.invitationTtlDays,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ email: [EMAIL_IN_USE_MESSAGE] });
    throw error;
  }
  if (welcome && !member.deactivatedAt) await sendWelcomes(deps, from, [welcome]);
  deps.bus.publish("user", member.userId);
  return member.id;
}
