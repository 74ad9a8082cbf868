import type { ImportReport } from "@leerlijn/contracts/users/import.contract";
import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { useCurrentCompany } from "../../../features/companies/api/current-company";
import { useFormCompanies } from "../../../features/users/api/form-companies";
import { useImportUsers, usePreviewUserImport } from "../../../features/users/api/user-import";
import { ImportFileZone } from "../../../features/users/components/import/import-file-zone";
import { ImportPreviewReport } from "../../../features/users/components/import/import-preview";
import { importTemplate } from "../../../features/users/import-template";
import { ApiError } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";
import { Alert } from "../../../ui/alert/alert";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Button, buttonClassName } from "../../../ui/button/button";
import { Card } from "../../../ui/card/card";
import { Select } from "../../../ui/select/select";
import { Spinner } from "../../../ui/spinner/spinner";
import { useDocumentTitle } from "../../use-document-title";
import styles from "./import-users.module.css";

/** The server's words for a refused file (wrong header, too many rows), or the general failure. */
function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return (
    error.fieldError("file") ?? error.fieldError("companyId") ?? error.body?.message ?? fallback
  );
}

/** /lms/users/import: choose a CSV or Excel file, check every row in a preview, then import the good ones. */
export function ImportUsersPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = useCurrentCompany();
  const companies = useFormCompanies(user, company);
  const [companyId, setCompanyId] = useState(company.id);
  const [file, setFile] = useState<File | null>(null);
  const [sendInvitations, setSendInvitations] = useState(true);
  const [refused, setRefused] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const preview = usePreviewUserImport();
  const importing = useImportUsers();
  useDocumentTitle(t("users.import.title"));
  const targetName = companies?.find((option) => option.id === companyId)?.name ?? company.name;

  const check = (chosen: File, target = companyId) => {
    setFile(chosen);
    setRefused(null);
    setReport(null);
    preview.reset();
    preview.mutate({ file: chosen, companyId: target });
  };
  const startOver = () => {
    setFile(null);
    setNotice(null);
    setReport(null);
    preview.reset();
    importing.reset();
  };
  const submit = () => {
    if (!file) return;
    setNotice(null);
    importing.mutate(
      { file, companyId, sendInvitations },
      {
        onSuccess: setReport,
        onError: (error) => {
          // The list changed since the preview: show the new preview of the same file.
          if (error instanceof ApiError && error.status === 409) {
            setNotice(error.body?.message ?? t("users.import.failed"));
            importing.reset();
            check(file);
          }
        },
      },
    );
  };
  const downloadTemplate = () =>
    saveFile({ blob: importTemplate(), fileName: t("users.import.templateFileName") });

  const result = preview.data;
  return (
    <>
      <Breadcrumbs
        items={[
          { label: t("users.breadcrumbs.users"), to: "/lms/users" },
          { label: t("users.import.title") },
        ]}
      />
      <h1>{t("users.import.title")}</h1>
      <p className={styles.intro}>{t("users.import.intro")}</p>

      {report ? (
        <Card title={t("users.import.doneTitle")}>
          <div className={styles.done}>
            <Alert tone="success">
              {t("users.import.created", { count: report.created, company: targetName })}
            </Alert>
            <ul className={styles.facts}>
              {report.mailed > 0 && <li>{t("users.import.mailed", { count: report.mailed })}</li>}
              {report.skipped > 0 && (
                <li>{t("users.import.skipped", { count: report.skipped })}</li>
              )}
              {report.newGroups.length > 0 && (
                <li>{t("users.import.createdGroups", { names: report.newGroups.join(", ") })}</li>
              )}
            </ul>
            <div className={styles.actions}>
              <Link to="/lms/users" className={buttonClassName({ variant: "primary" })}>
                {t("users.import.toList")}
              </Link>
              <Button onClick={startOver}>{t("users.import.again")}</Button>
            </div>
          </div>
        </Card>
      ) : result && file ? (
        <Card title={t("users.import.previewTitle")}>
          {notice && (
            <Alert tone="warning" title={t("users.import.changed")}>
              {notice}
            </Alert>
          )}
          <ImportPreviewReport key={file.name + result.total} preview={result} />
          {importing.isError && (
            <Alert tone="danger">{failureText(importing.error, t("users.import.failed"))}</Alert>
          )}
          {result.valid > 0 && (
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={sendInvitations}
                onChange={(event) => setSendInvitations(event.target.checked)}
              />
              <span>
                {t("users.import.sendInvitations")}
                <span className={styles.hint}>{t("users.import.sendInvitationsHint")}</span>
              </span>
            </label>
          )}
          <div className={styles.actions}>
            {result.valid > 0 && (
              <Button variant="primary" onClick={submit} disabled={importing.isPending}>
                {importing.isPending
                  ? t("users.import.importing")
                  : t("users.import.submit", { count: result.valid })}
              </Button>
            )}
            <Button onClick={startOver} disabled={importing.isPending}>
              {t("users.import.otherFile")}
            </Button>
          </div>
        </Card>
      ) : (
        <Card title={t("users.import.chooseTitle")}>
          <div className={styles.choose}>
            <div>
              <p className={styles.columnsIntro}>{t("users.import.columnsIntro")}</p>
              <ul className={styles.columns}>
                {(["firstName", "middleName", "lastName", "email", "group"] as const).map(
                  (column) => (
                    <li key={column}>{t(`users.import.columns.${column}`)}</li>
                  ),
                )}
              </ul>
              <Button icon={<Download size={18} aria-hidden="true" />} onClick={downloadTemplate}>
                {t("users.import.template")}
              </Button>
            </div>
            {companies && (
              <Select
                label={t("users.import.company")}
                options={companies.map((option) => ({ value: option.id, label: option.name }))}
                value={companyId}
                onChange={setCompanyId}
                placeholder={null}
              />
            )}
            {(refused ?? preview.isError) && (
              <Alert tone="danger" title={t("users.import.fileFailed")}>
                {refused ?? failureText(preview.error, t("users.import.failed"))}
              </Alert>
            )}
            {preview.isPending ? (
              <div className={styles.reading} aria-live="polite">
                <Spinner decorative />
                {t("users.import.reading")}
              </div>
            ) : (
              <ImportFileZone onFile={check} onRefused={setRefused} />
            )}
          </div>
        </Card>
      )}
    </>
  );
}
