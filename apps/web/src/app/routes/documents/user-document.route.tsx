import type { DocumentEvent, UserDocument } from "@leerlijn/contracts/documents/document.schema";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { userDocumentQuery, useUnassignDocument } from "../../../features/documents/api/documents";
import { DocumentStatusBadge } from "../../../features/documents/components/document-status-badge";
import { formatDate, formatTime } from "../../../lib/i18n";
import { can } from "@leerlijn/contracts/permissions";
import { Alert } from "../../../ui/alert/alert";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Button } from "../../../ui/button/button";
import { confirm } from "../../../ui/confirm-dialog/confirm-dialog";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { Table } from "../../../ui/table/table";
import { toasts } from "../../../ui/toast/toast-store";
import { useDocumentTitle } from "../../use-document-title";
import { SealedSignatures } from "../../../features/documents/components/sealed-signatures";
import styles from "../learning/learning.module.css";
import own from "./documents.module.css";

const moment = (value: string | null) =>
  value ? `${formatDate(value)} ${formatTime(value)}` : null;

/**
 * `/lms/users/{userId}/documents/{documentId}`: one person's assignment of a document: its
 * status and dates, the audit trail with whether its hash chain holds, and withdrawing it.
 */
export function UserDocumentPage() {
  const { t } = useTranslation();
  const { userId = "", documentId = "" } = useParams();
  const shown = useQuery(userDocumentQuery(userId, documentId));
  useDocumentTitle(shown.data?.document.title ?? t("pages.titles.lmsUserDocument"));
  const back = `/lms/users/${userId}/documents`;

  return (
    <div className={styles.list}>
      <Breadcrumbs
        items={[
          { label: t("pages.titles.lmsUsers"), to: "/lms/users" },
          {
            label: shown.data
              ? t("documents.person.title", { name: shown.data.person.name })
              : t("documents.person.breadcrumb"),
            to: back,
          },
          { label: shown.data?.document.title ?? t("pages.titles.lmsUserDocument") },
        ]}
      />
      {shown.data ? (
        <AssignmentView userId={userId} value={shown.data} />
      ) : shown.isError ? (
        <LoadFailed onRetry={() => void shown.refetch()} retrying={shown.isFetching}>
          {t("documents.assignment.failed")}
        </LoadFailed>
      ) : (
        <Skeleton height={240} />
      )}
    </div>
  );
}

function AssignmentView({ value }: { userId: string; value: UserDocument }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const withdraw = useUnassignDocument();
  const { document, person } = value;
  // The server sends the newest part of a long trail; its check covers what is shown.
  const partial = value.trailTotal > value.trail.length;
  const dates = [
    ["assignedAt", document.assignedAt],
    ["viewedAt", document.viewedAt],
    ["signedAt", document.signedAt],
    ["expiredAt", document.expiredAt],
  ] as const;

  const handleWithdraw = async () => {
    const sure = await confirm({
      title: t("documents.assignment.withdrawTitle"),
      description: t("documents.assignment.withdrawText", { name: person.name }),
      confirmLabel: t("documents.assignment.withdraw"),
      tone: "danger",
    });
    if (!sure) return;
    withdraw.mutate(
      { documentId: document.id, assignmentId: document.assignmentId },
      {
        onSuccess: () =>
          toasts.show({ type: "success", title: t("documents.assignment.withdrawn") }),
      },
    );
  };

  return (
    <>
      <div className={own.heading}>
        <h1 className={own.title}>{document.title}</h1>
        <DocumentStatusBadge status={document.status} />
      </div>
      <p className={styles.intro}>{person.name}</p>
      {can(user, "lms.documents.list") && (
        <p className={own.back}>
          <Link to={`/lms/documents/${document.id}`}>{t("documents.page.toDocument")}</Link>
        </p>
      )}
      <dl className={own.dates}>
        {dates.map(([key, date]) => (
          <div key={key}>
            <dt>{t(`documents.assignment.${key}`)}</dt>
            <dd>{moment(date) ?? t("documents.assignment.never")}</dd>
          </div>
        ))}
      </dl>
      {document.status !== "unassigned" && can(user, "lms.documents.delete") && (
        <p>
          <Button
            variant="secondary"
            disabled={withdraw.isPending}
            onClick={() => void handleWithdraw()}
          >
            {t("documents.assignment.withdraw")}
          </Button>
        </p>
      )}
      <SealedSignatures signatures={value.signatures} total={value.signaturesTotal} />
      <h2>{t("documents.assignment.trail")}</h2>
      <Alert tone={value.trailIntact ? "success" : "danger"}>
        {!value.trailIntact
          ? t("documents.assignment.trailBroken")
          : partial
            ? t("documents.assignment.trailIntactShown")
            : t("documents.assignment.trailIntact")}
      </Alert>
      {partial && (
        <p className={styles.intro}>
          {t("documents.assignment.trailShown", {
            shown: value.trail.length,
            total: value.trailTotal,
          })}
        </p>
      )}
      <Table<DocumentEvent>
        columns={[
          {
            key: "type",
            header: t("documents.assignment.event"),
            render: (event) => t(`documents.events.${event.type}`),
          },
          {
            key: "occurredAt",
            header: t("documents.assignment.when"),
            render: (event) => moment(event.occurredAt),
          },
          {
            key: "actorName",
            header: t("documents.assignment.who"),
            // The sweep records an expiry itself, as the sealed PDF and the check page say.
            render: (event) => event.actorName ?? t("documentSeals.system"),
          },
          {
            key: "ip",
            header: t("documents.assignment.ip"),
            render: (event) => event.ip ?? t("documents.assignment.never"),
          },
          {
            key: "userAgent",
            header: t("documents.assignment.device"),
            render: (event) => (
              <span className={own.device}>
                {event.userAgent ?? t("documents.assignment.never")}
              </span>
            ),
          },
        ]}
        rows={value.trail}
        getRowKey={(event) => event.id}
        emptyText={t("documents.assignment.never")}
        caption={t("documents.assignment.trail")}
        captionHidden
        narrow="stack"
      />
    </>
  );
}
