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

/** The page background (`--surface-muted`), the lightest thing brand-coloured text sits on. */
const PAGE_BACKGROUND = "#f8fafc";

const hexOf = (channels: number[]) =>
  `#${channels.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/**
 * The colour of brand-coloured text (links) on the page: the brand colour itself when it is
 * readable there (WCAG AA, 4.5:1), otherwise that colour darkened just enough. A light brand
 * colour such as yellow works for buttons, with dark text on it, but not as link text on white.
 */
export function brandTextColor(primaryColor: string): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(primaryColor)) return primaryColor;
  const channels = [1, 3, 5].map((start) => parseInt(primaryColor.slice(start, start + 2), 16));
  for (let keep = 1; keep > 0; keep -= 0.05) {
    const candidate = hexOf(channels.map((c) => c * keep));
    if (contrastRatio(candidate, PAGE_BACKGROUND) >= 4.5) return candidate;
  }
  return DARK_TEXT;
}
