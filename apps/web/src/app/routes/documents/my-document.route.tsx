import type { MyDocument } from "@leerlijn/contracts/documents/document.schema";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, ExternalLink, PenLine } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { myDocumentQuery } from "../../../features/documents/api/my-documents";
import { PdfViewer } from "../../../features/documents/components/pdf-viewer";
import { DocumentStatusBadge } from "../../../features/documents/components/document-status-badge";
import { SignDocumentDialog } from "../../../features/documents/components/sign-document-dialog";
import { ApiError } from "../../../lib/api-client";
import { formatDate, formatTime } from "../../../lib/i18n";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { useDocumentTitle } from "../../use-document-title";
import { SealedSignatures } from "../../../features/documents/components/sealed-signatures";
import styles from "./documents.module.css";

/**
 * `/documents/{documentId}`: the PDF in the page (pdf.js, fit to the width) with a link to open
 * it in the browser's own viewer, and the signing dialog. Opening it records that it was viewed.
 */
export function MyDocumentPage() {
  const { t } = useTranslation();
  const { documentId = "" } = useParams();
  const document = useQuery(myDocumentQuery(documentId));
  useDocumentTitle(document.data?.title ?? t("pages.titles.myDocuments"));

  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to="/documents">
          <ArrowLeft size={18} aria-hidden="true" />
          {t("documents.detail.back")}
        </Link>
      </p>
      {document.data ? (
        <DocumentView document={document.data} />
      ) : document.error instanceof ApiError && document.error.status === 409 ? (
        // A step of an onboarding path that waits for the step before it: the server says which.
        <Alert tone="info">{document.error.message}</Alert>
      ) : document.isError ? (
        <LoadFailed onRetry={() => void document.refetch()} retrying={document.isFetching}>
          {t("documents.detail.failed")}
        </LoadFailed>
      ) : (
        <div aria-busy="true" className={styles.page}>
          <Skeleton height={32} width="60%" />
          <Skeleton height={400} />
          <span className="visually-hidden">{t("common.loading")}</span>
        </div>
      )}
    </div>
  );
}

function DocumentView({ document }: { document: MyDocument }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [signing, setSigning] = useState(false);
  const signedAt = document.signedAt;

  return (
    <>
      <div className={styles.heading}>
        <h1 className={styles.title}>{document.title}</h1>
        <DocumentStatusBadge status={document.status} />
      </div>
      {document.description && <p className={styles.description}>{document.description}</p>}
      {document.status === "signed" && signedAt ? (
        <Alert tone="success">
          {t("documents.detail.signed", { date: formatDate(signedAt), time: formatTime(signedAt) })}
        </Alert>
      ) : document.status === "expired" ? (
        <Alert tone="warning">
          {document.canSign
            ? t("documents.detail.expiredSignature")
            : t("documents.detail.expired")}
        </Alert>
      ) : (
        !document.mustSign && <Alert tone="info">{t("documents.detail.readOnly")}</Alert>
      )}
      <SealedSignatures signatures={document.signatures} total={document.signaturesTotal} />
      {document.canSign && (
        <div className={styles.signBar}>
          <Button variant="primary" onClick={() => setSigning(true)}>
            <PenLine size={18} aria-hidden="true" />
            {document.signedAt ? t("documents.detail.signAgain") : t("documents.detail.sign")}
          </Button>
        </div>
      )}
      {document.pdfUrl ? (
        <>
          <a className={styles.openPdf} href={document.pdfUrl} target="_blank" rel="noreferrer">
            {t("documents.detail.openPdf")} <ExternalLink size={18} aria-hidden="true" />
          </a>
          <PdfViewer url={document.pdfUrl} title={document.title} />
        </>
      ) : (
        <Alert tone="info">{t("documents.detail.pdfUnavailable")}</Alert>
      )}
      {document.canSign && (
        <SignDocumentDialog
          document={document}
          signerName={user.name}
          savedSignature={user.signature}
          open={signing}
          onOpenChange={setSigning}
        />
      )}
    </>
  );
}
