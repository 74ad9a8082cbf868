import type { CourseGroupSummary } from "@leerlijn/contracts/course-groups/course-group.schema";
import { can } from "@leerlijn/contracts/permissions";
import { Route } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { courseGroupsListQuery } from "../../../features/course-groups/api/course-groups";
import { LOCALE } from "../../../lib/i18n";
import { Table } from "../../../ui/table/table";
import { SearchedListPage } from "../lists/searched-list-page";

const numbers = new Intl.NumberFormat(LOCALE);

/** /onboarding */
export function OnboardingListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <SearchedListPage
      title={t("onboarding.list.title")}
      intro={t("onboarding.list.intro")}
      create={
        can(user, "course_groups.create") && {
          to: "/onboarding/create",
          label: t("onboarding.list.create"),
        }
      }
      searchLabel={t("onboarding.list.search")}
      query={courseGroupsListQuery}
      empty={{
        icon: <Route size={28} aria-hidden="true" />,
        title: t("onboarding.list.emptyTitle"),
        text: t("onboarding.list.emptyText"),
      }}
    >
      {(rows) => (
        <Table<CourseGroupSummary>
          narrow="stack"
          columns={[
            {
              key: "name",
              header: t("onboarding.list.name"),
              render: (path) => <Link to={`/onboarding/${path.id}`}>{path.name}</Link>,
            },
            {
              key: "itemCount",
              header: t("onboarding.list.steps"),
              align: "end",
              render: (path) => numbers.format(path.itemCount),
            },
            {
              key: "followerCount",
              header: t("onboarding.list.followers"),
              align: "end",
              render: (path) => numbers.format(path.followerCount),
            },
            {
              key: "averageProgress",
              header: t("onboarding.list.averageProgress"),
              align: "end",
              render: (path) => (path.averageProgress === null ? "–" : `${path.averageProgress}%`),
            },
          ]}
          rows={rows}
          getRowKey={(path) => path.id}
          emptyText={t("onboarding.list.noMatches")}
          caption={t("onboarding.list.title")}
          captionHidden
        />
      )}
    </SearchedListPage>
  );
}
