import { z } from "zod";
import { defineContract } from "../contract";
import { envelope } from "../pagination";

export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** What an Excel workbook may unzip to; a list of 10,000 people is a few megabytes. */
export const MAX_IMPORT_UNZIPPED_BYTES = 50 * 1024 * 1024;
/** The header of the template (and of an export), in this order. */
export const IMPORT_HEADER = ["Voornaam", "Tussenvoegsel", "Achternaam", "E-mailadres", "Groep"];
/** Several groups in one cell are separated by this. */
export const GROUP_SEPARATOR = "|";

export const importRowSchema = z.object({
  /** The line in the file where the row starts (the header is line 1). */
  line: z.number().int(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  email: z.string(),
  groups: z.array(z.string()),
  /** Why the row cannot be imported; empty for a good row. */
  errors: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewSchema = z.object({
  fileName: z.string(),
  format: z.enum(["csv", "xlsx"]),
  /** How a CSV was read; null for an Excel workbook. */
  encoding: z.enum(["utf-8", "utf-16le", "windows-1252"]).nullable(),
  separator: z.enum(["semicolon", "comma", "tab"]).nullable(),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Groups the import would create, because the company has none by that name yet. */
  newGroups: z.array(z.string()),
  /** Columns of the file that are not read. */
  ignoredColumns: z.array(z.string()),
  rows: z.array(importRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/**
 * Multipart: the CSV or Excel workbook (.xlsx) in `file`, with `companyId` (the current company or one of its sub
 * companies; absent means the current one) and, for the import itself, `sendInvitations`.
 */
export const importFormSchema = z.object({
  companyId: z.uuid().optional(),
  /** "false" adds people with an email without mailing them (they can be invited later). */
  sendInvitations: z.enum(["true", "false"]).optional(),
});

export const importReportSchema = z.object({
  /** People added to the company. */
  created: z.number().int(),
  /** Rows left out because of their problems. */
  skipped: z.number().int(),
  /** Invitations and "you now also have access" mails queued. */
  mailed: z.number().int(),
  newGroups: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const previewUserImport = defineContract({
  method: "POST",
  path: "/users/import/preview",
  summary:
    "Reads a CSV or Excel file of people and reports every row and what is wrong with it; saves nothing",
  tag: "users",
  permission: "lms.users.import",
  multipart: true,
  body: importFormSchema,
  response: envelope(importPreviewSchema),
});

export const importUsers = defineContract({
  method: "POST",
  path: "/users/import",
  summary:
    "Adds the good rows of a CSV or Excel file as learners (with their groups); bad rows are skipped",
  tag: "users",
  permission: "lms.users.import",
  multipart: true,
  body: importFormSchema,
  response: envelope(importReportSchema),
});
