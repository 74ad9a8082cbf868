import type { PasswordEmailBody } from "@leerlijn/contracts/auth/password-reset.contract";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { TextField } from "../../../ui/text-field/text-field";
import { useRequestPasswordReset } from "../api/password-reset";
import styles from "./login-form.module.css";

/**
 * Asks for a reset link. The answer is the same whether or not the address is known, so the
 * confirmation says "if"; only a refusal (too many requests, bad address) shows as an error.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const { register, handleSubmit, formState, getValues } = useForm<PasswordEmailBody>({
    defaultValues: { email: "" },
  });
  const failure = request.error instanceof ApiError ? request.error : null;

  if (request.isSuccess) {
    return (
      <Alert tone="success" title={t("auth.forgot.sentTitle")}>
        <p>{t("auth.forgot.sent", { email: getValues("email").trim() })}</p>
        <p>{t("auth.forgot.sentHint")}</p>
        <Button variant="secondary" onClick={() => request.reset()}>
          {t("auth.forgot.again")}
        </Button>
      </Alert>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit((values) => request.mutate(values))(event)}
    >
      {failure && !failure.fieldError("email") && (
        <Alert tone="danger">{failure.body?.message ?? t("errors.generic")}</Alert>
      )}
      {request.error && !failure && <Alert tone="danger">{t("errors.network")}</Alert>}
      <TextField
        label={t("auth.login.email")}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        maxLength={255}
        error={formState.errors.email?.message ?? failure?.fieldError("email")}
        {...register("email", { required: t("auth.login.emailRequired") })}
      />
      <Button type="submit" variant="primary" size="large" block disabled={request.isPending}>
        {request.isPending ? t("auth.forgot.submitting") : t("auth.forgot.submit")}
      </Button>
    </form>
  );
}
