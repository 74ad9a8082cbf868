import type { Company } from "@leerlijn/contracts/companies/company.schema";
import styles from "./brand-logo.module.css";

/** The company logo for the background it sits on; the name as text when there is no logo. */
export function BrandLogo({
  company,
  background = "light",
}: {
  company: Company;
  background?: "light" | "dark";
}) {
  const src =
    background === "light"
      ? (company.logo.light ?? company.logo.dark)
      : (company.logo.dark ?? company.logo.light);
  if (!src) return <span className={styles.name}>{company.name}</span>;
  return <img className={styles.logo} src={src} alt={company.name} />;
}
