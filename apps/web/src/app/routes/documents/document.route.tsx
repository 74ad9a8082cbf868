import type { TFunction } from "i18next";
import {
  type Document,
  type DocumentAssignee,
  type DocumentStatus,
  documentStatuses,
} from "@leerlijn/contracts/documents/document.schema";
import { can } from "@leerlijn/contracts/permissions";
import { useQuery } from "@tanstack/react-query";
import { ExternalLink, Pencil, Search, Trash2, UserPlus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import {
  assigneesQuery,
  documentQuery,
  useDeleteDocument,
  useRemindAssignee,
} from "../../../features/documents/api/documents";
import { AssignDocumentDialog } from "./assign-document-dialog";
import { DocumentStatusBadge } from "../../../features/documents/components/document-status-badge";
import { ApiError } from "../../../lib/api-client";
import { formatDate, formatTime } from "../../../lib/i18n";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { Alert } from "../../../ui/alert/alert";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Button, buttonClassName } from "../../../ui/button/button";
import { confirm } from "../../../ui/confirm-dialog/confirm-dialog";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { Pagination } from "../../../ui/pagination/pagination";
import { Select } from "../../../ui/select/select";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { Table } from "../../../ui/table/table";
import { TextField } from "../../../ui/text-field/text-field";
import { useMediaQuery } from "../../../ui/screen-size-dialog/screen-size";
import { toasts } from "../../../ui/toast/toast-store";
import { useDocumentTitle } from "../../use-document-title";
import { useListParams } from "../lists/use-list-params";
import { progressText } from "./documents-list.route";
import own from "./documents.module.css";

/** Below this width the assignees are a compact list rather than a table (as the CSS's 720px). */
const PHONE_QUERY = "(max-width: 719.98px)";

/**
 * `/lms/documents/{documentId}`: a document's own page: what it is, everyone it was given to
 * with their status (searched, filtered, paged), assigning more people and groups, and a
 * reminder per person.
 */
export function DocumentPage() {
  const { t } = useTranslation();
  const { documentId = "" } = useParams();
  const document = useQuery(documentQuery(documentId));
  useDocumentTitle(document.data?.title ?? t("pages.titles.lmsDocument"));

  return (
    <div className={own.wide}>
      <Breadcrumbs
        items={[
          { label: t("documents.list.title"), to: "/lms/documents" },
          { label: document.data?.title ?? t("pages.titles.lmsDocument") },
        ]}
      />
      {document.data ? (
        <DocumentView document={document.data} />
      ) : document.isError ? (
        <LoadFailed onRetry={() => void document.refetch()} retrying={document.isFetching}>
          {t("documents.assignment.failed")}
        </LoadFailed>
      ) : (
        <div aria-busy="true" className={own.wide}>
          <Skeleton height={32} width="50%" />
          <Skeleton height={240} />
          <span className="visually-hidden">{t("common.loading")}</span>
        </div>
      )}
    </div>
  );
}

