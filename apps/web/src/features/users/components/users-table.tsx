import type { CompanyType } from "@leerlijn/contracts/companies/company.schema";
import type { ManagedUser } from "@leerlijn/contracts/users/managed-user.schema";
import { useTranslation } from "react-i18next";
import { roleLabel } from "../role-label";
import { PeopleTable } from "./people-table";

/** People in user management: name and email, role, groups, (company,) status. */
export function UsersTable({
  users,
  companyType,
  showCompany,
  emptyText,
}: {
  users: readonly ManagedUser[];
  companyType: CompanyType;
  /** With sub companies in view, which company each person belongs to. */
  showCompany: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation();
  return (
    <PeopleTable
      people={users}
      pathOf={(user) => `/lms/users/${user.id}/edit`}
      columns={[
        {
          key: "roles",
          header: t("users.list.role"),
          render: (user) => user.roles.map((role) => roleLabel(t, role, companyType)).join(", "),
        },
        {
          key: "groups",
          header: t("users.list.groups"),
          render: (user) =>
            user.groups.length > 0 ? user.groups.map((group) => group.name).join(", ") : "—",
        },
        ...(showCompany ? [{ key: "companyName" as const, header: t("users.list.company") }] : []),
      ]}
      emptyText={emptyText}
    />
  );
}
