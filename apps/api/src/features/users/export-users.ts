import { Readable } from "node:stream";
import type { CompanyType } from "@leerlijn/contracts/companies/company.schema";
import type { Role } from "@leerlijn/contracts/permissions";
import type { MemberStatus } from "@leerlijn/contracts/users/managed-user.schema";
import type { usersExportQuerySchema } from "@leerlijn/contracts/users/users.contract";
import { GROUP_SEPARATOR, IMPORT_HEADER } from "@leerlijn/contracts/users/import.contract";
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

/**
 * GET /users/export: everyone the list would show with these filters, streamed as CSV in
 * batches (10,000 people never sit in memory at once).
 */
export function exportUsers(
  db: Db,
  groups: GroupLookup,
  scope: ManagementScope,
  query: z.output<typeof usersExportQuerySchema>,
): FileResult {
  const types = new Map(scope.companies.map((company) => [company.id, company.type]));
  async function* lines() {
    yield UTF8_BOM + csvRecord(HEADER);
    const filters = memberFilters(query.filter);
    for await (const rows of memberBatches(db, groups, scope.companyIds, filters)) {
      const groupsOf = await groups.groupsOf(
        db,
        rows.map((row) => row.id),
      );
      yield rows
        .map((row) =>
          csvRecord([
            visibleName(row).firstName,
            visibleName(row).middleName,
            visibleName(row).lastName,
            row.email,
            (groupsOf.get(row.id) ?? []).map((group) => group.name).join(GROUP_SEPARATOR),
            row.roles
              .map((role) => roleLabel(role, types.get(row.companyId) ?? "company"))
              .join(", "),
            STATUS_LABELS[memberStatus(row)],
            row.companyName,
            day.format(row.createdAt),
          ]),
        )
        .join("");
    }
  }
  const date = day.format(new Date());
  return {
    fileName: `gebruikers-${scope.tenant.domainCode}-${date}.csv`,
    body: Readable.from(lines()),
  };
}
