import type { ChangePasswordBody } from "@leerlijn/contracts/auth/password-change.contract";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useServerFieldError } from "../../../lib/use-server-field-error";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { TextField } from "../../../ui/text-field/text-field";
import { toasts } from "../../../ui/toast/toast-store";
import { NewPasswordFields } from "../../auth/components/new-password-fields";
import { useChangePassword } from "../api/change-password";
import styles from "./profile-form.module.css";

const empty: ChangePasswordBody = { currentPassword: "", password: "", passwordConfirmation: "" };

/** Changing the password while signed in: the current one first, then the new one twice. */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<ChangePasswordBody>({
    defaultValues: empty,
  });
  const { register, handleSubmit, formState, reset, watch } = form;
  const failure = change.error instanceof ApiError ? change.error : null;
  const serverError = useServerFieldError(change.error, watch);
  const errorOf = (field: keyof ChangePasswordBody) =>
    formState.errors[field]?.message ?? serverError(field);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) =>
          change.mutate(values, {
            onSuccess: () => {
              reset(empty);
              toasts.show({ type: "success", title: t("profile.password.changed") });
            },
          }),
        )(event)
      }
    >
      {failure && !failure.body?.errors && <Alert tone="danger">{failure.message}</Alert>}
      <p className={styles.hint}>{t("profile.password.intro")}</p>
      <TextField
        label={t("profile.password.current")}
        type="password"
        autoComplete="current-password"
        required
        error={errorOf("currentPassword")}
        {...register("currentPassword", { required: t("profile.password.currentRequired") })}
      />
      <NewPasswordFields form={form} errorOf={errorOf} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={change.isPending}>
          {change.isPending ? t("common.saving") : t("profile.password.submit")}
        </Button>
      </div>
    </form>
  );
}
