import { can } from "@leerlijn/contracts/permissions";
import type { GroupSummary } from "@leerlijn/contracts/groups/group.schema";
import { useQuery } from "@tanstack/react-query";
import { Plus, Search, UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { groupsListQuery } from "../../../features/groups/api/groups";
import { LOCALE } from "../../../lib/i18n";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { Alert } from "../../../ui/alert/alert";
import { buttonClassName } from "../../../ui/button/button";
import { EmptyState } from "../../../ui/empty-state/empty-state";
import { Pagination } from "../../../ui/pagination/pagination";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { Table } from "../../../ui/table/table";
import { TextField } from "../../../ui/text-field/text-field";
import { LmsTabs } from "../../navigation/lms-tabs";
import { useDocumentTitle } from "../../use-document-title";
import { useListParams } from "../lists/use-list-params";
import styles from "../lists/list-page.module.css";

const numbers = new Intl.NumberFormat(LOCALE);

/** /lms/groups */
export function GroupsListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { page, values, setFilters, setPage } = useListParams(["q"] as const);
  const search = useDebouncedValue(values.q.trim(), 250);
  const list = useQuery(groupsListQuery(page, search));
  useDocumentTitle(t("groups.list.title"));

  return (
    <>
      <LmsTabs />
      <div className={styles.header}>
        <div>
          <h1>{t("groups.list.title")}</h1>
          <p className={styles.intro}>{t("groups.list.intro")}</p>
        </div>
        {can(user, "lms.groups.create") && (
          <div className={styles.actions}>
            <Link to="/lms/groups/create" className={buttonClassName({ variant: "primary" })}>
              <Plus size={18} aria-hidden="true" />
              {t("groups.list.create")}
            </Link>
          </div>
        )}
      </div>
      <div role="search">
        <TextField
          label={t("groups.list.search")}
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
          icon={<UsersRound size={28} aria-hidden="true" />}
          title={t("groups.list.emptyTitle")}
          text={t("groups.list.emptyText")}
        />
      ) : (
        list.data && (
          <>
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
              rows={list.data.data}
              getRowKey={(group) => group.id}
              emptyText={t("groups.list.noMatches")}
              caption={t("groups.list.title")}
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
