import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { TextField } from "../../../ui/text-field/text-field";
import styles from "./login-form.module.css";

export type NewPasswordValues = { password: string; passwordConfirmation: string };

const MIN_LENGTH = 8;

/**
 * Choosing a password, typed twice (password reset, account activation). The page owns the
 * call; this form checks what it can and shows the server's Dutch messages per field.
 */
export function NewPasswordForm({
  onSubmit,
  pending,
  error,
  submitLabel,
  pendingLabel,
}: {
  onSubmit: (values: NewPasswordValues) => void;
  pending: boolean;
  error: Error | null;
  submitLabel: string;
  pendingLabel: string;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, getValues, formState } = useForm<NewPasswordValues>({
    defaultValues: { password: "", passwordConfirmation: "" },
  });
  const failure = error instanceof ApiError ? error : null;
  const fieldError = (field: keyof NewPasswordValues) =>
    formState.errors[field]?.message ?? failure?.fieldError(field);
  const general = failure
    ? failure.body?.errors && (fieldError("password") || fieldError("passwordConfirmation"))
      ? null
      : (failure.body?.message ?? t("errors.generic"))
    : error
      ? t("errors.network")
      : null;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      {general && <Alert tone="danger">{general}</Alert>}
      <TextField
        label={t("auth.newPassword.password")}
        type="password"
        autoComplete="new-password"
        required
        hint={t("auth.newPassword.hint")}
        error={fieldError("password")}
        {...register("password", {
          required: t("auth.newPassword.required"),
          minLength: { value: MIN_LENGTH, message: t("auth.newPassword.tooShort") },
        })}
      />
      <TextField
        label={t("auth.newPassword.confirmation")}
        type="password"
        autoComplete="new-password"
        required
        error={fieldError("passwordConfirmation")}
        {...register("passwordConfirmation", {
          required: t("auth.newPassword.confirmationRequired"),
          validate: (value) => value === getValues("password") || t("auth.newPassword.mismatch"),
        })}
      />
      <Button type="submit" variant="primary" size="large" block disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
