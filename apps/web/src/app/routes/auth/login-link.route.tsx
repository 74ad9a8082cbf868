import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useLoginWithLink } from "../../../features/auth/api/login";
import { useCurrentCompany } from "../../../features/companies/api/current-company";
import { BrandLogo } from "../../../features/companies/components/brand-logo";
import { ApiError } from "../../../lib/api-client";
import { safeRedirectPath } from "../../../lib/safe-redirect";
import { Alert } from "../../../ui/alert/alert";
import { buttonClassName } from "../../../ui/button/button";
import { Spinner } from "../../../ui/spinner/spinner";
import { landingPath } from "../../landing-path";
import { CenteredLayout } from "../../layouts/centered-layout";
import { useDocumentTitle } from "../../use-document-title";

/** /ls/click?token=…: a sign-in link from a mail, used once on arrival. */
export function LoginLinkPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const redirect = safeRedirectPath(searchParams.get("redirect"));
  const login = useLoginWithLink();
  const { mutate } = login;
  const started = useRef(false);
  useDocumentTitle(t("auth.loginLink.title"));

  useEffect(() => {
    // The link works once: never send it twice (React runs effects twice in development).
    if (started.current) return;
    started.current = true;
    mutate(token, {
      onSuccess: ({ data }) => void navigate(redirect ?? landingPath(data), { replace: true }),
    });
  }, [mutate, navigate, redirect, token]);

  const failure =
    login.error instanceof ApiError
      ? (login.error.fieldError("token") ?? login.error.body?.message)
      : login.error
        ? t("errors.network")
        : null;

  return (
    <CenteredLayout logo={<BrandLogo company={company} background="brand" />}>
      <h1>{t("auth.loginLink.title")}</h1>
      {failure ? (
        <>
          <Alert tone="danger" title={t("auth.loginLink.failedTitle")}>
            {failure}
          </Alert>
          <Link className={buttonClassName({ variant: "primary", block: true })} to="/login">
            {t("auth.loginLink.toLogin")}
          </Link>
        </>
      ) : (
        <Spinner label={t("auth.loginLink.busy")} />
      )}
    </CenteredLayout>
  );
}
