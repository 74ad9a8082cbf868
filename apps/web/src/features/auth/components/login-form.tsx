import type { LoginBody } from "@leerlijn/contracts/auth/auth.contract";
import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { TextField } from "../../../ui/text-field/text-field";
import { useLogin } from "../api/login";
import styles from "./login-form.module.css";

type Field = keyof LoginBody;
type FieldErrors = Partial<Record<Field, string>>;

/**
 * Email and password; a refusal shows the server's message without saying which one was wrong.
 * Two required fields need no form library, and the sign-in page is the first download.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [values, setValues] = useState<LoginBody>({ email: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const validate = (next: LoginBody): FieldErrors => ({
    ...(next.email.trim() ? {} : { email: t("auth.login.emailRequired") }),
    ...(next.password ? {} : { password: t("auth.login.passwordRequired") }),
  });
  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // Like the other forms: after a first attempt, a field's message follows what is typed.
    if (submitted) setErrors(validate(next));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    login.mutate(values, { onSuccess: onSignedIn });
  };

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
    <form className={styles.form} noValidate onSubmit={submit}>
      {failureMessage && <Alert tone="danger">{failureMessage}</Alert>}
      <TextField
        label={t("auth.login.email")}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        maxLength={255}
        name="email"
        ref={emailInput}
        value={values.email}
        onChange={change("email")}
        error={errors.email}
      />
      <TextField
        label={t("auth.login.password")}
        type="password"
        autoComplete="current-password"
        required
        name="password"
        ref={passwordInput}
        value={values.password}
        onChange={change("password")}
        error={errors.password}
      />
      <Button type="submit" variant="primary" size="large" block disabled={login.isPending}>
        {login.isPending ? t("auth.login.submitting") : t("auth.login.submit")}
      </Button>
    </form>
  );
}
