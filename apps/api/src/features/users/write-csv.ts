/** Excel reads a UTF-8 file correctly only when it starts with a byte order mark. */
export const UTF8_BOM = "\ufeff";

// A cell that starts like a formula would be run by a spreadsheet (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;",\r\n]|^\s|\s$/;

/**
 * One CSV record as Dutch Excel reads it: semicolons, CRLF, quotes where needed (doubled
 * inside), and a leading apostrophe on cells that would otherwise be taken as formulas.
 */
export function csvRecord(cells: readonly (string | null)[]): string {
  return `${cells
    .map((value) => {
      let cell = value ?? "";
      if (FORMULA_START.test(cell)) cell = `'${cell}`;
      return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
    })
    .join(";")}\r\n`;
}
