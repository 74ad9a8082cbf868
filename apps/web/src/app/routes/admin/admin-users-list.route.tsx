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
import { buttonClassName } from "../../../ui/button/button";
import { useDocumentTitle } from "../../use-document-title";
import styles from "../lists/list-page.module.css";
import { PagedList } from "../lists/paged-list";
import { useListFilters } from "../lists/use-list-filters";

const FILTERS = ["queryString", "companyId", "role"] as const;

/** /admin/users: everyone on the platform, for the platform admin on the administrative domain. */
export function AdminUsersListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { page, filters, filter, setFilters, setPage } =
    useListFilters<AdminUserFilterValues>(FILTERS);
  const companies = useQuery(subCompaniesQuery);
  const query: AdminUsersQuery = { page, filter };
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
      <PagedList
        list={list}
        failedText={t("users.list.failed")}
        totalText={(count) => t("users.list.total", { count })}
        onPageChange={setPage}
      >
        {(users) => <AdminUsersTable users={users} emptyText={t("users.list.noMatches")} />}
      </PagedList>
    </>
  );
}
