import type { CompanySummary } from "@leerlijn/contracts/companies/companies.contract";
import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import styles from "./sub-company-list.module.css";

/** The address people use for a company's host, in the scheme and port of this page. */
export function companyUrl(host: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${host}${port ? `:${port}` : ""}/login`;
}

export function SubCompanyList({ companies }: { companies: readonly CompanySummary[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {companies.map((company) => (
        <li key={company.id} className={styles.item}>
          <span className={styles.name}>{company.name}</span>
          {company.host ? (
            <a href={companyUrl(company.host)} target="_blank" rel="noreferrer">
              {company.host}
              <ExternalLink size={14} aria-hidden="true" />
              <span className="visually-hidden">{t("companies.list.newTab")}</span>
            </a>
          ) : (
            <span className={styles.muted}>{t("companies.list.noHost")}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