function DocumentView({ document }: { document: Document }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [assigning, setAssigning] = useState(false);
  const remove = useDeleteDocument();

  const handleDelete = async () => {
    const sure = await confirm({
      title: t("documents.page.deleteTitle"),
      description: t("documents.page.deleteText"),
      confirmLabel: t("documents.page.delete"),
      tone: "danger",
    });
    if (!sure) return;
    remove.mutate(document.id, {
      onSuccess: () => {
        toasts.show({ type: "success", title: t("documents.page.deleted") });
        void navigate("/lms/documents", { replace: true });
      },
    });
  };

  const validity = document.expiresOn
    ? t("documents.page.expiresOn", { date: formatDate(document.expiresOn) })
    : document.validityMonths
      ? t("documents.page.validity", { count: document.validityMonths })
      : t("documents.page.noExpiry");

  return (
    <>
      <div className={own.heading}>
        <h1 className={own.title}>{document.title}</h1>
        <span className={own.kind}>
          {document.mustSign ? t("documents.mine.toSign") : t("documents.mine.toRead")}
        </span>
      </div>
      {document.description && <p className={own.description}>{document.description}</p>}
      <dl className={own.dates}>
        <div>
          <dt>{t("documents.list.progress")}</dt>
          <dd>{progressText(t, document)}</dd>
        </div>
        <div>
          <dt>{t("documents.page.validityLabel")}</dt>
          <dd>{validity}</dd>
        </div>
        <div>
          <dt>{t("documents.form.pdf")}</dt>
          <dd>
            {document.media?.url ? (
              <a href={document.media.url} target="_blank" rel="noreferrer">
                {document.media.name} <ExternalLink size={14} aria-hidden="true" />
                <span className="visually-hidden">{t("documents.page.newWindow")}</span>
              </a>
            ) : (
              t("documents.detail.pdfUnavailable")
            )}
          </dd>
        </div>
      </dl>
      <div className={own.formActions}>
        {can(user, "lms.documents.create") && (
          <Button variant="primary" onClick={() => setAssigning(true)}>
            <UserPlus size={18} aria-hidden="true" />
            {t("documents.page.assign")}
          </Button>
        )}
        {can(user, "lms.documents.edit") && (
          <Link
            className={buttonClassName({ variant: "secondary" })}
            to={`/lms/documents/${document.id}/edit`}
          >
            <Pencil size={18} aria-hidden="true" />
            {t("documents.page.edit")}
          </Link>
        )}
        {can(user, "lms.documents.delete") && (
          <Button variant="ghost" disabled={remove.isPending} onClick={() => void handleDelete()}>
            <Trash2 size={18} aria-hidden="true" />
            {t("documents.page.delete")}
          </Button>
        )}
      </div>
      <Assignees document={document} />
      <AssignDocumentDialog document={document} open={assigning} onOpenChange={setAssigning} />
    </>
  );
}

