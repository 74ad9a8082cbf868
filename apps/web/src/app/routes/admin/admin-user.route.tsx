import { can } from "@leerlijn/contracts/permissions";
import { useQuery } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { adminUserQuery } from "../../../features/users/api/admin-users";
import { MembershipList } from "../../../features/users/components/admin/membership-list";
import { MemberStatusBadge } from "../../../features/users/components/member-status-badge";
import { formatDate } from "../../../lib/i18n";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { buttonClassName } from "../../../ui/button/button";
import { Card } from "../../../ui/card/card";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { useDocumentTitle } from "../../use-document-title";
import styles from "./admin-user.module.css";

/** /admin/users/{userId}: one person with every company they belong to and their roles. */
export function AdminUserPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { userId = "" } = useParams();
  const person = useQuery(adminUserQuery(userId));
  const name = person.data?.name ?? t("pages.titles.adminUser");
  useDocumentTitle(name);

  return (
    <>
      <Breadcrumbs
        items={[{ label: t("users.admin.breadcrumb"), to: "/admin/users" }, { label: name }]}
      />
      {!person.data ? (
        <div aria-busy="true">
          <Skeleton height={32} width="40%" />
          <span className="visually-hidden">{t("common.loading")}</span>
        </div>
      ) : (
        <>
          <div className={styles.header}>
            <div className={styles.title}>
              <h1>{person.data.name}</h1>
              <MemberStatusBadge status={person.data.status} />
            </div>
            {can(user, "admin.users.edit") && (
              <Link
                to={`/admin/users/${person.data.id}/edit`}
                className={buttonClassName({ variant: "primary" })}
              >
                <Pencil size={18} aria-hidden="true" />
                {t("users.admin.edit")}
              </Link>
            )}
          </div>
          <div className={styles.columns}>
            <Card title={t("users.edit.details")}>
              <dl className={styles.details}>
                <dt>{t("users.form.email")}</dt>
                <dd>{person.data.email ?? t("users.list.noEmail")}</dd>
                <dt>{t("users.list.status")}</dt>
                <dd>{t(`users.account.explain.${person.data.status}`)}</dd>
                <dt>{t("users.admin.createdAt")}</dt>
                <dd>{formatDate(person.data.createdAt)}</dd>
              </dl>
            </Card>
            <Card title={t("users.admin.memberships")}>
              <MembershipList memberships={person.data.memberships} />
            </Card>
          </div>
        </>
      )}
    </>
  );
}
