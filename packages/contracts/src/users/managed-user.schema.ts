import { z } from "zod";
import { roles } from "../permissions";

/**
 * Where a person stands in a company: `active` can sign in, `invited` has an email but no
 * password yet or has not yet accepted joining with the account they have, `no_account` has no
 * email, `deactivated` is switched off here.
 */
export const memberStatuses = ["active", "invited", "no_account", "deactivated"] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** A person as user management sees them: their membership of one company (`id`). */
export const managedUserSchema = z.object({
  /** The membership (company user) id; training participants and groups refer to this. */
  id: z.string(),
  /** The person; null while they are invited with an account they already had (theirs to share). */
  userId: z.string().nullable(),
  name: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string().nullable(),
  companyId: z.string(),
  companyName: z.string(),
  roles: z.array(z.enum(roles)),
  status: z.enum(memberStatuses),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
  /** False when the person also belongs to an organisation outside the viewer's reach. */
  canEditIdentity: z.boolean(),
  /** False for oneself and for people with a role above what the viewer may grant. */
  canManage: z.boolean(),
  /**
   * Only in the answer to an edit that changed the email of someone with a password: the new
   * address, which takes effect once it is confirmed from there (`email` is still the old one).
   */
  pendingEmail: z.string().optional(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;
