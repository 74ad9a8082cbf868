import { can } from "@leerlijn/contracts/permissions";
import { grantableRoles } from "@leerlijn/contracts/users/grantable-roles";
import type { UsersListQuery } from "@leerlijn/contracts/users/users.contract";
import { useQuery } from "@tanstack/react-query";
import { Download, FileUp, UserPlus, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { useCurrentCompany } from "../../../features/companies/api/current-company";
import { groupOptionsQuery } from "../../../features/groups/api/groups";
import { useFormCompanies } from "../../../features/users/api/form-companies";
import { useExportUsers } from "../../../features/users/api/export-users";
import { usersListQuery } from "../../../features/users/api/list-users";
import {
  UserFilters,
  type UserFilterValues,
} from "../../../features/users/components/user-filters";
import { UsersTable } from "../../../features/users/components/users-table";
import { ApiError } from "../../../lib/api-client";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { Alert } from "../../../ui/alert/alert";
import { Button, buttonClassName } from "../../../ui/button/button";
import { EmptyState } from "../../../ui/empty-state/empty-state";
import { Pagination } from "../../../ui/pagination/pagination";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { toasts } from "../../../ui/toast/toast-store";
import { LmsTabs } from "../../navigation/lms-tabs";
import { useDocumentTitle } from "../../use-document-title";
import { useListParams } from "../lists/use-list-params";
import styles from "./users-list.module.css";

const FILTERS = ["queryString", "role", "groupId", "status", "companyId"] as const;

/** /lms/users: the people of this company (and sub companies for its group leaders). */
export function UsersListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = useCurrentCompany();
  const { page, values, setFilters, setPage } = useListParams(FILTERS);
  const filters = values as UserFilterValues;
  const search = useDebouncedValue(filters.queryString.trim(), 250);
  const groups = useQuery({ ...groupOptionsQuery, enabled: can(user, "lms.groups.list") });
  const companies = useFormCompanies(user, company);
  const query: UsersListQuery = {
    page,
    filter: {
      queryString: search || undefined,
      role: filters.role || undefined,
      groupId: filters.groupId || undefined,
      status: filters.status || undefined,
      companyId: filters.companyId || undefined,
    },
  };
  const list = useQuery(usersListQuery(query));
  const exporting = useExportUsers();
  const handleExport = () =>
    exporting.mutate(
      { filter: query.filter },
      {
        onError: (error) => {
          // Sign-in and permission failures have their own answer (api-failure-policy).
          if (error instanceof ApiError && [401, 403].includes(error.status)) return;
          toasts.show({ type: "error", title: t("users.export.failed") });
        },
      },
    );
  const filtered = FILTERS.some((key) => filters[key] !== "");
  useDocumentTitle(t("pages.titles.lmsUsers"));

  return (
    <>
      <LmsTabs />
      <div className={styles.header}>
        <div>
          <h1>{t("pages.titles.lmsUsers")}</h1>
          <p className={styles.intro}>{t("users.list.intro")}</p>
        </div>
        <div className={styles.actions}>
          {can(user, "lms.users.export") && (
            <Button
              icon={<Download size={18} aria-hidden="true" />}
              onClick={handleExport}
              disabled={exporting.isPending}
              title={t("users.export.hint")}
            >
              {exporting.isPending ? t("users.export.busy") : t("users.export.action")}
            </Button>
          )}
          {can(user, "lms.users.import") && (
            <Link to="/lms/users/import" className={buttonClassName({})}>
              <FileUp size={18} aria-hidden="true" />
              {t("users.import.action")}
            </Link>
          )}
          {can(user, "lms.users.create") && (
            <Link to="/lms/users/create" className={buttonClassName({ variant: "primary" })}>
              <UserPlus size={18} aria-hidden="true" />
              {t("users.form.add")}
            </Link>
          )}
        </div>
      </div>
      <UserFilters
        values={filters}
        onChange={setFilters}
        roles={grantableRoles(user.roles)}
        groups={groups.data ?? []}
        companies={companies}
        companyType={company.type}
      />
      {list.isError && <Alert tone="danger">{t("users.list.failed")}</Alert>}
      {list.isPending ? (
        <div className={styles.loading} aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={44} />
          ))}
          <span className="visually-hidden">{t("common.loading")}</span>
        </div>
      ) : list.data && list.data.meta.total === 0 && !filtered ? (
        <EmptyState
          icon={<Users size={28} aria-hidden="true" />}
          title={t("users.list.emptyTitle")}
          text={t("users.list.emptyText")}
        />
      ) : (
        list.data && (
          <>
            <p className={styles.total} aria-live="polite">
              {t("users.list.total", { count: list.data.meta.total })}
            </p>
            <UsersTable
              users={list.data.data}
              companyType={company.type}
              showCompany={(companies?.length ?? 0) > 1}
              emptyText={t("users.list.noMatches")}
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
