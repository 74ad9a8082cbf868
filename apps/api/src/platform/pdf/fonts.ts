import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

/*
 * DejaVu Sans, embedded as a subset of the letters a document uses: unlike the standard PDF
 * fonts (WinAnsi only) it writes every Latin, Greek and Cyrillic name as it is spelled
 * (Şükrü Yılmaz, Łukasz Wałęsa). Parsing the 700 kB font took about 250 ms per document, so
 * each file is read and parsed once per process and the parsed font is shared; every document
 * makes its own subset from it.
 */
const require = createRequire(import.meta.url);
const files = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
};

let loaded: { regular: Uint8Array; bold: Uint8Array } | undefined;
const parsed = new Map<Uint8Array, ReturnType<typeof fontkit.create>>();
const parsedOnce: typeof fontkit = {
  create(data, postscriptName) {
    let font = parsed.get(data);
    if (!font) parsed.set(data, (font = fontkit.create(data, postscriptName)));
    return font;
  },
};

export type TextFonts = { regular: PDFFont; bold: PDFFont };

/** The document's regular and bold text fonts. */
export async function embedTextFonts(document: PDFDocument): Promise<TextFonts> {
  loaded ??= { regular: readFileSync(files.regular), bold: readFileSync(files.bold) };
  document.registerFontkit(parsedOnce);
  const [regular, bold] = await Promise.all([
    document.embedFont(loaded.regular, { subset: true }),
    document.embedFont(loaded.bold, { subset: true }),
  ]);
  return { regular, bold };
}
