import type { CompanySummary } from "@leerlijn/contracts/companies/companies.contract";
import { type Role, roles } from "@leerlijn/contracts/permissions";
import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Select } from "../../../../ui/select/select";
import { TextField } from "../../../../ui/text-field/text-field";
import styles from "../user-filters.module.css";

export type AdminUserFilterValues = { queryString: string; companyId: string; role: Role | "" };

/** Search and the company and role filters above the platform admin's list of people. */
export function AdminUserFilters({
  values,
  onChange,
  companies,
}: {
  values: AdminUserFilterValues;
  onChange: (values: AdminUserFilterValues) => void;
  companies: readonly CompanySummary[];
}) {
  const { t } = useTranslation();
  const set = <K extends keyof AdminUserFilterValues>(key: K, value: AdminUserFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <div className={styles.filters} role="search">
      <TextField
        className={styles.search}
        label={t("users.filters.search")}
        type="search"
        value={values.queryString}
        placeholder={t("users.filters.searchPlaceholder")}
        addonStart={<Search size={18} aria-hidden="true" />}
        maxLength={255}
        onChange={(event) => set("queryString", event.target.value)}
      />
      <Select
        label={t("users.filters.company")}
        placeholder={t("users.filters.allCompanies")}
        options={companies.map((company) => ({ value: company.id, label: company.name }))}
        value={values.companyId}
        onChange={(value) => set("companyId", value)}
      />
      <Select
        label={t("users.filters.role")}
        placeholder={t("users.filters.allRoles")}
        options={roles.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
        value={values.role}
        onChange={(value) => set("role", value as Role | "")}
      />
    </div>
  );
}
