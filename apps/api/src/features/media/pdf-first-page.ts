import { Worker } from "node:worker_threads";

/** Next to this module in the source, and next to the bundles in dist (copied by the build). */
const rendererUrl = new URL("./pdf-render.worker.mjs", import.meta.url);

/**
 * Renders page 1 of a PDF to a PNG about `width` pixels wide, in a worker thread (see the
 * worker for why). Throws on a PDF it cannot read.
 */
export function renderFirstPage(data: Uint8Array, width = 600): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(rendererUrl, { workerData: { data, width } });
    worker.once("message", (png: Uint8Array) =>
      resolve(Buffer.from(png.buffer, png.byteOffset, png.byteLength)),
    );
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`the PDF renderer stopped with exit code ${code}`));
    });
  });
}
