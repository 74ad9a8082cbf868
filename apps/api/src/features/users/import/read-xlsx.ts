import { MAX_IMPORT_UNZIPPED_BYTES } from "@leerlijn/contracts/users/import.contract";
import ExcelJS from "exceljs";
import { validationFailed } from "../../../platform/http/app-error";
import type { SheetRecord } from "./parse-csv";
import { unzippedSize } from "./zip-size";

/** An .xlsx workbook is a zip file: it starts with a zip's local file header. */
export const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

export const UNREADABLE_XLSX_MESSAGE =
  "Dit Excel-bestand kunnen we niet lezen. Open het in Excel, kies 'Opslaan als' en dan 'Excel-werkmap (.xlsx)' of 'CSV (gescheiden door lijstscheidingsteken)', en kies het bestand opnieuw.";

export const UNZIPPED_TOO_LARGE_MESSAGE = `Dit Excel-bestand wordt uitgepakt groter dan ${MAX_IMPORT_UNZIPPED_BYTES / 1024 / 1024} MB. Zo'n groot bestand lezen we niet in: verdeel de lijst over meer bestanden.`;

/**
 * The rows of the first worksheet with values, each with its row number as Excel shows it. A
 * cell is read as the text Excel shows (a formula's result, a link's text), so an email typed
 * as a link is read as the address.
 */
export async function readXlsx(bytes: Uint8Array): Promise<SheetRecord[]> {
  // Counted with a cap before exceljs unzips everything into memory (a zip bomb).
  const unzipped = unzippedSize(bytes, MAX_IMPORT_UNZIPPED_BYTES);
  if (unzipped === null) throw validationFailed({ file: [UNREADABLE_XLSX_MESSAGE] });
  if (unzipped > MAX_IMPORT_UNZIPPED_BYTES)
    throw validationFailed({ file: [UNZIPPED_TOO_LARGE_MESSAGE] });
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer (it reads one through JSZip).
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  } catch {
    throw validationFailed({ file: [UNREADABLE_XLSX_MESSAGE] });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw validationFailed({ file: [UNREADABLE_XLSX_MESSAGE] });
  const records: SheetRecord[] = [];
  sheet.eachRow((row, line) => {
    const cells = Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1).text ?? "");
    records.push({ line, cells });
  });
  return records;
}
