import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { resetTokenUserQuery, useResetPassword } from "../../../features/auth/api/password-reset";
import { NewPasswordForm } from "../../../features/auth/components/new-password-form";
import { useCurrentCompany } from "../../../features/companies/api/current-company";
import { BrandLogo } from "../../../features/companies/components/brand-logo";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { buttonClassName } from "../../../ui/button/button";
import { Spinner } from "../../../ui/spinner/spinner";
import { toasts } from "../../../ui/toast/toast-store";
import { landingPath } from "../../landing-path";
import { centeredStyles, CenteredLayout } from "../../layouts/centered-layout";
import { useDocumentTitle } from "../../use-document-title";

/** /reset-password?token=…: the link from the reset mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get("token") ?? "";
  const owner = useQuery({ ...resetTokenUserQuery(token), enabled: token !== "" });
  const reset = useResetPassword();
  useDocumentTitle(t("auth.reset.title"));

  let content;
  if (token !== "" && owner.isPending) {
    content = <Spinner label={t("auth.reset.checking")} />;
  } else if (!owner.data) {
    const message =
      owner.error instanceof ApiError && owner.error.body
        ? owner.error.body.message
        : owner.error
          ? t("errors.network")
          : t("auth.reset.incomplete");
    content = (
      <>
        <Alert tone="danger" title={t("auth.reset.expiredTitle")}>
          {message}
        </Alert>
        <Link className={buttonClassName({ variant: "primary", block: true })} to="/forgot-auth">
          {t("auth.reset.requestNew")}
        </Link>
      </>
    );
  } else {
    content = (
      <>
        <p className={centeredStyles.intro}>{t("auth.reset.intro", { email: owner.data.email })}</p>
        <NewPasswordForm
          pending={reset.isPending}
          error={reset.error}
          submitLabel={t("auth.reset.submit")}
          pendingLabel={t("auth.reset.submitting")}
          onSubmit={(values) =>
            reset.mutate(
              { token, ...values },
              {
                onSuccess: ({ data }) => {
                  toasts.show({ type: "success", title: t("auth.reset.done") });
                  void navigate(landingPath(data), { replace: true });
                },
              },
            )
          }
        />
      </>
    );
  }

  return (
    <CenteredLayout logo={<BrandLogo company={company} background="brand" />}>
      <h1>{t("auth.reset.title")}</h1>
      {content}
    </CenteredLayout>
  );
}
