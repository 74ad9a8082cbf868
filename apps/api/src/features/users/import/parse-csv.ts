import { CsvError, parse } from "csv-parse/sync";
import { validationFailed } from "../../../platform/http/app-error";

export type CsvSeparator = ";" | "," | "\t";
/** A record of a file with the line (CSV) or row (Excel) it starts on, for error reports. */
export type SheetRecord = { line: number; cells: string[] };

/** Dutch Excel writes `;`, most other programs `,`; tab for "Unicode text". Judged by the header. */
export function detectSeparator(text: string): CsvSeparator {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const counts = ([";", ",", "\t"] as const).map((separator) => ({
    separator,
    count: firstLine.split(separator).length - 1,
  }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0] && counts[0].count > 0 ? counts[0].separator : ";";
}

/**
 * RFC 4180 records (quoted fields may hold separators, line breaks and doubled quotes), as
 * forgiving as Excel: a stray quote inside a name is kept, rows may differ in length and lines
 * may end in CRLF, LF or CR. A quote that is never closed makes the file unreadable.
 */
export function parseCsv(text: string, separator: CsvSeparator): SheetRecord[] {
  let records: string[][];
  /** The line each record ends on. */
  const ends: number[] = [];
  try {
    records = parse(text, {
      delimiter: separator,
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: false,
      on_record: (record, context) => {
        ends.push(context.lines);
        return record;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw validationFailed({
      file: [
        error.code === "CSV_QUOTE_NOT_CLOSED"
          ? 'Er staat een aanhalingsteken (") in het bestand dat niet wordt gesloten. Haal het weg of zet de hele naam tussen aanhalingstekens, en kies het bestand opnieuw.'
          : `Het bestand kan niet als CSV worden gelezen (regel ${String(error.lines)}). Sla je lijst in Excel opnieuw op als CSV en kies het bestand opnieuw.`,
      ],
    });
  }
  // Every line, an empty one too, is a record, so a record starts after the one before ends.
  let nextLine = 1;
  return records.map((cells, i) => {
    const line = nextLine;
    nextLine = (ends[i] ?? line) + 1;
    return { line, cells };
  });
}
