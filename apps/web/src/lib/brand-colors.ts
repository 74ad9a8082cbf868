/** Relative luminance of a `#rrggbb` colour (WCAG 2). */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const LIGHT_TEXT = "#ffffff";
export const DARK_TEXT = "#111827";

/**
 * Text colour on the brand colour. The company says whether its colour is dark; when that
 * choice would fail WCAG AA (4.5:1) and the other passes, readability wins.
 */
export function textOnBrand(primaryColor: string, hasDarkPrimaryColor: boolean): string {
  const preferred = hasDarkPrimaryColor ? LIGHT_TEXT : DARK_TEXT;
  const other = hasDarkPrimaryColor ? DARK_TEXT : LIGHT_TEXT;
  if (!/^#[0-9a-fA-F]{6}$/.test(primaryColor)) return preferred;
  return contrastRatio(primaryColor, preferred) >= 4.5 || contrastRatio(primaryColor, other) < 4.5
    ? preferred
    : other;
}
