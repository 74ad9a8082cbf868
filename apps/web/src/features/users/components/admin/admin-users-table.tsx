import type { AdminUser } from "@leerlijn/contracts/users/admin-users.contract";
import { useTranslation } from "react-i18next";
import { PeopleTable } from "../people-table";
import { MembershipList } from "./membership-list";

/** Everyone on the platform: name and email, companies with roles, status. */
export function AdminUsersTable({
  users,
  emptyText,
}: {
  users: readonly AdminUser[];
  emptyText: string;
}) {
  const { t } = useTranslation();
  return (
    <PeopleTable
      people={users}
      pathOf={(user) => `/admin/users/${user.id}`}
      columns={[
        {
          key: "memberships",
          header: t("users.admin.memberships"),
          render: (user) => <MembershipList memberships={user.memberships} />,
        },
      ]}
      emptyText={emptyText}
    />
  );
}
