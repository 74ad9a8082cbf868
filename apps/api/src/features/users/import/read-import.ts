import {
  GROUP_SEPARATOR,
  IMPORT_HEADER,
  type ImportPreview,
  type ImportRow,
  MAX_IMPORT_ROWS,
} from "@leerlijn/contracts/users/import.contract";
import { MAX_NAME_LENGTH } from "@leerlijn/contracts/fields";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../platform/db/database";
import { validationFailed } from "../../../platform/http/app-error";
import type { GroupLookup } from "../group-lookup";
import { companyUsers, users } from "../users.table";
import { decodeText } from "./decode-text";
import { type CsvSeparator, detectSeparator, parseCsv, type SheetRecord } from "./parse-csv";
import { isZip, readXlsx } from "./read-xlsx";

type Column = "firstName" | "middleName" | "lastName" | "email" | "group";

/** Header texts people use for each column, compared without case, accents, spaces or dashes. */
const COLUMN_NAMES: Record<Column, string[]> = {
  firstName: ["voornaam", "firstname", "roepnaam"],
  middleName: ["tussenvoegsel", "tussenvoegsels", "middlename", "infix"],
  lastName: ["achternaam", "lastname", "surname", "familienaam"],
  email: ["emailadres", "email", "mail", "mailadres", "emailaddress"],
  group: ["groep", "groepen", "group", "groups", "afdeling", "team"],
};
const LABELS: Record<Column, string> = {
  firstName: "Voornaam",
  middleName: "Tussenvoegsel",
  lastName: "Achternaam",
  email: "E-mailadres",
  group: "Groep",
};

const normalize = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

const fileError = (message: string) => validationFailed({ file: [message] });
const emailSchema = z.email();
const isEmail = (value: string) => emailSchema.safeParse(value).success;
// Control characters other than tab cannot be part of a name (and NUL cannot be stored).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** A row ready to import: the checked values. */
export type PlannedRow = {
  line: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string | null;
  groups: string[];
};

export type ImportPlan = { preview: ImportPreview; rows: PlannedRow[] };

function mapHeader(header: readonly string[]) {
  const positions = new Map<Column, number>();
  const ignored: string[] = [];
  header.forEach((text, index) => {
    const key = normalize(text);
    const column = (Object.keys(COLUMN_NAMES) as Column[]).find((candidate) =>
      COLUMN_NAMES[candidate].includes(key),
    );
    if (column && !positions.has(column)) positions.set(column, index);
    else if (text.trim() !== "") ignored.push(text.trim());
  });
  if (!positions.has("firstName") || !positions.has("lastName"))
    throw fileError(
      `De kopregel klopt niet. Verwacht: ${IMPORT_HEADER.join(", ")}. Gevonden: ${
        header
          .map((cell) => cell.trim())
          .filter(Boolean)
          .join(", ") || "(leeg)"
      }. Download het voorbeeldbestand en zet je gegevens in die kolommen.`,
    );
  return { positions, ignored };
}

const SEPARATOR_NAMES = { ";": "semicolon", ",": "comma", "\t": "tab" } as const;

/**
 * The records of an upload, judged by its content: an Excel workbook (.xlsx, a zip) or a CSV
 * in any of the encodings Excel writes. A file named .xlsx that is not a workbook is refused.
 */
async function readRecords(file: { name: string; bytes: Uint8Array }) {
  if (isZip(file.bytes))
    return {
      records: await readXlsx(file.bytes),
      format: "xlsx",
      encoding: null,
      separator: null,
    } as const;
  if (file.bytes[0] === 0xd0 && file.bytes[1] === 0xcf)
    throw fileError(
      "Dit is een oud Excel-bestand (.xls). Open het in Excel, kies 'Opslaan als' en dan 'Excel-werkmap (.xlsx)', en kies het nieuwe bestand.",
    );
  if (/\.xlsx$/i.test(file.name))
    throw fileError(
      "Dit bestand heet .xlsx, maar is geen Excel-werkmap. Sla je lijst in Excel op als 'Excel-werkmap (.xlsx)' of als CSV, en kies het bestand opnieuw.",
    );
  const { text, encoding } = decodeText(file.bytes);
  const separator: CsvSeparator = detectSeparator(text);
  const records: SheetRecord[] = parseCsv(text, separator);
  return { records, format: "csv", encoding, separator: SEPARATOR_NAMES[separator] } as const;
}

/**
 * Reads an uploaded CSV or Excel file into a preview of every row with its problems, and the
 * rows that can be imported. Nothing is saved. The file as a whole is refused (422 on `file`)
 * when it cannot be a list of people at all: empty, unreadable, a wrong header, too many rows.
 */
