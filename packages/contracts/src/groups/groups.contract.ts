import { z } from "zod";
import { defineContract } from "../contract";
import { idParams, MAX_NAME_LENGTH } from "../fields";
import { nlValidationMessages } from "../validation-messages";
import { envelope, pageQuerySchema, paginated } from "../pagination";
import { groupSchema, groupSummarySchema } from "./group.schema";

export const GROUP_NAME_REQUIRED = "Vul een naam voor de groep in.";
export const MAX_GROUP_MEMBERS = 10_000;

export const groupsListQuerySchema = pageQuerySchema.extend({
  paginate: z.enum(["true", "false"]).default("true"),
  filter: z.object({ queryString: z.string().trim().max(MAX_NAME_LENGTH).optional() }).optional(),
});
export type GroupsListQuery = z.input<typeof groupsListQuerySchema>;

export const listGroups = defineContract({
  method: "GET",
  path: "/groups",
  summary: "The groups of this company by name, with their number of members",
  tag: "groups",
  permission: "lms.groups.list",
  query: groupsListQuerySchema,
  response: z.union([paginated(groupSummarySchema), envelope(z.array(groupSummarySchema))]),
});

export const groupBodySchema = z.strictObject({
  name: z
    .string({ error: GROUP_NAME_REQUIRED })
    .trim()
    .min(1, GROUP_NAME_REQUIRED)
    .max(MAX_NAME_LENGTH, nlValidationMessages.tooLong(MAX_NAME_LENGTH)),
  /** Membership (company user) ids of this company's people. */
  memberIds: z.array(z.uuid()).max(MAX_GROUP_MEMBERS).default([]),
});
export type GroupBody = z.input<typeof groupBodySchema>;

export const createGroup = defineContract({
  method: "POST",
  path: "/groups",
  summary: "Creates a group with its members",
  tag: "groups",
  permission: "lms.groups.create",
  status: 201,
  body: groupBodySchema,
  response: envelope(groupSchema),
});

export const getGroup = defineContract({
  method: "GET",
  path: "/groups/:id",
  summary: "One group with its members by name",
  tag: "groups",
  permission: "lms.groups.show",
  params: idParams,
  response: envelope(groupSchema),
});

export const updateGroup = defineContract({
  method: "PATCH",
  path: "/groups/:id",
  summary: "Renames a group and sets its members",
  tag: "groups",
  permission: "lms.groups.edit",
  params: idParams,
  body: groupBodySchema,
  response: envelope(groupSchema),
});

export const deleteGroup = defineContract({
  method: "DELETE",
  path: "/groups/:id",
  summary: "Deletes a group; its members stay",
  tag: "groups",
  permission: "lms.groups.delete",
  params: idParams,
});
