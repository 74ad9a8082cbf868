import { randomUUID } from "node:crypto";
import {
  type ImportPreview,
  type ImportReport,
  importFormSchema,
} from "@leerlijn/contracts/users/import.contract";
import type { RequestOrigin } from "../../../platform/tenancy/public-origin";
import { isUniqueViolation } from "../../../platform/db/errors";
import { conflict, validationFailed } from "../../../platform/http/app-error";
import { issueAccountTokens, revokeTokens } from "../account-tokens";
import { placement } from "../add-person";
import type { GroupLookup } from "../group-lookup";
import { type InvitationDeps, sendWelcomes, type Welcome } from "../invitations";
import type { ManagementScope } from "../management-scope";
import { findPeopleByEmails, insertPeopleAndMemberships, markPending } from "../members.repository";
import { readImport } from "./read-import";
import type { Upload } from "./read-upload";

export type ImportDeps = InvitationDeps & { groups: GroupLookup };

export const CHANGED_MESSAGE =
  "Terwijl je het voorbeeld bekeek, is er iemand uit je lijst toegevoegd. Er is niets opgeslagen: kies het bestand opnieuw om het nieuwe voorbeeld te zien.";

/** Mails are rendered and queued this many at a time, so 10,000 invitations never sit in memory. */
const MAIL_BATCH = 500;

/** The form fields of an upload, and the company they import into (the current one by default). */
function target(scope: ManagementScope, fields: Upload["fields"]) {
  const parsed = importFormSchema.safeParse(fields);
  if (!parsed.success)
    throw validationFailed(
      Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0] ?? "file"), [issue.message]]),
      ),
    );
  const { company, role } = placement(scope, { companyId: parsed.data.companyId });
  return { company, role, sendInvitations: parsed.data.sendInvitations !== "false" };
}

/** POST /users/import/preview: every row with its problems; nothing is saved. */
export async function previewUserImport(
  deps: ImportDeps,
  scope: ManagementScope,
  upload: Upload,
): Promise<ImportPreview> {
  const { company } = target(scope, upload.fields);
  return (await readImport(deps.db, deps.groups, company.id, upload.file)).preview;
}

/**
 * POST /users/import: the good rows of the file become learners of the company, in one
 * transaction (all or nothing), with their groups (missing groups are made). People whose email
 * already has an account keep it and are invited: they become members when they accept. The
 * welcome mails are queued after the commit.
 */
export async function importUsers(
  deps: ImportDeps,
  scope: ManagementScope,
  upload: Upload,
  from: RequestOrigin,
): Promise<ImportReport> {
  const { company, role, sendInvitations } = target(scope, upload.fields);
  const { preview, rows } = await readImport(deps.db, deps.groups, company.id, upload.file);

  let welcomes: Welcome[] = [];
  let newGroups: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const known = await findPeopleByEmails(
        tx,
        rows.flatMap((row) => (row.email ? [row.email] : [])),
      );
      const placed = rows.map((row) => {
        const existing = row.email ? known.get(row.email) : undefined;
        return {
          row,
          userId: existing?.id ?? randomUUID(),
          memberId: randomUUID(),
          isNew: !existing,
          hasPassword: existing?.hasPassword ?? false,
          firstName: existing?.firstName ?? row.firstName,
        };
      });
      await insertPeopleAndMemberships(
        tx,
        placed
          .filter((person) => person.isNew)
          .map(({ userId, row }) => ({
            id: userId,
            firstName: row.firstName,
            middleName: row.middleName,
            lastName: row.lastName,
            email: row.email,
          })),
        {
          companyId: company.id,
          roles: [role],
          rows: placed.map(({ memberId, userId }) => ({ id: memberId, userId })),
        },
      );
      // Someone who already has an account joins only by accepting, with their own password.
      await markPending(
        tx,
        placed
          .filter((person) => person.hasPassword)
          .map(({ memberId, row }) => ({
            memberId,
            name: { firstName: row.firstName, middleName: row.middleName, lastName: row.lastName },
          })),
      );
      newGroups = await deps.groups.addToGroups(
        tx,
        company.id,
        placed.map(({ memberId, row }) => ({ memberId, groupNames: row.groups })),
      );

      // Without their invitation people with an account could never join, so they always get it.
      const toInvite = placed.filter(
        (person) => person.row.email && (person.hasPassword || sendInvitations),
      );
      await revokeTokens(
        tx,
        toInvite.filter((person) => !person.isNew).map((person) => person.userId),
        ["invitation"],
        company.id,
      );
      const issued = await issueAccountTokens(tx, {
        kind: "invitation",
        companyId: company.id,
        ttlMinutes: deps.invitationTtlDays * 24 * 60,
        userIds: toInvite.map((person) => person.userId),
      });
      welcomes = toInvite.flatMap((person, index): Welcome[] => {
        const invitation = issued[index];
        if (!person.row.email || !invitation) return [];
        const recipient = { email: person.row.email, firstName: person.firstName };
        return [
          {
            person: recipient,
            companyId: company.id,
            invitation,
            joinsWithOwnPassword: person.hasPassword,
          },
        ];
      });
    });
  } catch (error) {
    // Someone of the file was added (by hand or by another import) after it was read.
    if (isUniqueViolation(error)) throw conflict(CHANGED_MESSAGE);
    throw error;
  }

  for (let start = 0; start < welcomes.length; start += MAIL_BATCH)
    await sendWelcomes(deps, from, welcomes.slice(start, start + MAIL_BATCH));
  return {
    created: rows.length,
    skipped: preview.invalid,
    mailed: welcomes.length,
    newGroups,
  };
}
