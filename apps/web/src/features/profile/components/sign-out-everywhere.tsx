import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { confirm } from "../../../ui/confirm-dialog/confirm-dialog";
import { toasts } from "../../../ui/toast/toast-store";
import { signOutEverywhere } from "../../auth/api/logout";
import styles from "./profile-form.module.css";

/** Ends every session of the person (a lost phone, a shared computer), this one included. */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => signOutEverywhere(queryClient),
    meta: { showsErrors: true },
    onSuccess: () => {
      toasts.show({ type: "success", title: t("profile.everywhere.done") });
      void navigate("/login", { replace: true });
    },
  });

  const handleClick = async () => {
    const sure = await confirm({
      title: t("profile.everywhere.confirmTitle"),
      description: t("profile.everywhere.confirmText"),
      confirmLabel: t("profile.everywhere.submit"),
      tone: "danger",
    });
    if (sure) signOut.mutate();
  };

  return (
    <section className={styles.section} aria-labelledby="sign-out-everywhere">
      <h2 id="sign-out-everywhere" className={styles.sectionTitle}>
        {t("profile.everywhere.title")}
      </h2>
      <p className={styles.hint}>{t("profile.everywhere.intro")}</p>
      {signOut.isError && <Alert tone="danger">{t("profile.everywhere.failed")}</Alert>}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={signOut.isPending} onClick={() => void handleClick()}>
          {signOut.isPending ? t("profile.everywhere.busy") : t("profile.everywhere.submit")}
        </Button>
      </div>
    </section>
  );
}
