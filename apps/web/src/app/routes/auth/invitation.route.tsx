import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import {
  invitationQuery,
  useAcceptInvitation,
  useJoinInvitation,
} from "../../../features/auth/api/invitations";
import { JoinInvitationForm } from "../../../features/auth/components/join-invitation-form";
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

/**
 * /invite/{inviteId}/{inviteToken}: activating an account by choosing a password, or, for
 * someone who already has an account, accepting by signing in with it.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const navigate = useNavigate();
  const { inviteId = "", inviteToken = "" } = useParams();
  const invitation = useQuery(invitationQuery(inviteId, inviteToken));
  const accept = useAcceptInvitation(inviteId);
  const join = useJoinInvitation(inviteId);
  const existingAccount = invitation.data?.existingAccount ?? false;
  const title = existingAccount ? t("auth.invitation.joinTitle") : t("auth.invitation.title");
  useDocumentTitle(title);

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
  } else if (existingAccount) {
    const { companyName } = invitation.data;
    content = (
      <>
        <p className={centeredStyles.intro}>
          {t("auth.invitation.joinIntro", {
            name: invitation.data.firstName,
            company: companyName,
            email: invitation.data.email,
          })}
        </p>
        <JoinInvitationForm
          email={invitation.data.email}
          pending={join.isPending}
          error={join.error}
          onSubmit={(password) =>
            join.mutate(
              { token: inviteToken, password },
              {
                onSuccess: ({ data }) => {
                  toasts.show({
                    type: "success",
                    title: t("auth.invitation.joined", { company: companyName }),
                  });
                  void navigate(landingPath(data), { replace: true });
                },
              },
            )
          }
        />
        <p className={centeredStyles.after}>
          <Link to="/forgot-auth">{t("auth.login.forgotPassword")}</Link>
        </p>
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
      <h1>{title}</h1>
      {content}
    </CenteredLayout>
  );
}
