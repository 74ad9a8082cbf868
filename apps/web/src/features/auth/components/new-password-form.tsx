import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import styles from "./login-form.module.css";
import { NewPasswordFields } from "./new-password-fields";

export type NewPasswordValues = { password: string; passwordConfirmation: string };

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
  const form = useForm<NewPasswordValues>({
    defaultValues: { password: "", passwordConfirmation: "" },
  });
  const { handleSubmit, formState } = form;
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
      <NewPasswordFields form={form} errorOf={fieldError} />
      <Button type="submit" variant="primary" size="large" block disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
