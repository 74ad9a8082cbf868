import { describe, expect, it } from "vitest";
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, textOnBrand } from "./brand-colors";

describe("text on the brand colour", () => {
  it("uses white on a dark colour the company marks as dark", () => {
    expect(textOnBrand("#1d4ed8", true)).toBe(LIGHT_TEXT);
  });

  it("uses near-black on a light colour", () => {
    expect(textOnBrand("#f5b82e", false)).toBe(DARK_TEXT);
  });

  it("overrides a wrong flag when only the other colour is readable", () => {
    expect(textOnBrand("#fde047", true)).toBe(DARK_TEXT);
    expect(textOnBrand("#111827", false)).toBe(LIGHT_TEXT);
  });

  it("computes WCAG contrast", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 0);
  });
});
