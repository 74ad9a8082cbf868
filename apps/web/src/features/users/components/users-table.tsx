import type { CompanyType } from "@leerlijn/contracts/companies/company.schema";
import type { ManagedUser } from "@leerlijn/contracts/users/managed-user.schema";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Table, type TableColumn } from "../../../ui/table/table";
import { roleLabel } from "../role-label";
import { MemberStatusBadge } from "./member-status-badge";
import styles from "./users-table.module.css";

/** People in user management: name (to their page) and email, role, groups, status. */
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
  const columns: TableColumn<ManagedUser>[] = [
    {
      key: "name",
      header: t("users.list.name"),
      render: (user) => (
        <div className={styles.person}>
          <Link to={`/lms/users/${user.id}/edit`} className={styles.name}>
            {user.name}
          </Link>
          <span className={styles.email}>{user.email ?? t("users.list.noEmail")}</span>
        </div>
      ),
    },
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
    {
      key: "status",
      header: t("users.list.status"),
      render: (user) => <MemberStatusBadge status={user.status} />,
    },
  ];
  return (
    <Table
      columns={columns}
      rows={users}
      getRowKey={(user) => user.id}
      emptyText={emptyText}
      caption={t("users.list.caption")}
      captionHidden
    />
  );
}
