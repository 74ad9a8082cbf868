import { z } from "zod";
import { defineContract } from "../contract";
import { idParams, MAX_NAME_LENGTH } from "../fields";
import { envelope, pageQuerySchema, paginated } from "../pagination";
import { companyRoles } from "./grantable-roles";
import { managedUserSchema, memberStatuses } from "./managed-user.schema";
import { newUserBodySchema, newUserShape } from "./new-user";

export const usersListQuerySchema = pageQuerySchema.extend({
  filter: z
    .object({
      /** Part of a name or email. */
      queryString: z.string().trim().max(MAX_NAME_LENGTH).optional(),
      role: z.enum(companyRoles).optional(),
      groupId: z.uuid().optional(),
      status: z.enum(memberStatuses).optional(),
      companyId: z.uuid().optional(),
    })
    .optional(),
});
export type UsersListQuery = z.input<typeof usersListQuerySchema>;

export const listUsers = defineContract({
  method: "GET",
  path: "/users",
  summary: "The people of this company (and its sub companies for its group leaders), by name",
  tag: "users",
  permission: "lms.users.list",
  query: usersListQuerySchema,
  response: paginated(managedUserSchema),
});

export const usersExportQuerySchema = z.object({ filter: usersListQuerySchema.shape.filter });
export type UsersExportQuery = z.input<typeof usersExportQuerySchema>;

export const exportUsers = defineContract({
  method: "GET",
  path: "/users/export",
  summary:
    "The people of the list (same filters, every page) as a CSV for Excel: UTF-8 with BOM, semicolons",
  tag: "users",
  permission: "lms.users.export",
  query: usersExportQuerySchema,
  file: { contentType: "text/csv; charset=utf-8" },
});

export const exportUsersXlsx = defineContract({
  method: "GET",
  path: "/users/export/xlsx",
  summary: "The people of the list (same filters, every page) as an Excel workbook (.xlsx)",
  tag: "users",
  permission: "lms.users.export",
  query: usersExportQuerySchema,
  file: { contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
});

/**
 * The membership made and the name as the caller sent it: nothing about an account that may
 * already exist for the address.
 */
export const createdUserSchema = z.object({ id: z.string(), name: z.string() });

export const createUser = defineContract({
  method: "POST",
  path: "/users",
  summary: "Adds a person; with an email they get an invitation, without one they have no account",
  tag: "users",
  permission: "lms.users.create",
  status: 201,
  body: newUserBodySchema,
  response: envelope(z.array(createdUserSchema)),
});

export const getUser = defineContract({
  method: "GET",
  path: "/users/:id",
  summary: "One person of this company (by membership id)",
  tag: "users",
  permission: "lms.users.show",
  params: idParams,
  response: envelope(managedUserSchema),
});

export const updateUserBodySchema = z.strictObject({
  firstName: newUserShape.firstName,
  middleName: newUserShape.middleName,
  lastName: newUserShape.lastName,
  email: newUserShape.email,
  role: z.enum(companyRoles).optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

export const updateUser = defineContract({
  method: "PATCH",
  path: "/users/:id",
  summary: "Changes a person's name, email or role in this company",
  tag: "users",
  permission: "lms.users.edit",
  params: idParams,
  body: updateUserBodySchema,
  response: envelope(managedUserSchema),
});

export const deactivateUser = defineContract({
  method: "POST",
  path: "/users/:id/deactivate",
  summary: "Switches a person off in this company: they can no longer sign in here",
  tag: "users",
  permission: "lms.users.edit",
  params: idParams,
  response: envelope(managedUserSchema),
});

export const reactivateUser = defineContract({
  method: "POST",
  path: "/users/:id/reactivate",
  summary: "Switches a deactivated person on again",
  tag: "users",
  permission: "lms.users.edit",
  params: idParams,
  response: envelope(managedUserSchema),
});

export const removeUser = defineContract({
  method: "DELETE",
  path: "/users/:id",
  summary: "Removes a person from this company, with their groups here",
  tag: "users",
  permission: "lms.users.delete",
  params: idParams,
});

export const sendActivationEmail = defineContract({
  method: "POST",
  path: "/users/:id/activation/email",
  summary: "Sends the invitation again; earlier invitation links stop working",
  tag: "users",
  permission: "lms.users.create",
  params: idParams,
});

export const sendLoginLink = defineContract({
  method: "POST",
  path: "/users/:id/login-link",
  summary: "Mails a person a single-use link that signs them in",
  tag: "users",
  permission: "lms.users.edit",
  params: idParams,
});

export const userOptionSchema = z.object({
  /** The membership (company user) id. */
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
});
export type UserOption = z.infer<typeof userOptionSchema>;

export const listUserOptions = defineContract({
  method: "GET",
  path: "/users/options",
  summary: "Every active person of this company by name, compact, for choosing people",
  tag: "users",
  permission: "lms.users.list",
  response: envelope(z.array(userOptionSchema)),
});
