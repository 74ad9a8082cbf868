import type { CompanyType } from "@leerlijn/contracts/companies/company.schema";
import { type MemberStatus, memberStatuses } from "@leerlijn/contracts/users/managed-user.schema";
import type { CompanyRole } from "@leerlijn/contracts/users/grantable-roles";
import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Select } from "../../../ui/select/select";
import { TextField } from "../../../ui/text-field/text-field";
import { roleLabel } from "../role-label";
import styles from "./user-filters.module.css";

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
  onChange: (values: UserFilterValues) => void;
  roles: readonly CompanyRole[];
  groups: readonly { id: string; name: string }[];
  companies?: readonly { id: string; name: string }[] | undefined;
  companyType: CompanyType;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof UserFilterValues>(key: K, value: UserFilterValues[K]) =>
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
        label={t("users.filters.role")}
        placeholder={t("users.filters.allRoles")}
        options={roles.map((role) => ({ value: role, label: roleLabel(t, role, companyType) }))}
        value={values.role}
        onChange={(value) => set("role", value as CompanyRole | "")}
      />
      <Select
        label={t("users.filters.group")}
        placeholder={t("users.filters.allGroups")}
        options={groups.map((group) => ({ value: group.id, label: group.name }))}
        value={values.groupId}
        onChange={(value) => set("groupId", value)}
      />
      <Select
        label={t("users.filters.status")}
        placeholder={t("users.filters.allStatuses")}
        options={memberStatuses.map((status) => ({
          value: status,
          label: t(`users.status.${status}`),
        }))}
        value={values.status}
        onChange={(value) => set("status", value as MemberStatus | "")}
      />
      {companies && companies.length > 1 && (
        <Select
          label={t("users.filters.company")}
          placeholder={t("users.filters.allCompanies")}
          options={companies.map((company) => ({ value: company.id, label: company.name }))}
          value={values.companyId}
          onChange={(value) => set("companyId", value)}
        />
      )}
    </div>
  );
}
