import type { AdminUsersQuery } from "@leerlijn/contracts/users/admin-users.contract";
import { can } from "@leerlijn/contracts/permissions";
import { useQuery } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { subCompaniesQuery } from "../../../features/companies/api/list-companies";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { adminUsersListQuery } from "../../../features/users/api/admin-users";
import {
  AdminUserFilters,
  type AdminUserFilterValues,
} from "../../../features/users/components/admin/admin-user-filters";
import { AdminUsersTable } from "../../../features/users/components/admin/admin-users-table";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { Alert } from "../../../ui/alert/alert";
import { buttonClassName } from "../../../ui/button/button";
import { Pagination } from "../../../ui/pagination/pagination";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { useDocumentTitle } from "../../use-document-title";
import { useListParams } from "../lists/use-list-params";
import styles from "../users/users-list.module.css";

const FILTERS = ["queryString", "companyId", "role"] as const;

/** /admin/users: everyone on the platform, for the platform admin on the administrative domain. */
export function AdminUsersListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { page, values, setFilters, setPage } = useListParams(FILTERS);
  const filters = values as AdminUserFilterValues;
  const search = useDebouncedValue(filters.queryString.trim(), 250);
  const companies = useQuery(subCompaniesQuery);
  const query: AdminUsersQuery = {
    page,
    filter: {
      queryString: search || undefined,
      companyId: filters.companyId || undefined,
      role: filters.role || undefined,
    },
  };
  const list = useQuery(adminUsersListQuery(query));
  useDocumentTitle(t("pages.titles.adminUsers"));

  return (
    <>
      <div className={styles.header}>
        <div>
          <h1>{t("pages.titles.adminUsers")}</h1>
          <p className={styles.intro}>{t("users.admin.intro")}</p>
        </div>
        {can(user, "admin.users.create") && (
          <div className={styles.actions}>
            <Link to="/admin/users/create" className={buttonClassName({ variant: "primary" })}>
              <UserPlus size={18} aria-hidden="true" />
              {t("users.form.add")}
            </Link>
          </div>
        )}
      </div>
      <AdminUserFilters values={filters} onChange={setFilters} companies={companies.data ?? []} />
      {list.isError && <Alert tone="danger">{t("users.list.failed")}</Alert>}
      {list.isPending ? (
        <div className={styles.loading} aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={44} />
          ))}
          <span className="visually-hidden">{t("common.loading")}</span>
        </div>
      ) : (
        list.data && (
          <>
            <p className={styles.total} aria-live="polite">
              {t("users.list.total", { count: list.data.meta.total })}
            </p>
            <AdminUsersTable users={list.data.data} emptyText={t("users.list.noMatches")} />
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
