import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pageTexts } from "../../test/pdf-texts";
import { embedTextFonts } from "./fonts";

const names = ["Şükrü Yılmaz-Łącka", "Zoë Ğürel", "Anna de Vries", "Ærøskøbing Ðorđević"];

async function drawn(name: string, font: (document: PDFDocument) => Promise<PDFFont>) {
  const document = await PDFDocument.create();
  const page = document.addPage();
  page.drawText(name, { x: 40, y: 700, size: 16, font: await font(document) });
  return Buffer.from(await document.save());
}

/** The plain way: pdf-lib parsing the font file itself for each document. */
const plainFont = (document: PDFDocument) => {
  document.registerFontkit(fontkit);
  const file = createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
  return document.embedFont(readFileSync(file), { subset: true });
};

describe("the embedded text font", () => {
  it("writes each document's names as spelled, the once-parsed font reading back like a font parsed per document", async () => {
    for (const name of names) {
      const shared = await drawn(
        name,
        async (document) => (await embedTextFonts(document)).regular,
      );
      const plain = await drawn(name, plainFont);
      expect(await pageTexts(shared)).toEqual([name]);
      expect(await pageTexts(shared)).toEqual(await pageTexts(plain));
    }
  });
});
