import { IMPORT_HEADER } from "@leerlijn/contracts/users/import.contract";

const EXAMPLES = [
  ["Sanne", "de", "Vries", "sanne.devries@voorbeeld.nl", "Magazijn"],
  ["Ahmet", "", "Yılmaz", "", "Magazijn|Nieuwe medewerkers"],
];

/**
 * The example file: the import's header and two people, one without an email and with two
 * groups. UTF-8 with a byte order mark and semicolons, so Dutch Excel opens it as columns.
 */
export function importTemplate(): Blob {
  const lines = [IMPORT_HEADER, ...EXAMPLES].map((cells) => cells.join(";"));
  return new Blob([`\ufeff${lines.join("\r\n")}\r\n`], { type: "text/csv;charset=utf-8" });
}
