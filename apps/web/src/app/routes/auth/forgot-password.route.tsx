import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ForgotPasswordForm } from "../../../features/auth/components/forgot-password-form";
import { useCurrentCompany } from "../../../features/companies/api/current-company";
import { BrandLogo } from "../../../features/companies/components/brand-logo";
import { centeredStyles, CenteredLayout } from "../../layouts/centered-layout";
import { useDocumentTitle } from "../../use-document-title";

/** /forgot-auth: ask for a link to choose a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  useDocumentTitle(t("auth.forgot.title"));
  return (
    <CenteredLayout logo={<BrandLogo company={company} background="brand" />}>
      <h1>{t("auth.forgot.title")}</h1>
      <p className={centeredStyles.intro}>{t("auth.forgot.intro")}</p>
      <ForgotPasswordForm />
      <p className={centeredStyles.after}>
        <Link to="/login">{t("auth.forgot.backToLogin")}</Link>
      </p>
    </CenteredLayout>
  );
}
