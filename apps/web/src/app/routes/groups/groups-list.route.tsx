import { can } from "@leerlijn/contracts/permissions";
import type { GroupSummary } from "@leerlijn/contracts/groups/group.schema";
import { UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { groupsListQuery } from "../../../features/groups/api/groups";
import { LOCALE } from "../../../lib/i18n";
import { Table } from "../../../ui/table/table";
import { LmsTabs } from "../../navigation/lms-tabs";
import { SearchedListPage } from "../lists/searched-list-page";

const numbers = new Intl.NumberFormat(LOCALE);

/** /lms/groups */
export function GroupsListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <SearchedListPage
      title={t("groups.list.title")}
      intro={t("groups.list.intro")}
      above={<LmsTabs />}
      create={
        can(user, "lms.groups.create") && {
          to: "/lms/groups/create",
          label: t("groups.list.create"),
        }
      }
      searchLabel={t("groups.list.search")}
      query={groupsListQuery}
      empty={{
        icon: <UsersRound size={28} aria-hidden="true" />,
        title: t("groups.list.emptyTitle"),
        text: t("groups.list.emptyText"),
      }}
    >
      {(rows) => (
        <Table<GroupSummary>
          columns={[
            {
              key: "name",
              header: t("groups.list.name"),
              render: (group) => <Link to={`/lms/groups/${group.id}`}>{group.name}</Link>,
            },
            {
              key: "memberCount",
              header: t("groups.list.members"),
              align: "end",
              render: (group) => numbers.format(group.memberCount),
            },
          ]}
          rows={rows}
          getRowKey={(group) => group.id}
          emptyText={t("groups.list.noMatches")}
          caption={t("groups.list.title")}
          captionHidden
        />
      )}
    </SearchedListPage>
  );
}
