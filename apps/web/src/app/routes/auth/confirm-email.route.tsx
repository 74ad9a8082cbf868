import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useConfirmEmailChange } from "../../../features/auth/api/email-change";
import { useCurrentCompany } from "../../../features/companies/api/current-company";
import { BrandLogo } from "../../../features/companies/components/brand-logo";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { buttonClassName } from "../../../ui/button/button";
import { Spinner } from "../../../ui/spinner/spinner";
import { CenteredLayout } from "../../layouts/centered-layout";
import { useDocumentTitle } from "../../use-document-title";

/** /email/confirm/{changeId}/{changeToken}: the link mailed to a new address, used on arrival. */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const { changeId = "", changeToken = "" } = useParams();
  const confirmation = useConfirmEmailChange(changeId);
  const { mutate } = confirmation;
  const started = useRef(false);
  useDocumentTitle(t("auth.emailChange.title"));

  useEffect(() => {
    // The link works once: never send it twice (React runs effects twice in development).
    if (started.current) return;
    started.current = true;
    mutate(changeToken);
  }, [mutate, changeToken]);

  const failure =
    confirmation.error instanceof ApiError
      ? (confirmation.error.body?.message ?? t("errors.generic"))
      : confirmation.error
        ? t("errors.network")
        : null;

  let content;
  if (confirmation.data) {
    content = (
      <Alert tone="success" title={t("auth.emailChange.doneTitle")}>
        {t("auth.emailChange.done", { email: confirmation.data.email })}
      </Alert>
    );
  } else if (failure) {
    content = (
      <Alert tone="danger" title={t("auth.emailChange.failedTitle")}>
        {failure}
      </Alert>
    );
  } else {
    content = <Spinner label={t("auth.emailChange.busy")} />;
  }

  return (
    <CenteredLayout logo={<BrandLogo company={company} />}>
      <h1>{t("auth.emailChange.title")}</h1>
      {content}
      {(confirmation.data || failure) && (
        <Link className={buttonClassName({ variant: "primary", block: true })} to="/login">
          {t("auth.emailChange.toLogin")}
        </Link>
      )}
    </CenteredLayout>
  );
}
