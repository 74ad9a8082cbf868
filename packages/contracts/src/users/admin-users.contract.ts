import { z } from "zod";
import { companyTypes } from "../companies/company.schema";
import { defineContract } from "../contract";
import { idParams, MAX_NAME_LENGTH } from "../fields";
import { envelope, pageQuerySchema, paginated } from "../pagination";
import { roles } from "../permissions";
import { newUserShape } from "./new-user";

/**
 * The platform admin's view of people: a person with every company they belong to, on the
 * administrative domain only. Ids here are person (user) ids, not memberships.
 */

/** Whether a person can sign in: `invited` has an email but no password, `no_account` no email. */
export const accountStatuses = ["active", "invited", "no_account"] as const;

export const adminMembershipSchema = z.object({
  /** The membership (company user) id. */
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companyType: z.enum(companyTypes),
  roles: z.array(z.enum(roles)),
  deactivated: z.boolean(),
  /** Invited with the account the person already has; counts once they accept. */
  pending: z.boolean(),
});
export type AdminMembership = z.infer<typeof adminMembershipSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string().nullable(),
  status: z.enum(accountStatuses),
  memberships: z.array(adminMembershipSchema),
  createdAt: z.string(),
  /** Only in the answer to an edit: the new email that waits for confirmation from its address. */
  pendingEmail: z.string().optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = pageQuerySchema.extend({
  filter: z
    .object({
      /** Part of a name or email. */
      queryString: z.string().trim().max(MAX_NAME_LENGTH).optional(),
      companyId: z.uuid().optional(),
      role: z.enum(roles).optional(),
    })
    .optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const listAdminUsers = defineContract({
  method: "GET",
  path: "/admin/users",
  summary: "Everyone on the platform by name, with their companies and roles",
  tag: "admin",
  permission: "admin.users.list",
  query: adminUsersQuerySchema,
  response: paginated(adminUserSchema),
});

export const getAdminUser = defineContract({
  method: "GET",
  path: "/admin/users/:id",
  summary: "One person with every company they belong to",
  tag: "admin",
  permission: "admin.users.show",
  params: idParams,
  response: envelope(adminUserSchema),
});

export const MEMBERSHIPS_REQUIRED = "Kies minstens één omgeving voor deze gebruiker.";

/** One company a person belongs to and their role there (one role per company). */
export const membershipInputSchema = z.strictObject({
  companyId: z.uuid("Kies een omgeving."),
  role: z.enum(roles, "Kies een rol."),
});
export type MembershipInput = z.input<typeof membershipInputSchema>;

export const createAdminUserBodySchema = z.strictObject({
  firstName: newUserShape.firstName,
  middleName: newUserShape.middleName,
  lastName: newUserShape.lastName,
  email: newUserShape.email,
  companyId: z.uuid("Kies een omgeving."),
  role: z.enum(roles, "Kies een rol."),
});
export type CreateAdminUserBody = z.input<typeof createAdminUserBodySchema>;

export const createAdminUser = defineContract({
  method: "POST",
  path: "/admin/users",
  summary: "Adds a person to any company with any role; with an email they get an invitation there",
  tag: "admin",
  permission: "admin.users.create",
  status: 201,
  body: createAdminUserBodySchema,
  response: envelope(adminUserSchema),
});

export const updateAdminUserBodySchema = z.strictObject({
  firstName: newUserShape.firstName,
  middleName: newUserShape.middleName,
  lastName: newUserShape.lastName,
  email: newUserShape.email,
  /** Every company the person belongs to afterwards: others are left, new ones joined. */
  memberships: z.array(membershipInputSchema).min(1, MEMBERSHIPS_REQUIRED).max(100),
});
export type UpdateAdminUserBody = z.input<typeof updateAdminUserBodySchema>;

export const updateAdminUser = defineContract({
  method: "PATCH",
  path: "/admin/users/:id",
  summary: "Changes a person's name, email, companies and roles",
  tag: "admin",
  permission: "admin.users.edit",
  params: idParams,
  body: updateAdminUserBodySchema,
  response: envelope(adminUserSchema),
});
