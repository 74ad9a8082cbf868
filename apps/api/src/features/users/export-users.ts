import { PassThrough, Readable } from "node:stream";
import type { CompanyType } from "@leerlijn/contracts/companies/company.schema";
import type { Role } from "@leerlijn/contracts/permissions";
import type { MemberStatus } from "@leerlijn/contracts/users/managed-user.schema";
import type { usersExportQuerySchema } from "@leerlijn/contracts/users/users.contract";
import { GROUP_SEPARATOR, IMPORT_HEADER } from "@leerlijn/contracts/users/import.contract";
import ExcelJS from "exceljs";
import type { z } from "zod";
import type { Db } from "../../platform/db/database";
import type { FileResult } from "../../platform/http/register-contract";
import type { GroupLookup } from "./group-lookup";
import { memberFilters } from "./list-users";
import { memberStatus, visibleName } from "./managed-user.presenter";
import type { ManagementScope } from "./management-scope";
import { memberBatches } from "./members.repository";
import { csvRecord, UTF8_BOM } from "./write-csv";

// The same words as the list on screen (the web catalogue's users.roles and users.status).
const ROLE_LABELS: Record<Role, string> = {
  "admin-leerlijn": "Platformbeheerder",
  "admin-group-leader": "Groepsleider",
  "admin-trainer": "Trainer",
  "sub-admin-group-leader": "Groepsleider (beperkt)",
  "sub-admin-trainer": "Trainer (beperkt)",
  "company-student": "Medewerker",
  "training-student": "Deelnemer",
};
const STATUS_LABELS: Record<MemberStatus, string> = {
  active: "Actief",
  invited: "Uitgenodigd",
  no_account: "Geen account",
  deactivated: "Gedeactiveerd",
};
const roleLabel = (role: Role, type: CompanyType) =>
  role === "company-student" && type !== "company" ? "Cursist" : ROLE_LABELS[role];

/** The import's columns first, so an export can be read back in; then what the list shows. */
const HEADER = [...IMPORT_HEADER, "Rol", "Status", "Omgeving", "Toegevoegd op"];

const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" });

type Query = z.output<typeof usersExportQuerySchema>;

/** Everyone the list would show with these filters, as rows of cells, a batch at a time. */
async function* memberRows(db: Db, groups: GroupLookup, scope: ManagementScope, query: Query) {
  const types = new Map(scope.companies.map((company) => [company.id, company.type]));
  const filters = memberFilters(query.filter);
  for await (const rows of memberBatches(db, groups, scope.companyIds, filters)) {
    const groupsOf = await groups.groupsOf(
      db,
      rows.map((row) => row.id),
    );
    yield rows.map((row) => [
      visibleName(row).firstName,
      visibleName(row).middleName ?? "",
      visibleName(row).lastName,
      row.email ?? "",
      (groupsOf.get(row.id) ?? []).map((group) => group.name).join(GROUP_SEPARATOR),
      row.roles.map((role) => roleLabel(role, types.get(row.companyId) ?? "company")).join(", "),
      STATUS_LABELS[memberStatus(row)],
      row.companyName,
      day.format(row.createdAt),
    ]);
  }
}

const fileName = (scope: ManagementScope, extension: string) =>
  `gebruikers-${scope.tenant.domainCode}-${day.format(new Date())}.${extension}`;

/**
 * GET /users/export: the list as CSV for Dutch Excel, streamed in batches (10,000 people never
 * sit in memory at once).
 */
export function exportUsers(
  db: Db,
  groups: GroupLookup,
  scope: ManagementScope,
  query: Query,
): FileResult {
  async function* lines() {
    yield UTF8_BOM + csvRecord(HEADER);
    for await (const rows of memberRows(db, groups, scope, query))
      yield rows.map((cells) => csvRecord(cells)).join("");
  }
  return { fileName: fileName(scope, "csv"), body: Readable.from(lines()) };
}

/**
 * GET /users/export/xlsx: the same rows as an Excel workbook, written as they are read. Cells
 * are text cells, so a name that starts like a formula stays a name.
 */
export function exportUsersXlsx(
  db: Db,
  groups: GroupLookup,
  scope: ManagementScope,
  query: Query,
): FileResult {
  const body = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true });
  const sheet = workbook.addWorksheet("Gebruikers", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = HEADER.map((header) => ({ header, width: header === "E-mailadres" ? 32 : 18 }));
  sheet.getRow(1).font = { bold: true };
  async function write() {
    for await (const rows of memberRows(db, groups, scope, query))
      for (const cells of rows) sheet.addRow(cells).commit();
    sheet.commit();
    await workbook.commit();
  }
  write().catch((error: unknown) => body.destroy(error as Error));
  return { fileName: fileName(scope, "xlsx"), body };
}
