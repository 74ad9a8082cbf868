import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { TextField } from "../../../ui/text-field/text-field";
import styles from "./login-form.module.css";

/**
 * Accepting an invitation with the account one already has: the address is given (it is the
 * invitation's), the password is theirs. The page owns the call.
 */
export function JoinInvitationForm({
  email,
  onSubmit,
  pending,
  error,
}: {
  email: string;
  onSubmit: (password: string) => void;
  pending: boolean;
  error: Error | null;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { password: "" } });
  const failure = error instanceof ApiError ? error : null;
  const fieldMessage = failure?.fieldError("password");
  const general = failure
    ? fieldMessage
      ? null
      : (failure.body?.message ?? t("errors.generic"))
    : error
      ? t("errors.network")
      : null;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit((values) => onSubmit(values.password))(event)}
    >
      {general && <Alert tone="danger">{general}</Alert>}
      <TextField
        label={t("auth.login.email")}
        type="email"
        autoComplete="username"
        value={email}
        readOnly
      />
      <TextField
        label={t("auth.login.password")}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message ?? fieldMessage}
        {...register("password", { required: t("auth.login.passwordRequired") })}
      />
      <Button type="submit" variant="primary" size="large" block disabled={pending}>
        {pending ? t("auth.invitation.joining") : t("auth.invitation.join")}
      </Button>
    </form>
  );
}