export async function readImport(
  db: Db,
  groups: GroupLookup,
  companyId: string,
  file: { name: string; bytes: Uint8Array },
): Promise<ImportPlan> {
  if (file.bytes.length === 0) throw fileError("Het bestand is leeg.");
  const { records, format, encoding, separator } = await readRecords(file);
  const [header, ...data] = records;
  if (!header) throw fileError("Het bestand is leeg.");
  const { positions, ignored } = mapHeader(header.cells);
  const filled = data.filter((record) => record.cells.some((cell) => cell.trim() !== ""));
  if (filled.length === 0) throw fileError("Het bestand heeft een kopregel, maar geen personen.");
  if (filled.length > MAX_IMPORT_ROWS)
    throw fileError(
      `Het bestand heeft ${filled.length.toLocaleString("nl-NL")} rijen. Je kunt ${MAX_IMPORT_ROWS.toLocaleString("nl-NL")} rijen per keer importeren: verdeel de lijst over meer bestanden.`,
    );

  const cell = (cells: string[], column: Column) => {
    const index = positions.get(column);
    return index === undefined ? "" : (cells[index] ?? "").trim();
  };
  const rows: (ImportRow & { email: string })[] = filled.map(({ line, cells }) => {
    const errors: string[] = [];
    const values = {
      firstName: cell(cells, "firstName"),
      middleName: cell(cells, "middleName"),
      lastName: cell(cells, "lastName"),
      email: cell(cells, "email").toLowerCase(),
    };
    const groupNames = cell(cells, "group")
      .split(GROUP_SEPARATOR)
      .map((name) => name.trim())
      .filter(Boolean);
    if (
      cells.length > header.cells.length &&
      cells.slice(header.cells.length).some((c) => c.trim())
    )
      errors.push(
        "Deze rij heeft meer kolommen dan de kopregel. Staat er een scheidingsteken in een naam? Zet die naam dan tussen aanhalingstekens.",
      );
    if (!values.firstName) errors.push("Voornaam ontbreekt.");
    if (!values.lastName) errors.push("Achternaam ontbreekt.");
    for (const column of ["firstName", "middleName", "lastName", "email"] as const) {
      if (values[column].length > MAX_NAME_LENGTH)
        errors.push(`${LABELS[column]} is langer dan ${MAX_NAME_LENGTH} tekens.`);
      if (CONTROL.test(values[column])) errors.push(`${LABELS[column]} bevat een ongeldig teken.`);
    }
    if (values.email && values.email.length <= MAX_NAME_LENGTH && !isEmail(values.email))
      errors.push(`E-mailadres "${values.email}" is ongeldig.`);
    if (groupNames.some((name) => name.length > MAX_NAME_LENGTH || CONTROL.test(name)))
      errors.push(
        `Een groepsnaam is langer dan ${MAX_NAME_LENGTH} tekens of bevat een ongeldig teken.`,
      );
    return { line, ...values, groups: groupNames, errors };
  });

  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    // An invalid email is reported as such; it cannot be anyone's, so it is no duplicate.
    if (!row.email || !isEmail(row.email)) continue;
    const first = firstLineOf.get(row.email);
    if (first === undefined) firstLineOf.set(row.email, row.line);
    else row.errors.push(`Dit e-mailadres staat ook op regel ${first}.`);
  }
  const members = await emailsAlreadyInCompany(db, companyId, [...firstLineOf.keys()]);
  for (const row of rows)
    if (row.email && members.has(row.email))
      row.errors.push("Deze persoon staat al in deze omgeving.");

  const good = rows.filter((row) => row.errors.length === 0);
  const wantedGroups = new Map<string, string>();
  for (const row of good)
    for (const name of row.groups)
      if (!wantedGroups.has(name.toLocaleLowerCase("nl")))
        wantedGroups.set(name.toLocaleLowerCase("nl"), name);
  const existing = await groups.findByNames(db, companyId, [...wantedGroups.values()]);

  return {
    preview: {
      fileName: file.name,
      format,
      encoding,
      separator,
      total: rows.length,
      valid: good.length,
      invalid: rows.length - good.length,
      newGroups: [...wantedGroups].filter(([key]) => !existing.has(key)).map(([, name]) => name),
      ignoredColumns: ignored,
      rows,
    },
    rows: good.map((row) => ({
      line: row.line,
      firstName: row.firstName,
      middleName: row.middleName || null,
      lastName: row.lastName,
      email: row.email || null,
      groups: row.groups,
    })),
  };
}

async function emailsAlreadyInCompany(db: Db, companyId: string, emails: readonly string[]) {
  const found = new Set<string>();
  for (let start = 0; start < emails.length; start += 1000) {
    const rows = await db
      .select({ email: users.email })
      .from(users)
      .innerJoin(companyUsers, eq(companyUsers.userId, users.id))
      .where(
        and(
          eq(companyUsers.companyId, companyId),
          inArray(users.email, emails.slice(start, start + 1000)),
        ),
      );
    for (const row of rows) if (row.email) found.add(row.email);
  }
  return found;
}
