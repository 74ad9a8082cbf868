import type { Document } from "@leerlijn/contracts/documents/document.schema";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { documentQuery, useSaveDocument } from "../../../features/documents/api/documents";
import {
  type DocumentDraft,
  DocumentFields,
  emptyDocumentDraft,
} from "../../../features/documents/components/document-fields";
import { fieldErrorOf } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Button, buttonClassName } from "../../../ui/button/button";
import { Card } from "../../../ui/card/card";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { toasts } from "../../../ui/toast/toast-store";
import { useDocumentTitle } from "../../use-document-title";
import own from "./documents.module.css";

const draftOf = (document: Document): DocumentDraft => ({
  title: document.title,
  description: document.description,
  pdf: document.media,
  mustSign: document.mustSign,
  expiresOn: document.expiresOn,
  validityMonths: document.validityMonths,
});

/** `/lms/documents/create` and `/lms/documents/{documentId}/edit`: the documents create/edit page. */
export function DocumentFormPage() {
  const { t } = useTranslation();
  const { documentId } = useParams();
  const existing = useQuery({ ...documentQuery(documentId ?? ""), enabled: !!documentId });
  const title = documentId ? t("documents.edit.title") : t("documents.edit.createTitle");
  useDocumentTitle(title);
  const back = documentId ? `/lms/documents/${documentId}` : "/lms/documents";

  return (
    <div className={own.formPage}>
      <Breadcrumbs
        items={[
          { label: t("documents.list.title"), to: "/lms/documents" },
          ...(documentId && existing.data ? [{ label: existing.data.title, to: back }] : []),
          { label: title },
        ]}
      />
      <h1>{title}</h1>
      <Card>
        {!documentId ? (
          <DocumentForm back={back} />
        ) : existing.data ? (
          <DocumentForm back={back} document={existing.data} />
        ) : existing.isError ? (
          <LoadFailed onRetry={() => void existing.refetch()} retrying={existing.isFetching}>
            {t("documents.assignment.failed")}
          </LoadFailed>
        ) : (
          <div aria-busy="true">
            <Skeleton height={320} />
            <span className="visually-hidden">{t("common.loading")}</span>
          </div>
        )}
      </Card>
    </div>
  );
}

function DocumentForm({ back, document }: { back: string; document?: Document }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveDocument(document?.id);
  const [draft, setDraft] = useState<DocumentDraft>(
    document ? draftOf(document) : emptyDocumentDraft,
  );
  const [shown, setShown] = useState<{ title?: string; mediaId?: string }>({});

  const submit = async () => {
    const missing = {
      ...(draft.title.trim() ? {} : { title: t("documents.form.titleRequired") }),
      ...(draft.pdf ? {} : { mediaId: t("documents.form.pdfRequired") }),
    };
    setShown(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const saved = await save.mutateAsync({
        title: draft.title,
        description: draft.description,
        mediaId: draft.pdf!.id,
        mustSign: draft.mustSign,
        expiresOn: draft.expiresOn,
        validityMonths: draft.validityMonths,
      });
      toasts.show({ type: "success", title: t("documents.edit.saved") });
      void navigate(`/lms/documents/${saved.id}`, { replace: true });
    } catch {
      // Shown on the fields, or below.
    }
  };

  const fields = ["title", "description", "mediaId", "expiresOn", "validityMonths"] as const;
  const serverError = (field: string) => fieldErrorOf(save.error, field);
  const errors = Object.fromEntries(
    fields.map((field) => [field, shown[field as keyof typeof shown] ?? serverError(field)]),
  );
  const general =
    save.isError && !fields.some((field) => serverError(field))
      ? save.error.message || t("documents.edit.failed")
      : null;

  return (
    <form
      noValidate
      className={own.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DocumentFields value={draft} onChange={setDraft} errors={errors} />
      {general && <Alert tone="danger">{general}</Alert>}
      <div className={own.formActions}>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {document ? t("documents.edit.save") : t("documents.edit.create")}
        </Button>
        <Link className={buttonClassName({ variant: "secondary" })} to={back}>
          {t("documents.assign.cancel")}
        </Link>
      </div>
    </form>
  );
}
