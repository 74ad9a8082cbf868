import type { CurrentUser } from "@leerlijn/contracts/users/current-user.schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { toasts } from "../../../ui/toast/toast-store";
import { profileBodyOf, useUpdateProfile } from "../api/update-profile";
import styles from "./profile-form.module.css";

const options = [
  { value: 0, key: "none" },
  { value: 1, key: "weekly" },
] as const;

/** Notification preference: 0 none, 1 a weekly overview. */
export function PreferencesForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [preference, setPreference] = useState<0 | 1>(user.notificationPreference);
  const failure = update.error instanceof ApiError ? update.error : null;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { ...profileBodyOf(user), notificationPreference: preference },
          {
            onSuccess: () => toasts.show({ type: "success", title: t("profile.preferencesSaved") }),
          },
        );
      }}
    >
      {failure && <Alert tone="danger">{failure.message}</Alert>}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("profile.notifications.legend")}</legend>
        <p className={styles.hint}>{t("profile.notifications.hint")}</p>
        {options.map((option) => (
          <label key={option.key} className={styles.radio}>
            <input
              type="radio"
              name="notificationPreference"
              value={option.value}
              checked={preference === option.value}
              onChange={() => setPreference(option.value)}
            />
            {t(`profile.notifications.${option.key}`)}
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={update.isPending}>
          {update.isPending ? t("common.saving") : t("common.save")}
        </Button>
      </div>
    </form>
  );
}
