import type { ReactNode, RefObject } from "react";
import { type DefaultValues, FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { PersonFields, type PersonFieldValues } from "./person-fields";
import styles from "./user-form.module.css";

export type PersonFormProps<Values extends PersonFieldValues> = {
  defaultValues: DefaultValues<Values>;
  onSubmit: (values: Values) => void;
  pending: boolean;
  /** The failed call, whose field errors show under the fields (first message each). */
  error: Error | null;
  /** Spec §5: the email is required only when the form needs an account. */
  emailRequired?: boolean;
  emailHint?: string | undefined;
  /** Name and email are read-only (the person belongs to another organisation too). */
  identityLocked?: boolean;
  submitLabel: string;
  pendingLabel: string;
  onCancel?: (() => void) | undefined;
  className?: string;
  /** The form's own fields after the email (company, role, memberships), in its form context. */
  children?: ReactNode;
  /** Receives the first name field, for a dialog to put focus there when it opens. */
  firstFieldRef?: RefObject<HTMLInputElement | null>;
  /** Asks the server about a field the person leaves (its message, if any), before sending. */
  validateOnServer?:
    ((values: Values, field: keyof PersonFieldValues) => Promise<string | undefined>) | undefined;
};

/**
 * The core every form about a person shares: name and email (spec §3 and §5), the call's
 * failure, and the buttons. User management and the platform admin add their own fields.
 */
export function PersonForm<Values extends PersonFieldValues>({
  defaultValues,
  onSubmit,
  pending,
  error,
  emailRequired = false,
  emailHint,
  identityLocked = false,
  submitLabel,
  pendingLabel,
  onCancel,
  className,
  children,
  firstFieldRef,
  validateOnServer,
}: PersonFormProps<Values>) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues });
  const failure = error instanceof ApiError ? error : null;
  const generalError =
    failure && !failure.body?.errors
      ? failure.message
      : error && !failure
        ? t("errors.network")
        : null;

  return (
    <FormProvider {...form}>
      <form
        className={[styles.form, className].filter(Boolean).join(" ")}
        noValidate
        onSubmit={(event) => {
          // An inline form may sit inside another form; only this one is sent.
          event.stopPropagation();
          void form.handleSubmit(onSubmit)(event);
        }}
      >
        {generalError && <Alert tone="danger">{generalError}</Alert>}
        {identityLocked && <Alert tone="info">{t("users.form.identityLocked")}</Alert>}
        <PersonFields
          error={error}
          emailRequired={emailRequired}
          emailHint={emailHint}
          readOnly={identityLocked}
          firstFieldRef={firstFieldRef}
          validateOnServer={
            validateOnServer && ((field) => validateOnServer(form.getValues(), field))
          }
        />
        {children}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {t("users.form.cancel")}
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
