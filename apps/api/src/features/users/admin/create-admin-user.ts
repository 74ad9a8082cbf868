import type { z } from "zod";
import type { createAdminUserBodySchema } from "@leerlijn/contracts/users/admin-users.contract";
import type { RequestOrigin } from "../../../platform/tenancy/public-origin";
import { isUniqueViolation } from "../../../platform/db/errors";
import { validationFailed } from "../../../platform/http/app-error";
import { type InvitationDeps, invitationWelcome, sendWelcomes, type Welcome } from "../invitations";
import { insertMembership, insertPerson } from "../members.repository";
import { findUserByEmail } from "../users.repository";
import { describeAdminUser } from "./describe-admin-user";
import { findCompaniesByIds } from "./people.repository";
import {
  COMPANY_UNKNOWN_MESSAGE,
  PLATFORM_ROLE_PLACEMENT_MESSAGE,
  roleFitsCompany,
} from "./role-placement";

export const EMAIL_EXISTS_MESSAGE =
  "Er bestaat al een gebruiker met dit e-mailadres. Zoek die gebruiker op en voeg daar de omgeving toe.";

type Body = z.output<typeof createAdminUserBodySchema>;

/**
 * POST /admin/users. Unlike user management inside a company, a known email is refused: the
 * platform admin sees that person and adds the company to them, instead of a second form
 * quietly joining an existing account.
 */
export async function createAdminUser(deps: InvitationDeps, body: Body, from: RequestOrigin) {
  const [company] = await findCompaniesByIds(deps.db, [body.companyId]);
  if (!company) throw validationFailed({ company_id: [COMPANY_UNKNOWN_MESSAGE] });
  if (!roleFitsCompany(body.role, company.type))
    throw validationFailed({ role: [PLATFORM_ROLE_PLACEMENT_MESSAGE] });
  if (body.email && (await findUserByEmail(deps.db, body.email)))
    throw validationFailed({ email: [EMAIL_EXISTS_MESSAGE] });

  let created: { userId: string; welcome: Welcome | null };
  try {
    created = await deps.db.transaction(async (tx) => {
      const person = await insertPerson(tx, {
        firstName: body.firstName,
        middleName: body.middleName,
        lastName: body.lastName,
        email: body.email,
      });
      await insertMembership(tx, { companyId: company.id, userId: person.id, roles: [body.role] });
      const welcome: Welcome | null = person.email
        ? await invitationWelcome(tx, {
            userId: person.id,
            companyId: company.id,
            person: { email: person.email, firstName: person.firstName },
            ttlDays: deps.invitationTtlDays,
          })
        : null;
      return { userId: person.id, welcome };
    });
  } catch (error) {
    // Two requests adding the same new email at once: the second loses the race here.
    if (isUniqueViolation(error)) throw validationFailed({ email: [EMAIL_EXISTS_MESSAGE] });
    throw error;
  }
  if (created.welcome) await sendWelcomes(deps, from, [created.welcome]);
  return describeAdminUser(deps.db, created.userId);
}
