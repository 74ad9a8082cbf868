import type { CompanySummary } from "@leerlijn/contracts/companies/companies.contract";
import { type Role, roles } from "@leerlijn/contracts/permissions";
import { useTranslation } from "react-i18next";
import { FilterBar } from "../../../../ui/filter-bar/filter-bar";
import { companyFilter } from "../user-filters";

export type AdminUserFilterValues = { queryString: string; companyId: string; role: Role | "" };

/** Search and the company and role filters above the platform admin's list of people. */
export function AdminUserFilters({
  values,
  onChange,
  companies,
}: {
  values: AdminUserFilterValues;
  onChange: (change: Partial<AdminUserFilterValues>) => void;
  companies: readonly CompanySummary[];
}) {
  const { t } = useTranslation();
  return (
    <FilterBar
      values={values}
      onChange={onChange}
      searchLabel={t("users.filters.search")}
      searchPlaceholder={t("users.filters.searchPlaceholder")}
      selects={[
        companyFilter(t, companies),
        {
          key: "role",
          label: t("users.filters.role"),
          placeholder: t("users.filters.allRoles"),
          options: roles.map((role) => ({ value: role, label: t(`users.roles.${role}`) })),
        },
      ]}
    />
  );
}
