// Draws page 1 of a PDF, in a worker thread of its own: pdf.js's legacy build installs core-js
// polyfills over JSON.stringify, JSON.parse, Array.prototype.push, Response and more for the
// whole isolate, which made every answer of an API process several times slower once it had
// drawn one thumbnail. Plain JavaScript, so it runs the same from source and from dist.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { createCanvas } from "@napi-rs/canvas";

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${join(dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** @param {Uint8Array} data @param {number} width */
async function renderFirstPage(data, width) {
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
    // @napi-rs/canvas implements the DOM canvas that pdf.js draws on.
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    return await canvas.encode("png");
  } finally {
    await document.destroy();
  }
}

parentPort?.postMessage(await renderFirstPage(workerData.data, workerData.width));
