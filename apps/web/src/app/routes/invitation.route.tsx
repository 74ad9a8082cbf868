import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { invitationQuery, useAcceptInvitation } from "../../features/auth/api/invitations";
import { NewPasswordForm } from "../../features/auth/components/new-password-form";
import { useCurrentCompany } from "../../features/companies/api/current-company";
import { BrandLogo } from "../../features/companies/components/brand-logo";
import { ApiError } from "../../lib/api-client";
import { Alert } from "../../ui/alert/alert";
import { buttonClassName } from "../../ui/button/button";
import { Spinner } from "../../ui/spinner/spinner";
import { toasts } from "../../ui/toast/toast-store";
import { landingPath } from "../landing-path";
import { centeredStyles, CenteredLayout } from "../layouts/centered-layout";
import { useDocumentTitle } from "../use-document-title";

/** /invite/{inviteId}/{inviteToken}: activating an account by choosing a password. */
export function InvitationPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const navigate = useNavigate();
  const { inviteId = "", inviteToken = "" } = useParams();
  const invitation = useQuery(invitationQuery(inviteId, inviteToken));
  const accept = useAcceptInvitation(inviteId);
  useDocumentTitle(t("auth.invitation.title"));

  let content;
  if (invitation.isPending) {
    content = <Spinner label={t("auth.invitation.checking")} />;
  } else if (!invitation.data) {
    // A link cut short or mangled in a mail is unknown to the server like an expired one.
    const message =
      invitation.error instanceof ApiError && invitation.error.status === 404
        ? t("auth.invitation.invalid")
        : invitation.error instanceof ApiError && invitation.error.body
          ? invitation.error.body.message
          : t("errors.network");
    content = (
      <>
        <Alert tone="danger" title={t("auth.invitation.invalidTitle")}>
          {message}
        </Alert>
        <Link className={buttonClassName({ variant: "secondary", block: true })} to="/login">
          {t("auth.invitation.toLogin")}
        </Link>
      </>
    );
  } else {
    content = (
      <>
        <p className={centeredStyles.intro}>
          {t("auth.invitation.intro", {
            name: invitation.data.firstName,
            company: invitation.data.companyName,
            email: invitation.data.email,
          })}
        </p>
        <NewPasswordForm
          pending={accept.isPending}
          error={accept.error}
          submitLabel={t("auth.invitation.submit")}
          pendingLabel={t("auth.invitation.submitting")}
          onSubmit={(values) =>
            accept.mutate(
              { token: inviteToken, ...values },
              {
                onSuccess: ({ data }) => {
                  toasts.show({ type: "success", title: t("auth.invitation.done") });
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
      <h1>{t("auth.invitation.title")}</h1>
      {content}
    </CenteredLayout>
  );
}
