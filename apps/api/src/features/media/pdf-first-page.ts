import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createCanvas } from "@napi-rs/canvas";

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${join(dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** Renders page 1 of a PDF to a PNG about `width` pixels wide. Throws on a PDF it cannot read. */
export async function renderFirstPage(data: Uint8Array, width = 600): Promise<Buffer> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    standardFontDataUrl,
    verbosity: 0,
  }).promise;
  try {
    const page = await document.getPage(1);
    const unscaled = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: Math.min(4, width / unscaled.width) });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext("2d");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      // @napi-rs/canvas implements the DOM canvas that pdf.js draws on, under its own types.
      canvas: canvas as never,
      canvasContext: context as never,
      viewport,
    }).promise;
    return await canvas.encode("png");
  } finally {
    await document.destroy();
  }
}
