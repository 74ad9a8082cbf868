import { describe, expect, it } from "vitest";
import { makePdf } from "../../seed/media-samples";
import { renderFirstPage } from "./pdf-first-page";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("renderFirstPage", () => {
  it("draws page 1 as a PNG without pdf.js's polyfills reaching this process", async () => {
    const builtIns = () => [JSON.stringify, JSON.parse, Array.prototype.push, globalThis.Response];
    const before = builtIns();
    const png = await renderFirstPage(await makePdf("Werkinstructie", ["Stap een"]), 300);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    builtIns().forEach((builtIn, i) => expect(builtIn).toBe(before[i]));
    expect("pdfjsLib" in globalThis).toBe(false);
  });

  it("refuses bytes that are not a PDF", async () => {
    await expect(renderFirstPage(new TextEncoder().encode("geen pdf"))).rejects.toThrow();
  });
});
