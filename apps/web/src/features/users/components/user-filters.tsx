import type { CompanyType } from "@leerlijn/contracts/companies/company.schema";
import { type MemberStatus, memberStatuses } from "@leerlijn/contracts/users/managed-user.schema";
import type { CompanyRole } from "@leerlijn/contracts/users/grantable-roles";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { FilterBar } from "../../../ui/filter-bar/filter-bar";
import { roleLabel } from "../role-label";

export type UserFilterValues = {
  queryString: string;
  role: CompanyRole | "";
  groupId: string;
  status: MemberStatus | "";
  companyId: string;
};

/** Search and filters above the user list; the page keeps the values in the address. */
export function UserFilters({
  values,
  onChange,
  roles,
  groups,
  companies,
  companyType,
}: {
  values: UserFilterValues;
  onChange: (change: Partial<UserFilterValues>) => void;
  roles: readonly CompanyRole[];
  groups: readonly { id: string; name: string }[];
  companies?: readonly { id: string; name: string }[] | undefined;
  companyType: CompanyType;
}) {
  const { t } = useTranslation();
  return (
    <FilterBar
      values={values}
      onChange={onChange}
      searchLabel={t("users.filters.search")}
      searchPlaceholder={t("users.filters.searchPlaceholder")}
      selects={[
        {
          key: "role",
          label: t("users.filters.role"),
          placeholder: t("users.filters.allRoles"),
          options: roles.map((role) => ({ value: role, label: roleLabel(t, role, companyType) })),
        },
        {
          key: "groupId",
          label: t("users.filters.group"),
          placeholder: t("users.filters.allGroups"),
          options: groups.map((group) => ({ value: group.id, label: group.name })),
        },
        {
          key: "status",
          label: t("users.filters.status"),
          placeholder: t("users.filters.allStatuses"),
          options: memberStatuses.map((status) => ({
            value: status,
            label: t(`users.status.${status}`),
          })),
        },
        ...(companies && companies.length > 1 ? [companyFilter(t, companies)] : []),
      ]}
    />
  );
}

/** The company select, shared with the platform admin's filters. */
export function companyFilter(t: TFunction, companies: readonly { id: string; name: string }[]) {
  return {
    key: "companyId" as const,
    label: t("users.filters.company"),
    placeholder: t("users.filters.allCompanies"),
    options: companies.map((company) => ({ value: company.id, label: company.name })),
  };
}
