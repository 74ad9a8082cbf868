import type { TFunction } from "i18next";
import type { Document } from "@leerlijn/contracts/documents/document.schema";
import { can } from "@leerlijn/contracts/permissions";
import { useQuery } from "@tanstack/react-query";
import { FileSignature, Plus, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { documentsListQuery } from "../../../features/documents/api/documents";
import { formatDate } from "../../../lib/i18n";
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

/**
 * `/lms/documents`: the company's documents to read or sign. The spec names only the person's
 * documents pages; this list is where an educator reaches a document's own page (its
 * assignees, assigning and reminders), beside the users and groups of Leerbeheer.
 */
export function DocumentsListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { page, values, setFilters, setPage } = useListParams(["q"] as const);
  const search = useDebouncedValue(values.q.trim(), 250);
  const list = useQuery(documentsListQuery(page, search));
  useDocumentTitle(t("documents.list.title"));

  const create = can(user, "lms.documents.create") && (
    <Link to="/lms/documents/create" className={buttonClassName({ variant: "primary" })}>
      <Plus size={18} aria-hidden="true" />
      {t("documents.list.create")}
    </Link>
  );

  return (
    <>
      <LmsTabs />
      <div className={styles.header}>
        <div>
          <h1>{t("documents.list.title")}</h1>
          <p className={styles.intro}>{t("documents.list.intro")}</p>
        </div>
        {create && <div className={styles.actions}>{create}</div>}
      </div>
      <div role="search">
        <TextField
          label={t("documents.list.search")}
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
          icon={<FileSignature size={28} aria-hidden="true" />}
          title={t("documents.list.emptyTitle")}
          text={t("documents.list.emptyText")}
          action={create || undefined}
        />
      ) : (
        list.data && (
          <>
            <Table<Document>
              columns={[
                {
                  key: "title",
                  header: t("documents.list.document"),
                  render: (document) => (
                    <Link to={`/lms/documents/${document.id}`}>{document.title}</Link>
                  ),
                },
                {
                  key: "mustSign",
                  header: t("documents.person.kind"),
                  render: (document) =>
                    document.mustSign ? t("documents.mine.toSign") : t("documents.mine.toRead"),
                },
                {
                  key: "progress",
                  header: t("documents.list.progress"),
                  render: (document) => progressText(t, document),
                },
                {
                  key: "createdAt",
                  header: t("documents.list.createdAt"),
                  render: (document) => formatDate(document.createdAt),
                },
              ]}
              rows={list.data.data}
              getRowKey={(document) => document.id}
              emptyText={t("documents.list.noMatches")}
              caption={t("documents.list.title")}
              captionHidden
              narrow="stack"
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

/** "3 van 10 ondertekend" (or read): how far the people asked have come. */
export function progressText(t: TFunction, document: Document) {
  const { assigned, viewed, signed, expired } = document.counts;
  const total = assigned + viewed + signed + expired;
  if (total === 0) return t("documents.list.nobody");
  return document.mustSign
    ? t("documents.list.signedOf", { done: signed, total })
    : t("documents.list.readOf", { done: viewed + signed, total });
}
