import { can } from "@leerlijn/contracts/permissions";
import type { ManagedUser } from "@leerlijn/contracts/users/managed-user.schema";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCurrentUser } from "../../auth/api/current-user";
import { Button } from "../../../ui/button/button";
import { confirm } from "../../../ui/confirm-dialog/confirm-dialog";
import { toasts } from "../../../ui/toast/toast-store";
import {
  useRemoveUser,
  useSendActivationEmail,
  useSendLoginLink,
  useSetUserActive,
} from "../api/member-actions";
import styles from "./account-actions.module.css";

/**
 * What can happen to a person's account here: send the invitation again, mail a sign-in link,
 * switch the account off or on, remove the person from the company. Destructive steps ask
 * first; each says what it did.
 */
export function AccountActions({ person }: { person: ManagedUser }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const resend = useSendActivationEmail(person.id);
  const loginLink = useSendLoginLink(person.id);
  const setActive = useSetUserActive(person.id);
  const remove = useRemoveUser(person.id);
  const name = person.name;
  const manage = person.canManage;
  const done = (title: string, description?: string) =>
    toasts.show({ type: "success", title, description });

  const handleDeactivate = async () => {
    const sure = await confirm({
      title: t("users.account.deactivateTitle", { name }),
      description: t("users.account.deactivateText", { company: person.companyName }),
      confirmLabel: t("users.account.deactivate"),
      tone: "danger",
    });
    if (sure)
      setActive.mutate(false, { onSuccess: () => done(t("users.account.deactivated", { name })) });
  };

  const handleRemove = async () => {
    const sure = await confirm({
      title: t("users.account.removeTitle", { name, company: person.companyName }),
      description: t("users.account.removeText"),
      confirmLabel: t("users.account.remove"),
      tone: "danger",
    });
    if (sure)
      remove.mutate(undefined, {
        onSuccess: () => {
          done(t("users.account.removed", { name }));
          void navigate("/lms/users", { replace: true });
        },
      });
  };

  return (
    <div className={styles.actions}>
      <p className={styles.explanation}>{t(`users.account.explain.${person.status}`)}</p>
      {!manage && <p className={styles.explanation}>{t("users.account.cannotManage")}</p>}
      {manage && person.status === "invited" && can(user, "lms.users.create") && (
        <Button
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: () =>
                done(
                  t("users.account.invitationSent"),
                  t("users.account.sentTo", { email: person.email }),
                ),
            })
          }
        >
          {t("users.account.resendInvitation")}
        </Button>
      )}
      {manage && person.email && person.status !== "deactivated" && can(user, "lms.users.edit") && (
        <Button
          disabled={loginLink.isPending}
          onClick={() =>
            loginLink.mutate(undefined, {
              onSuccess: () =>
                done(
                  t("users.account.loginLinkSent"),
                  t("users.account.sentTo", { email: person.email }),
                ),
            })
          }
        >
          {t("users.account.sendLoginLink")}
        </Button>
      )}
      {manage &&
        can(user, "lms.users.edit") &&
        (person.status === "deactivated" ? (
          <Button
            disabled={setActive.isPending}
            onClick={() =>
              setActive.mutate(true, {
                onSuccess: () => done(t("users.account.reactivated", { name })),
              })
            }
          >
            {t("users.account.reactivate")}
          </Button>
        ) : (
          <Button disabled={setActive.isPending} onClick={() => void handleDeactivate()}>
            {t("users.account.deactivate")}
          </Button>
        ))}
      {manage && can(user, "lms.users.delete") && (
        <Button variant="danger" disabled={remove.isPending} onClick={() => void handleRemove()}>
          {t("users.account.removeFrom", { company: person.companyName })}
        </Button>
      )}
    </div>
  );
}
