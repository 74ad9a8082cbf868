import type { LoginBody } from "@leerlijn/contracts/auth/auth.contract";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { TextField } from "../../../ui/text-field/text-field";
import { useLogin } from "../api/login";
import styles from "./login-form.module.css";

/** Email and password; a refusal shows the server's message without saying which one was wrong. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({ defaultValues: { email: "", password: "" } });

  const failure = login.error instanceof ApiError ? login.error : null;
  const failureMessage = failure
    ? (failure.fieldError("email") ??
      failure.fieldError("password") ??
      failure.body?.message ??
      t("errors.generic"))
    : login.error
      ? t("errors.network")
      : null;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) => login.mutate(values, { onSuccess: onSignedIn }))(event)
      }
    >
      {failureMessage && <Alert tone="danger">{failureMessage}</Alert>}
      <TextField
        label={t("auth.login.email")}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        maxLength={255}
        error={errors.email?.message}
        {...register("email", { required: t("auth.login.emailRequired") })}
      />
      <TextField
        label={t("auth.login.password")}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register("password", { required: t("auth.login.passwordRequired") })}
      />
      <Button type="submit" variant="primary" size="large" block disabled={login.isPending}>
        {login.isPending ? t("auth.login.submitting") : t("auth.login.submit")}
      </Button>
    </form>
  );
}
