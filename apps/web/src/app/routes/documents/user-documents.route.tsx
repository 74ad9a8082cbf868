import type { PersonDocument } from "@leerlijn/contracts/documents/document.schema";
import { useQuery } from "@tanstack/react-query";
import { Lock, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { userDocumentsQuery } from "../../../features/documents/api/documents";
import { DocumentStatusBadge } from "../../../features/documents/components/document-status-badge";
import { formatDate } from "../../../lib/i18n";
import { Alert } from "../../../ui/alert/alert";
import { Badge } from "../../../ui/badge/badge";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { buttonClassName } from "../../../ui/button/button";
import { Pagination } from "../../../ui/pagination/pagination";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { Table } from "../../../ui/table/table";
import { canOpen } from "../../navigation/nav-items";
import { routeMeta } from "../../route-meta";
import { useDocumentTitle } from "../../use-document-title";
import styles from "../learning/learning.module.css";
import { PersonTabs } from "../learning/person-tabs";
import own from "./documents.module.css";

/**
 * `/lms/users/{userId}/documents`: a person's documents with their status for the educator, and
 * which are an onboarding path step still locked for the person.
 */
export function UserDocumentsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { userId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useQuery(userDocumentsQuery(userId, page));
  const name = list.data?.person.name ?? "";
  useDocumentTitle(name ? t("documents.person.title", { name }) : undefined);

  return (
    <div className={styles.list}>
      <Breadcrumbs
        items={[
          { label: t("pages.titles.lmsUsers"), to: "/lms/users" },
          ...(name ? [{ label: name, to: `/lms/users/${userId}/edit` }] : []),
          { label: t("documents.person.breadcrumb") },
        ]}
      />
      <h1>{name ? t("documents.person.title", { name }) : t("documents.person.breadcrumb")}</h1>
      <PersonTabs userId={userId} />
      <p className={styles.intro}>{t("documents.person.intro")}</p>
      {canOpen(user, routeMeta.lmsUserDocumentCreate) && (
        <p>
          <Link
            className={buttonClassName({ variant: "primary" })}
            to={`/lms/users/${userId}/documents/create`}
          >
            <Plus size={18} aria-hidden="true" />
            {t("documents.person.assign")}
          </Link>
        </p>
      )}
      {list.isError && <Alert tone="danger">{t("documents.person.loadFailed")}</Alert>}
      {list.isPending ? (
        <Skeleton height={200} />
      ) : (
        list.data && (
          <Table<PersonDocument>
            columns={[
              {
                key: "title",
                header: t("documents.person.document"),
                render: (document) => (
                  <>
                    <Link to={`/lms/users/${userId}/documents/${document.id}`}>
                      {document.title}
                    </Link>
                    {document.pathLock && (
                      <span className={own.lockNote}>
                        {t("documents.person.pathLocked", {
                          path: document.pathLock.courseGroupName,
                          previous: document.pathLock.previousStepName,
                        })}
                      </span>
                    )}
                  </>
                ),
              },
              {
                key: "mustSign",
                header: t("documents.person.kind"),
                render: (document) =>
                  document.mustSign ? t("documents.mine.toSign") : t("documents.mine.toRead"),
              },
              {
                key: "assignedAt",
                header: t("documents.person.assignedAt"),
                render: (document) => formatDate(document.assignedAt),
              },
              {
                key: "status",
                header: t("documents.person.status"),
                // The lock the person sees on their own list: they cannot open it yet.
                render: (document) => (
                  <span className={own.badges}>
                    <DocumentStatusBadge status={document.status} />
                    {document.pathLock && (
                      <Badge icon={<Lock size={14} />}>{t("documents.status.locked")}</Badge>
                    )}
                  </span>
                ),
              },
            ]}
            rows={list.data.data}
            getRowKey={(document) => document.assignmentId}
            emptyText={t("documents.person.empty")}
            caption={t("documents.person.breadcrumb")}
            captionHidden
            narrow="stack"
          />
        )
      )}
      {list.data && list.data.meta.lastPage > 1 && (
        <Pagination
          currentPage={page}
          lastPage={list.data.meta.lastPage}
          onPageChange={(next) => setParams({ page: String(next) })}
        />
      )}
    </div>
  );
}
