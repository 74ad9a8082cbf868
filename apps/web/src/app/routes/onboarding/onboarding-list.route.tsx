import type { CourseGroupSummary } from "@leerlijn/contracts/course-groups/course-group.schema";
import { can } from "@leerlijn/contracts/permissions";
import { useQuery } from "@tanstack/react-query";
import { Plus, Route, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { courseGroupsListQuery } from "../../../features/course-groups/api/course-groups";
import { LOCALE } from "../../../lib/i18n";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { Alert } from "../../../ui/alert/alert";
import { buttonClassName } from "../../../ui/button/button";
import { EmptyState } from "../../../ui/empty-state/empty-state";
import { Pagination } from "../../../ui/pagination/pagination";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { Table } from "../../../ui/table/table";
import { TextField } from "../../../ui/text-field/text-field";
import { useDocumentTitle } from "../../use-document-title";
import { useListParams } from "../lists/use-list-params";
import styles from "../lists/list-page.module.css";

const numbers = new Intl.NumberFormat(LOCALE);

/** /onboarding */
export function OnboardingListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { page, values, setFilters, setPage } = useListParams(["q"] as const);
  const search = useDebouncedValue(values.q.trim(), 250);
  const list = useQuery(courseGroupsListQuery(page, search));
  useDocumentTitle(t("onboarding.list.title"));

  return (
    <>
      <div className={styles.header}>
        <div>
          <h1>{t("onboarding.list.title")}</h1>
          <p className={styles.intro}>{t("onboarding.list.intro")}</p>
        </div>
        {can(user, "course_groups.create") && (
          <div className={styles.actions}>
            <Link to="/onboarding/create" className={buttonClassName({ variant: "primary" })}>
              <Plus size={18} aria-hidden="true" />
              {t("onboarding.list.create")}
            </Link>
          </div>
        )}
      </div>
      <div role="search">
        <TextField
          label={t("onboarding.list.search")}
          type="search"
          value={values.q}
          maxLength={255}
          addonStart={<Search size={18} aria-hidden="true" />}
          onChange={(event) => setFilters({ q: event.target.value })}
        />
      </div>
      {list.isError && <Alert tone="danger">{t("errors.generic")}</Alert>}
      {list.isPending ? (
        <div className={styles.loading} aria-busy="true">
          <Skeleton height={44} />
          <Skeleton height={44} />
          <span className="visually-hidden">{t("common.loading")}</span>
        </div>
      ) : list.data && list.data.meta.total === 0 && !values.q ? (
        <EmptyState
          icon={<Route size={28} aria-hidden="true" />}
          title={t("onboarding.list.emptyTitle")}
          text={t("onboarding.list.emptyText")}
        />
      ) : (
        list.data && (
          <>
            <Table<CourseGroupSummary>
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
                  render: (path) =>
                    path.averageProgress === null ? "–" : `${path.averageProgress}%`,
                },
              ]}
              rows={list.data.data}
              getRowKey={(path) => path.id}
              emptyText={t("onboarding.list.noMatches")}
              caption={t("onboarding.list.title")}
              captionHidden
            />
            <Pagination
              currentPage={list.data.meta.currentPage}
              lastPage={list.data.meta.lastPage}
              onPageChange={setPage}
            />
          </>
        )
      )}
    </>
  );
}
