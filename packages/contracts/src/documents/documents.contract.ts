import { z } from "zod";
import { defineContract } from "../contract";
import { idParams, idSchema, MAX_NAME_LENGTH } from "../fields";
import { envelope, pageQuerySchema, paginated } from "../pagination";
import { nlValidationMessages } from "../validation-messages";
import {
  documentAssigneeSchema,
  documentBodySchema,
  documentSchema,
  documentStatuses,
  personDocumentSchema,
  userDocumentSchema,
} from "./document.schema";

export const MAX_ASSIGNEES_PER_REQUEST = 5_000;
export const MAX_ASSIGNED_GROUPS_PER_REQUEST = 100;

export const documentsListQuerySchema = pageQuerySchema.extend({
  filter: z.object({ queryString: z.string().trim().max(MAX_NAME_LENGTH).optional() }).optional(),
});

export const listDocuments = defineContract({
  method: "GET",
  path: "/lms/documents",
  summary: "The company's documents to read or sign, newest first",
  tag: "documents",
  permission: "lms.documents.list",
  query: documentsListQuerySchema,
  response: paginated(documentSchema),
});

export const getDocument = defineContract({
  method: "GET",
  path: "/lms/documents/:id",
  summary: "One document with its PDF and the count of assignees per status",
  tag: "documents",
  permission: "lms.documents.list",
  params: idParams,
  response: envelope(documentSchema),
});

export const createDocument = defineContract({
  method: "POST",
  path: "/lms/documents",
  summary: "Creates a document from a PDF of the media library",
  tag: "documents",
  permission: "lms.documents.create",
  status: 201,
  body: documentBodySchema,
  response: envelope(documentSchema),
});

export const updateDocument = defineContract({
  method: "PATCH",
  path: "/lms/documents/:id",
  summary:
    "Changes a document; its PDF only while nobody has signed it (a signature names the PDF's hash)",
  tag: "documents",
  permission: "lms.documents.edit",
  params: idParams,
  body: documentBodySchema,
  response: envelope(documentSchema),
});

export const deleteDocument = defineContract({
  method: "DELETE",
  path: "/lms/documents/:id",
  summary: "Removes a document from the lists; its assignments and audit trail are kept",
  tag: "documents",
  permission: "lms.documents.delete",
  params: idParams,
});

export const assigneesQuerySchema = pageQuerySchema.extend({
  filter: z
    .object({
      status: z.enum(documentStatuses).optional(),
      queryString: z.string().trim().max(MAX_NAME_LENGTH).optional(),
    })
    .optional(),
});

export const listDocumentAssignees = defineContract({
  method: "GET",
  path: "/lms/documents/:id/assignees",
  summary: "Everyone the document was assigned to, with their status, by name",
  tag: "documents",
  permission: "lms.documents.list",
  params: idParams,
  query: assigneesQuerySchema,
  response: paginated(documentAssigneeSchema),
});

export const assignDocumentBodySchema = z.strictObject({
  companyUserIds: z
    .array(idSchema)
    .max(MAX_ASSIGNEES_PER_REQUEST, nlValidationMessages.tooManyItems(MAX_ASSIGNEES_PER_REQUEST))
    .default([]),
  /** Groups whose members at this moment are assigned; people who join later are not. */
  groupIds: z
    .array(idSchema)
    .max(
      MAX_ASSIGNED_GROUPS_PER_REQUEST,
      nlValidationMessages.tooManyItems(MAX_ASSIGNED_GROUPS_PER_REQUEST),
    )
    .default([]),
});
export type AssignDocumentBody = z.input<typeof assignDocumentBodySchema>;

export const assignDocument = defineContract({
  method: "POST",
  path: "/lms/documents/:id/assignees",
  summary:
    "Assigns the document to people and to the current members of groups; those already assigned keep their status",
  tag: "documents",
  permission: "lms.documents.create",
  params: idParams,
  body: assignDocumentBodySchema,
  response: envelope(z.object({ assigned: z.number().int() })),
});

export const unassignDocument = defineContract({
  method: "DELETE",
  path: "/lms/documents/:id/assignees/:assignmentId",
  summary: "Withdraws an assignment; its history stays, shown as unassigned",
  tag: "documents",
  permission: "lms.documents.delete",
  params: z.object({ id: idSchema, assignmentId: idSchema }),
});

/** When a reminder was sent; a next one is possible from the next day (Europe/Amsterdam). */
export const documentReminderSchema = z.object({ remindedAt: z.string() });

export const remindDocumentAssignee = defineContract({
  method: "POST",
  path: "/lms/documents/:id/assignees/:assignmentId/reminder",
  summary:
    "Mails the person a reminder to read or sign the document and records it in the trail; once per assignment per day",
  tag: "documents",
  permission: "lms.documents.create",
  params: z.object({ id: idSchema, assignmentId: idSchema }),
  response: envelope(documentReminderSchema),
  rateLimitPerMinute: 60,
});

export const listUserDocuments = defineContract({
  method: "GET",
  path: "/users/:id/documents",
  summary:
    "A person's documents (by membership id) with their status and onboarding path lock, newest first",
  tag: "documents",
  permission: "lms.documents.list",
  params: idParams,
  query: pageQuerySchema,
  response: paginated(personDocumentSchema).extend({
    person: z.object({ name: z.string(), email: z.string().nullable() }),
  }),
});

export const getUserDocument = defineContract({
  method: "GET",
  path: "/users/:id/documents/:documentId",
  summary:
    "A person's assignment of one document (by membership id) with its audit trail and whether its hash chain is intact",
  tag: "documents",
  permission: "lms.documents.list",
  params: z.object({ id: idSchema, documentId: idSchema }),
  response: envelope(userDocumentSchema),
});
