import type { Company } from "@leerlijn/contracts/companies/company.schema";
import { brandTextColor, textOnBrand } from "../../lib/brand-colors";

/** Puts the company's colour (and a readable text colour on it) into the design tokens. */
export function applyBranding(
  company: Company,
  root: HTMLElement = document.documentElement,
): void {
  root.style.setProperty("--brand", company.primaryColor);
  root.style.setProperty(
    "--brand-contrast",
    textOnBrand(company.primaryColor, company.hasDarkPrimaryColor),
  );
  root.style.setProperty("--brand-text", brandTextColor(company.primaryColor));
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", company.primaryColor);
}

export function documentTitle(company: Pick<Company, "name">, page?: string): string {
  return page ? `${page} · ${company.name}` : company.name;
}
