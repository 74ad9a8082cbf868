import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import {
  documentOptionsQuery,
  useAssignToPerson,
  userDocumentsQuery,
} from "../../../features/documents/api/documents";
import {
  type DocumentDraft,
  DocumentFields,
  emptyDocumentDraft,
} from "../../../features/documents/components/document-fields";
import { fieldErrorOf } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Button, buttonClassName } from "../../../ui/button/button";
import { Select } from "../../../ui/select/select";
import { toasts } from "../../../ui/toast/toast-store";
import { useDocumentTitle } from "../../use-document-title";
import styles from "../learning/learning.module.css";
import own from "./documents.module.css";

const NEW = "new";

/**
 * `/lms/users/{userId}/documents/create`: assigns one of the company's documents to the person,
 * or makes a new one there (the documents create page's fields) and assigns that.
 */
export function UserDocumentCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userId = "" } = useParams();
  const person = useQuery(userDocumentsQuery(userId, 1)).data?.person.name ?? "";
  const options = useQuery(documentOptionsQuery());
  const assign = useAssignToPerson(userId);
  const [choice, setChoice] = useState("");
  const [draft, setDraft] = useState<DocumentDraft>(emptyDocumentDraft);
  const [shown, setShown] = useState<{ choice?: string; title?: string; mediaId?: string }>({});
  const title = person
    ? t("documents.assign.title", { name: person })
    : t("documents.assign.titleWithoutName");
  useDocumentTitle(title);
  const back = `/lms/users/${userId}/documents`;
  const isNew = choice === NEW || (options.data?.length === 0 && choice === "");

  const submit = async () => {
    const missing = isNew
      ? {
          ...(draft.title.trim() ? {} : { title: t("documents.form.titleRequired") }),
          ...(draft.pdf ? {} : { mediaId: t("documents.form.pdfRequired") }),
        }
      : choice
        ? {}
        : { choice: t("documents.assign.chooseRequired") };
    setShown(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await assign.mutateAsync(
        isNew
          ? {
              body: {
                title: draft.title,
                description: draft.description,
                mediaId: draft.pdf!.id,
                mustSign: draft.mustSign,
                expiresOn: draft.expiresOn,
                validityMonths: draft.validityMonths,
              },
            }
          : { documentId: choice },
      );
      toasts.show({ type: "success", title: t("documents.assign.success") });
      void navigate(back);
    } catch {
      // Shown on the fields, or below.
    }
  };

  const serverError = (field: string) => fieldErrorOf(assign.error, field);
  const fieldMessages = ["title", "description", "mediaId", "expiresOn", "validityMonths"] as const;
  const errors = Object.fromEntries(
    fieldMessages.map((field) => [field, shown[field as keyof typeof shown] ?? serverError(field)]),
  );
  const general =
    assign.isError && !fieldMessages.some((field) => serverError(field))
      ? (serverError("companyUserIds") ?? t("documents.assign.failed"))
      : null;

  return (
    <div className={styles.list}>
      <Breadcrumbs
        items={[
          { label: t("pages.titles.lmsUsers"), to: "/lms/users" },
          { label: t("documents.person.breadcrumb"), to: back },
          { label: t("documents.person.assign") },
        ]}
      />
      <h1>{title}</h1>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className={own.form}
      >
        <Select
          label={t("documents.assign.choice")}
          value={isNew ? NEW : choice}
          error={shown.choice}
          options={[
            ...(options.data ?? []).map((document) => ({
              value: document.id,
              label: document.title,
            })),
            { value: NEW, label: t("documents.assign.newDocument") },
          ]}
          onChange={setChoice}
        />
        {isNew && <DocumentFields value={draft} onChange={setDraft} errors={errors} />}
        {general && <Alert tone="danger">{general}</Alert>}
        <div className={own.formActions}>
          <Button type="submit" variant="primary" disabled={assign.isPending}>
            {t("documents.assign.submit")}
          </Button>
          <Link className={buttonClassName({ variant: "secondary" })} to={back}>
            {t("documents.assign.cancel")}
          </Link>
        </div>
      </form>
    </div>
  );
}
