import type { CompanyRole } from "@leerlijn/contracts/users/grantable-roles";
import type { RequestOrigin } from "../../platform/tenancy/public-origin";
import { and, eq, sql } from "drizzle-orm";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import type { Db } from "../../platform/db/database";
import { isUniqueViolation } from "../../platform/db/errors";
import { forbidden, validationFailed } from "../../platform/http/app-error";
import { ROLE_NOT_ALLOWED_MESSAGE } from "./add-person";
import { revokeTokens } from "./account-tokens";
import type { EnrollInGroupCourses } from "./group-courses";
import { type InvitationDeps, invitationWelcome, sendWelcomes, type Welcome } from "./invitations";
import type { ManagementScope } from "./management-scope";
import { identityEditable, visibleName } from "./managed-user.presenter";
import { manageableMember } from "./member-access";
import { requestEmailChange, sendEmailChange } from "./email-change";
import type { EmailChange } from "./email-change-mail";
import { findUserByEmail } from "./users.repository";
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
 * gets a fresh invitation; older links (invitation, reset) stop working. Someone with a password
 * keeps their address until they confirm the new one from it: the answer names the address that
 * waits (`pendingEmail`).
 */
export async function updateUser(
  deps: InvitationDeps & { bus: InvalidationBus; enrollInGroupCourses: EnrollInGroupCourses },
  scope: ManagementScope,
  memberId: string,
  changes: MemberChanges,
  from: RequestOrigin,
): Promise<{ pendingEmail: string | null }> {
  const member = await manageableMember(deps.db, scope, memberId);
  const shown = visibleName(member);
  const identityChanged =
    changes.firstName !== shown.firstName ||
    changes.middleName !== shown.middleName ||
    changes.lastName !== shown.lastName ||
    changes.email !== member.email;
  if (identityChanged && !identityEditable(member, scope)) throw forbidden(IDENTITY_LOCKED_MESSAGE);
  if (member.email && !changes.email) throw validationFailed({ email: [EMAIL_CANNOT_BE_REMOVED] });
  if (changes.role && !scope.grantable.includes(changes.role))
    throw validationFailed({ role: [ROLE_NOT_ALLOWED_MESSAGE] });
  if (member.pendingSince) {
    await changeRoleOnly(deps, member, changes.role);
    return { pendingEmail: null };
  }

  const emailChanged = changes.email !== member.email;
  const waitsForConfirmation = emailChanged && member.hasPassword;
  if (waitsForConfirmation && changes.email && (await findUserByEmail(deps.db, changes.email)))
    throw validationFailed({ email: [EMAIL_IN_USE_MESSAGE] });
  let outcome: { welcome: Welcome | null; change: EmailChange | null };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          firstName: changes.firstName,
          middleName: changes.middleName,
          lastName: changes.lastName,
          email: waitsForConfirmation ? member.email : changes.email,
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
      if (!emailChanged || !changes.email) return { welcome: null, change: null };
      if (waitsForConfirmation && member.email)
        return {
          welcome: null,
          change: await requestEmailChange(tx, {
            userId: member.userId,
            companyId: member.companyId,
            firstName: changes.firstName,
            oldEmail: member.email,
            newEmail: changes.email,
            ttlDays: deps.invitationTtlDays,
          }),
        };
      await revokeTokens(tx, member.userId, ["password_reset", "login_link"]);
      const welcome = await invitationWelcome(tx, {
        userId: member.userId,
        companyId: member.companyId,
        person: { email: changes.email, firstName: changes.firstName },
        ttlDays: deps.invitationTtlDays,
      });
      return { welcome, change: null };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ email: [EMAIL_IN_USE_MESSAGE] });
    throw error;
  }
  if (outcome.welcome && !member.deactivatedAt) await sendWelcomes(deps, from, [outcome.welcome]);
  if (outcome.change) await sendEmailChange(deps, from, outcome.change);
  deps.bus.publish("user", member.userId);
  return { pendingEmail: outcome.change?.newEmail ?? null };
}

/** Someone who has not accepted yet keeps their own name and email: only the role changes. */
async function changeRoleOnly(
  deps: { db: Db; bus: InvalidationBus },
  member: { id: string; userId: string },
  role: CompanyRole | undefined,
): Promise<void> {
  if (role)
    await deps.db
      .update(companyUsers)
      .set({ roles: [role] })
      .where(eq(companyUsers.id, member.id));
  deps.bus.publish("user", member.userId);
}
