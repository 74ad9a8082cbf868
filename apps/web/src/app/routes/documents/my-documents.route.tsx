import type { PersonDocument } from "@leerlijn/contracts/documents/document.schema";
import { useQuery } from "@tanstack/react-query";
import { ChevronRight, FileText, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { myDocumentsQuery } from "../../../features/documents/api/my-documents";
import { DocumentStatusBadge } from "../../../features/documents/components/document-status-badge";
import { formatDate, formatTime } from "../../../lib/i18n";
import { Badge } from "../../../ui/badge/badge";
import { EmptyState } from "../../../ui/empty-state/empty-state";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { useDocumentTitle } from "../../use-document-title";
import styles from "./documents.module.css";

/** `/documents`: what the learner is asked to read and to sign, newest first, with status. */
export function MyDocumentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.titles.myDocuments"));
  const list = useQuery(myDocumentsQuery());

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("pages.titles.myDocuments")}</h1>
      <p className={styles.intro}>{t("documents.mine.intro")}</p>
      {list.isError && (
        <LoadFailed retrying={list.isFetching} onRetry={() => void list.refetch()}>
          {t("documents.mine.loadFailed")}
        </LoadFailed>
      )}
      {list.isPending ? (
        <div aria-busy="true" className={styles.list}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={88} />
          ))}
          <span className="visually-hidden">{t("common.loading")}</span>
        </div>
      ) : list.data?.length === 0 ? (
        <EmptyState
          icon={<FileText size={28} aria-hidden="true" />}
          title={t("documents.mine.emptyTitle")}
          text={t("documents.mine.emptyText")}
        />
      ) : (
        <ul className={styles.list}>
          {list.data?.map((document) => (
            <li key={document.id}>
              {document.pathLock ? (
                <LockedDocumentRow document={document} lock={document.pathLock} />
              ) : (
                <DocumentRow document={document} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A signature whose validity ran out, on a document that asks it again (the server says). */
const signAgain = (document: PersonDocument) =>
  document.canSign && document.status === "expired" && document.signedAt !== null;

function DocumentRow({ document }: { document: PersonDocument }) {
  const { t } = useTranslation();
  return (
    <Link className={styles.documentRow} to={`/documents/${document.id}`}>
      <FileText className={styles.icon} size={24} aria-hidden="true" />
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{document.title}</span>
        <span className={styles.rowMeta}>
          {signAgain(document)
            ? t("documents.mine.signAgain")
            : document.mustSign
              ? t("documents.mine.toSign")
              : t("documents.mine.toRead")}
          {" · "}
          {signAgain(document) && document.expiredAt
            ? t("documents.mine.signatureExpiredOn", { date: formatDate(document.expiredAt) })
            : document.status === "signed" && document.signedAt
              ? t("documents.mine.signedOn", {
                  date: formatDate(document.signedAt),
                  time: formatTime(document.signedAt),
                })
              : t("documents.mine.assignedOn", { date: formatDate(document.assignedAt) })}
        </span>
      </span>
      <span className={styles.rowStatus}>
        <DocumentStatusBadge status={document.status} />
      </span>
      <ChevronRight size={20} aria-hidden="true" />
    </Link>
  );
}

/**
 * A path step waiting for the step before it: the server refuses to open it, so it is no link;
 * the line says what to finish first, as the path's own page does.
 */
function LockedDocumentRow({
  document,
  lock,
}: {
  document: PersonDocument;
  lock: NonNullable<PersonDocument["pathLock"]>;
}) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.documentRow} ${styles.lockedRow}`}>
      <Lock className={styles.icon} size={24} aria-hidden="true" />
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{document.title}</span>
        <span className={styles.rowMeta}>
          {t("documents.mine.pathLocked", {
            path: lock.courseGroupName,
            previous: lock.previousStepName,
          })}
        </span>
      </span>
      <span className={styles.rowStatus}>
        <Badge>{t("documents.status.locked")}</Badge>
      </span>
    </div>
  );
}