function Assignees({ document }: { document: Document }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { page, values, setFilters, setPage } = useListParams(["q", "status"] as const);
  const search = useDebouncedValue(values.q.trim(), 250);
  const status = (documentStatuses as readonly string[]).includes(values.status)
    ? (values.status as DocumentStatus)
    : "";
  const list = useQuery(assigneesQuery(document.id, page, search, status));
  const remind = useRemindAssignee(document.id);
  const mayRemind = can(user, "lms.documents.create");
  const phone = useMediaQuery(PHONE_QUERY);
  const emptyText = search || status ? t("documents.page.noMatches") : t("documents.page.nobody");

  const sendReminder = (row: DocumentAssignee) =>
    remind.mutate(row.assignmentId, {
      onSuccess: () =>
        toasts.show({ type: "success", title: t("documents.page.reminded", { name: row.name }) }),
      onError: (error) =>
        toasts.show({
          type: "error",
          title: error instanceof ApiError ? error.message : t("errors.generic"),
        }),
    });

  /**
   * The reminder button, or why there is none; null when there is nothing to remind. The
   * server decides (`reminder`) on its clock, as the reminder itself does: not this browser's.
   */
  const reminderAction = (row: DocumentAssignee) => {
    if (!mayRemind || row.reminder === "nothing-to-do") return null;
    if (row.reminder === "no-email")
      return <span className={own.muted}>{t("documents.page.noEmail")}</span>;
    if (row.reminder === "sent-today")
      return (
        <span className={own.muted}>
          {t("documents.page.remindedToday", { time: formatTime(row.remindedAt!) })}
        </span>
      );
    return (
      <Button
        variant="secondary"
        size="small"
        disabled={remind.isPending && remind.variables === row.assignmentId}
        onClick={() => sendReminder(row)}
        aria-label={t("documents.page.remindPerson", { name: row.name })}
      >
        {t("documents.page.remind")}
      </Button>
    );
  };

  return (
    <section className={own.section} aria-labelledby="assignees-heading">
      <h2 id="assignees-heading">{t("documents.page.assignees")}</h2>
      <div className={own.filters} role="search">
        <TextField
          label={t("documents.page.search")}
          type="search"
          value={values.q}
          maxLength={255}
          addonStart={<Search size={18} aria-hidden="true" />}
          onChange={(event) => setFilters({ q: event.target.value })}
        />
        <Select
          label={t("documents.page.statusFilter")}
          value={status}
          placeholder={t("documents.page.allStatuses")}
          options={documentStatuses.map((value) => ({
            value,
            label: t(`documents.status.${value}`),
          }))}
          onChange={(value) => setFilters({ status: value })}
        />
      </div>
      {list.isError && <Alert tone="danger">{t("errors.generic")}</Alert>}
      {list.isPending ? (
        <div aria-busy="true">
          <Skeleton height={160} />
          <span className="visually-hidden">{t("common.loading")}</span>
        </div>
      ) : (
        list.data && (
          <>
            <p className={own.total} aria-live="polite">
              {t("documents.page.total", { count: list.data.meta.total })}
            </p>
            {phone ? (
              <CompactAssignees
                document={document}
                rows={list.data.data}
                emptyText={emptyText}
                action={reminderAction}
              />
            ) : (
              <Table<DocumentAssignee>
                columns={[
                  {
                    key: "name",
                    header: t("documents.page.person"),
                    render: (row) => (
                      <span className={own.person}>
                        <Link to={`/lms/users/${row.companyUserId}/documents/${document.id}`}>
                          {row.name}
                        </Link>
                        {row.email && <span className={own.muted}>{row.email}</span>}
                      </span>
                    ),
                  },
                  {
                    key: "status",
                    header: t("documents.person.status"),
                    render: (row) => <DocumentStatusBadge status={row.status} />,
                  },
                  {
                    key: "moment",
                    header: t("documents.page.lastChange"),
                    render: (row) => lastChange(t, row),
                  },
                  ...(mayRemind
                    ? [
                        {
                          key: "remind",
                          header: t("documents.page.reminder"),
                          render: (row: DocumentAssignee) =>
                            reminderAction(row) ?? (
                              <span className={own.muted}>{t("documents.assignment.never")}</span>
                            ),
                        },
                      ]
                    : []),
                ]}
                rows={list.data.data}
                getRowKey={(row) => row.assignmentId}
                emptyText={emptyText}
                caption={t("documents.page.assignees")}
                captionHidden
                narrow="stack"
              />
            )}
            <Pagination
              currentPage={list.data.meta.currentPage}
              lastPage={list.data.meta.lastPage}
              onPageChange={setPage}
            />
          </>
        )
      )}
    </section>
  );
}

/**
 * The assignees on a phone: one short row each (name, status, the reminder), so a long list
 * reads at a glance instead of as a stack of tall cards; the person's page has the details.
 */
function CompactAssignees({
  document,
  rows,
  emptyText,
  action,
}: {
  document: Document;
  rows: readonly DocumentAssignee[];
  emptyText: string;
  action: (row: DocumentAssignee) => ReactNode;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className={own.muted}>{emptyText}</p>;
  return (
    <ul className={own.compactList} aria-label={t("documents.page.assignees")}>
      {rows.map((row) => (
        <li key={row.assignmentId} className={own.compactItem}>
          <Link
            className={own.compactName}
            to={`/lms/users/${row.companyUserId}/documents/${document.id}`}
          >
            {row.name}
          </Link>
          <DocumentStatusBadge status={row.status} />
          <span className={own.compactAction}>{action(row)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The latest thing that happened: signed, read, or given. */
function lastChange(t: TFunction, row: DocumentAssignee) {
  const at = (value: string) => `${formatDate(value)} ${formatTime(value)}`;
  if (row.signedAt) return t("documents.page.signedAt", { moment: at(row.signedAt) });
  if (row.viewedAt) return t("documents.page.viewedAt", { moment: at(row.viewedAt) });
  return t("documents.page.assignedAt", { moment: at(row.assignedAt) });
}
