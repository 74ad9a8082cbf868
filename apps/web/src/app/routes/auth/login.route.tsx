import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData, useNavigate, useSearchParams } from "react-router";
import { currentUserQuery } from "../../../features/auth/api/current-user";
import { LoginForm } from "../../../features/auth/components/login-form";
import { useCurrentCompany } from "../../../features/companies/api/current-company";
import { BrandLogo } from "../../../features/companies/components/brand-logo";
import { safeRedirectPath } from "../../../lib/safe-redirect";
import { Alert } from "../../../ui/alert/alert";
import { centeredStyles, CenteredLayout } from "../../layouts/centered-layout";
import { landingPath } from "../../landing-path";
import { useDocumentTitle } from "../../use-document-title";

export function LoginPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const { expired } = useLoaderData<{ expired: boolean }>();
  useDocumentTitle(t("pages.titles.login"));

  const onSignedIn = () => {
    const user = queryClient.getQueryData(currentUserQuery.queryKey);
    const target =
      safeRedirectPath(searchParams.get("redirect")) ?? (user ? landingPath(user) : "/");
    void navigate(target, { replace: true });
  };

  return (
    <CenteredLayout logo={<BrandLogo company={company} background="brand" />}>
      <h1>{t("auth.login.title")}</h1>
      <p className={centeredStyles.intro}>{t("auth.login.intro")}</p>
      {expired && <Alert tone="info">{t("auth.login.sessionExpired")}</Alert>}
      <LoginForm onSignedIn={onSignedIn} />
      <p className={centeredStyles.after}>
        <Link to="/forgot-auth">{t("auth.login.forgotPassword")}</Link>
      </p>
    </CenteredLayout>
  );
}
