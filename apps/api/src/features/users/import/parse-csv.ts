export type CsvSeparator = ";" | "," | "\t";

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
 * RFC 4180 records: quoted fields may hold separators, line breaks and doubled quotes; lines
 * end in CRLF or LF. Each record keeps the line number it starts on, for error reports.
 */
export function parseCsv(
  text: string,
  separator: CsvSeparator,
): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let atFieldStart = true;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: recordLine, cells });
    cells = [];
    cell = "";
    atFieldStart = true;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === "\n") line++;
        cell += char;
      }
      continue;
    }
    if (char === '"' && atFieldStart) {
      quoted = true;
      atFieldStart = false;
    } else if (char === separator) {
      cells.push(cell);
      cell = "";
      atFieldStart = true;
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += char;
      atFieldStart = false;
    }
  }
  if (cell !== "" || cells.length > 0) endRecord();
  return records;
}
