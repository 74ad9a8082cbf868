import type { Company } from "@leerlijn/contracts/companies/company.schema";
import styles from "./brand-logo.module.css";

/**
 * The company logo for the background it sits on; the name as text when there is no logo. On
 * the brand colour the company says which of its pair fits: `hasDarkPrimaryColor` asks for the
 * variant made for dark backgrounds.
 */
export function BrandLogo({
  company,
  background = "light",
}: {
  company: Company;
  background?: "light" | "dark" | "brand";
}) {
  const dark = background === "dark" || (background === "brand" && company.hasDarkPrimaryColor);
  const src = dark
    ? (company.logo.dark ?? company.logo.light)
    : (company.logo.light ?? company.logo.dark);
  if (!src) return <span className={styles.name}>{company.name}</span>;
  return <img className={styles.logo} src={src} alt={company.name} />;
}
