import { describe, expect, it } from "vitest";
import { courseTypeKeys, courseTypes } from "./course-types";

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe("course types", () => {
  it("has one entry per key, each with a Dutch name", () => {
    expect(courseTypes.map((type) => type.key).sort()).toEqual([...courseTypeKeys].sort());
    for (const type of courseTypes) expect(type.name).not.toBe("");
  });

  it("gives every badge text that reaches WCAG AA contrast on its background", () => {
    for (const { key, colorProfile } of courseTypes)
      expect(contrast(colorProfile.text, colorProfile.background), key).toBeGreaterThanOrEqual(4.5);
  });
});
