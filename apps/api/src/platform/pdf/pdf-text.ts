import type { PDFFont } from "pdf-lib";

/**
 * Text the font can write: a letter it lacks loses its accent or stroke (ł, ş, ő … in a
 * standard WinAnsi font), and anything still unknown (a script DejaVu Sans does not cover)
 * becomes "?", so no name ever breaks a document.
 */
const PLAIN_LETTERS: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  ı: "i",
  Ħ: "H",
  ħ: "h",
};

export function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((char) => {
      if (known.has(char.codePointAt(0)!)) return char;
      const plain = PLAIN_LETTERS[char] ?? char.normalize("NFKD").replace(/\p{M}/gu, "");
      return [...plain].every((c) => known.has(c.codePointAt(0)!)) && plain ? plain : "?";
    })
    .join("");
}

/** Cuts text to a width with an ellipsis, so a long name or address never runs off the page. */
export function fit(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
