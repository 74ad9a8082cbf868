import { describe, expect, it } from "vitest";
import { brandTextColor, contrastRatio, DARK_TEXT, LIGHT_TEXT, textOnBrand } from "./brand-colors";

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

describe("brand-coloured text on the page", () => {
  it("keeps a brand colour that is readable on the page", () => {
    expect(brandTextColor("#1d4ed8")).toBe("#1d4ed8");
  });

  it("darkens a light brand colour until links on it reach WCAG AA", () => {
    const text = brandTextColor("#f5b82e");
    expect(contrastRatio(text, "#f8fafc")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(text, "#f8fafc")).toBeLessThan(5.5);
    const [r, g, b] = [1, 3, 5].map((start) => parseInt(text.slice(start, start + 2), 16));
    expect(r! > g! && g! > b!).toBe(true);
  });
});
