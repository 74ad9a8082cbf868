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
import { type ExportFormat, useExportUsers } from "../../../features/users/api/export-users";
import { usersListQuery } from "../../../features/users/api/list-users";
import {
  UserFilters,
  type UserFilterValues,
} from "../../../features/users/components/user-filters";
import { UsersTable } from "../../../features/users/components/users-table";
import { ApiError } from "../../../lib/api-client";
import { Button, buttonClassName } from "../../../ui/button/button";
import { EmptyState } from "../../../ui/empty-state/empty-state";
import { toasts } from "../../../ui/toast/toast-store";
import { LmsTabs } from "../../navigation/lms-tabs";
import { useDocumentTitle } from "../../use-document-title";
import styles from "../lists/list-page.module.css";
import { PagedList } from "../lists/paged-list";
import { useListFilters } from "../lists/use-list-filters";

const FILTERS = ["queryString", "role", "groupId", "status", "companyId"] as const;

/** /lms/users: the people of this company (and sub companies for its group leaders). */
export function UsersListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = useCurrentCompany();
  const { page, filters, filter, filtered, setFilters, setPage } =
    useListFilters<UserFilterValues>(FILTERS);
  const groups = useQuery({ ...groupOptionsQuery, enabled: can(user, "lms.groups.list") });
  const companies = useFormCompanies(user, company);
  const query: UsersListQuery = { page, filter };
  const list = useQuery(usersListQuery(query));
  const exporting = useExportUsers();
  const handleExport = (format: ExportFormat) =>
    exporting.mutate(
      { format, query: { filter: query.filter } },
      {
        onError: (error) => {
          // Sign-in and permission failures have their own answer (api-failure-policy).
          if (error instanceof ApiError && [401, 403].includes(error.status)) return;
          toasts.show({ type: "error", title: t("users.export.failed") });
        },
      },
    );
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
          {can(user, "lms.users.create") && (
            <Link
              to="/lms/users/create"
              className={`${buttonClassName({ variant: "primary" })} ${styles.primaryAction}`}
            >
              <UserPlus size={18} aria-hidden="true" />
              {t("users.form.add")}
            </Link>
          )}
          {can(user, "lms.users.export") &&
            (["xlsx", "csv"] as const).map((format) => (
              <Button
                key={format}
                icon={<Download size={18} aria-hidden="true" />}
                onClick={() => handleExport(format)}
                disabled={exporting.isPending}
                title={t(`users.export.hint.${format}`)}
              >
                {exporting.isPending && exporting.variables.format === format
                  ? t("users.export.busy")
                  : t(`users.export.action.${format}`)}
              </Button>
            ))}
          {can(user, "lms.users.import") && (
            <Link to="/lms/users/import" className={buttonClassName({})}>
              <FileUp size={18} aria-hidden="true" />
              {t("users.import.action")}
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
      <PagedList
        list={list}
        failedText={t("users.list.failed")}
        totalText={(count) => t("users.list.total", { count })}
        empty={
          !filtered && (
            <EmptyState
              icon={<Users size={28} aria-hidden="true" />}
              title={t("users.list.emptyTitle")}
              text={t("users.list.emptyText")}
            />
          )
        }
        onPageChange={setPage}
      >
        {(users) => (
          <UsersTable
            users={users}
            companyType={company.type}
            showCompany={(companies?.length ?? 0) > 1}
            emptyText={t("users.list.noMatches")}
          />
        )}
      </PagedList>
    </>
  );
}
