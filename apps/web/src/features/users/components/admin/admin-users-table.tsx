import type { AdminUser } from "@leerlijn/contracts/users/admin-users.contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Table, type TableColumn } from "../../../../ui/table/table";
import { MemberStatusBadge } from "../member-status-badge";
import styles from "../users-table.module.css";
import { MembershipList } from "./membership-list";

/** Everyone on the platform: name (to their page) and email, companies with roles, status. */
export function AdminUsersTable({
  users,
  emptyText,
}: {
  users: readonly AdminUser[];
  emptyText: string;
}) {
  const { t } = useTranslation();
  const columns: TableColumn<AdminUser>[] = [
    {
      key: "name",
      header: t("users.list.name"),
      render: (user) => (
        <div className={styles.person}>
          <Link to={`/admin/users/${user.id}`} className={styles.name}>
            {user.name}
          </Link>
          <span className={styles.email}>{user.email ?? t("users.list.noEmail")}</span>
        </div>
      ),
    },
    {
      key: "memberships",
      header: t("users.admin.memberships"),
      render: (user) => <MembershipList memberships={user.memberships} />,
    },
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
