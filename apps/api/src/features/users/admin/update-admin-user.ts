import type { z } from "zod";
import type { updateAdminUserBodySchema } from "@leerlijn/contracts/users/admin-users.contract";
import type { FieldErrors } from "@leerlijn/contracts/errors";
import { PLATFORM_ADMIN_ROLE } from "@leerlijn/contracts/permissions";
import type { RequestOrigin } from "../../../platform/tenancy/public-origin";
import type { Actor } from "../../../platform/auth/actor";
import type { InvalidationBus } from "../../../platform/cache/invalidation-bus";
import { isUniqueViolation } from "../../../platform/db/errors";
import { notFound, validationFailed } from "../../../platform/http/app-error";
import { revokeTokens } from "../account-tokens";
import { type InvitationDeps, invitationWelcome, sendWelcomes, type Welcome } from "../invitations";
import { insertMembership } from "../members.repository";
import { EMAIL_CANNOT_BE_REMOVED, EMAIL_IN_USE_MESSAGE } from "../update-user";
import { requestEmailChange, sendEmailChange } from "../email-change";
import type { EmailChange } from "../email-change-mail";
import { findUserByEmail } from "../users.repository";
import { describeAdminUser } from "./describe-admin-user";
import {
  deleteMemberships,
  findCompaniesByIds,
  findPerson,
  membershipsOf,
  setMembershipRoles,
  updatePersonIdentity,
} from "./people.repository";
import {
  COMPANY_UNKNOWN_MESSAGE,
  PLATFORM_ROLE_PLACEMENT_MESSAGE,
  roleFitsCompany,
} from "./role-placement";

export const DUPLICATE_COMPANY_MESSAGE = "Deze omgeving staat er al in.";
export const OWN_ADMIN_ROLE_MESSAGE =
  "Je kunt je eigen rol als platformbeheerder niet weghalen. Laat dat een andere beheerder doen.";

type Body = z.output<typeof updateAdminUserBodySchema>;

/** Every membership problem at once, keyed by its row, as the form shows them. */
async function membershipErrors(
  deps: { db: InvitationDeps["db"] },
  actor: Actor,
  userId: string,
  body: Body,
) {
  const errors: FieldErrors = {};
  const companies = new Map(
    (await findCompaniesByIds(deps.db, [...new Set(body.memberships.map((m) => m.companyId))])).map(
      (company) => [company.id, company],
    ),
  );
  const seen = new Set<string>();
  body.memberships.forEach((membership, index) => {
    const company = companies.get(membership.companyId);
    if (!company) errors[`memberships.${index}.company_id`] = [COMPANY_UNKNOWN_MESSAGE];
    else if (seen.has(company.id))
      errors[`memberships.${index}.company_id`] = [DUPLICATE_COMPANY_MESSAGE];
    else if (!roleFitsCompany(membership.role, company.type))
      errors[`memberships.${index}.role`] = [PLATFORM_ROLE_PLACEMENT_MESSAGE];
    seen.add(membership.companyId);
  });
  // Taking away one's own platform role would lock the only person who could undo it out.
  if (
    actor.userId === userId &&
    !body.memberships.some((membership) => membership.role === PLATFORM_ADMIN_ROLE)
  )
    errors.memberships = [OWN_ADMIN_ROLE_MESSAGE];
  return errors;
}

/**
 * PATCH /admin/users/{id}. The memberships sent are the person's companies afterwards: others
 * are left (with their groups there), new ones joined, changed roles replaced. Their sessions
 * pick up the new rights at their next request. Someone with a password is invited to a new
 * company (it counts once they accept) and keeps their email until they confirm a new one.
 */
export async function updateAdminUser(
  deps: InvitationDeps & { bus: InvalidationBus },
  actor: Actor,
  userId: string,
  body: Body,
  from: RequestOrigin,
) {
  const person = await findPerson(deps.db, userId);
  if (!person) throw notFound();
  const errors = await membershipErrors(deps, actor, userId, body);
  if (person.email && !body.email) errors.email = [EMAIL_CANNOT_BE_REMOVED];
  const emailChanged = body.email !== person.email;
  const waitsForConfirmation = emailChanged && person.hasPassword;
  if (waitsForConfirmation && body.email && (await findUserByEmail(deps.db, body.email)))
    errors.email = [EMAIL_IN_USE_MESSAGE];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const current = await membershipsOf(deps.db, [userId]);
  let outcome: { welcomes: Welcome[]; change: EmailChange | null };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      await updatePersonIdentity(tx, userId, {
        firstName: body.firstName,
        middleName: body.middleName,
        lastName: body.lastName,
        email: waitsForConfirmation ? person.email : body.email,
      });
      const wanted = new Map(body.memberships.map((m) => [m.companyId, m.role]));
      await deleteMemberships(
        tx,
        userId,
        current.filter((m) => !wanted.has(m.companyId)).map((m) => m.id),
      );
      for (const membership of current) {
        const role = wanted.get(membership.companyId);
        if (role && (membership.roles.length !== 1 || membership.roles[0] !== role))
          await setMembershipRoles(tx, membership.id, [role]);
      }
      const joined = body.memberships.filter(
        (wish) => !current.some((m) => m.companyId === wish.companyId),
      );
      const welcomes: Welcome[] = [];
      for (const wish of joined) {
        await insertMembership(tx, {
          companyId: wish.companyId,
          userId,
          roles: [wish.role],
          invitedAs: person.hasPassword ? person : undefined,
        });
        if (person.hasPassword && person.email)
          welcomes.push(
            await invitationWelcome(tx, {
              userId,
              companyId: wish.companyId,
              person: { email: person.email, firstName: person.firstName },
              ttlDays: deps.invitationTtlDays,
              joinsWithOwnPassword: true,
            }),
          );
      }

      if (!emailChanged || !body.email) return { welcomes, change: null };
      const companyId = body.memberships[0]!.companyId;
      if (waitsForConfirmation && person.email) {
        const change = await requestEmailChange(tx, {
          userId,
          companyId,
          firstName: body.firstName,
          oldEmail: person.email,
          newEmail: body.email,
          ttlDays: deps.invitationTtlDays,
        });
        return { welcomes, change };
      }
      await revokeTokens(tx, userId, ["password_reset", "login_link"]);
      welcomes.push(
        await invitationWelcome(tx, {
          userId,
          companyId,
          person: { email: body.email, firstName: body.firstName },
          ttlDays: deps.invitationTtlDays,
        }),
      );
      return { welcomes, change: null };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ email: [EMAIL_IN_USE_MESSAGE] });
    throw error;
  }
  if (outcome.welcomes.length > 0) await sendWelcomes(deps, from, outcome.welcomes);
  if (outcome.change) await sendEmailChange(deps, from, outcome.change);
  deps.bus.publish("user", userId);
  const described = await describeAdminUser(deps.db, userId);
  return outcome.change ? { ...described, pendingEmail: outcome.change.newEmail } : described;
}
