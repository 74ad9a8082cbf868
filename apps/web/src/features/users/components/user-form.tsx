import type { CompanyType } from "@leerlijn/contracts/companies/company.schema";
import type { CompanyRole } from "@leerlijn/contracts/users/grantable-roles";
import type { ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { Select } from "../../../ui/select/select";
import { TextField } from "../../../ui/text-field/text-field";
import { roleLabel } from "../role-label";
import styles from "./user-form.module.css";

export type UserFormValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  companyId: string;
  role: CompanyRole | "";
};

export const emptyUserForm: UserFormValues = {
  firstName: "",
  middleName: "",
  lastName: "",
  email: "",
  companyId: "",
  role: "",
};

const MAX = 255;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type UserFormProps = {
  defaultValues?: Partial<UserFormValues>;
  onSubmit: (values: UserFormValues) => void;
  pending: boolean;
  /** The failed call, whose field errors show under the fields (first message each). */
  error: Error | null;
  /** Spec §5: the email is required only when the form needs an account. */
  emailRequired?: boolean;
  /** The company select: shown only with more than one company to choose from. */
  companies?: readonly { id: string; name: string }[];
  /** The role select: shown only when given. */
  roles?: readonly CompanyRole[];
  companyType: CompanyType;
  /** Replaces the hint under the email (about the invitation); null shows none. */
  emailHint?: string | null;
  /** Name and email are read-only (the person belongs to another organisation too). */
  identityLocked?: boolean;
  submitLabel: string;
  pendingLabel: string;
  onCancel?: () => void;
  /** Extra content between the fields and the buttons. */
  children?: ReactNode;
};

/**
 * The new-user form of spec §3 and §5: first and last name required (marked *), middle name,
 * email (required only when `emailRequired`), optionally the company and the role. Used for
 * adding and editing people in user management, and inline in the user checklist.
 */
export function UserForm({
  defaultValues,
  onSubmit,
  pending,
  error,
  emailRequired = false,
  companies,
  roles,
  companyType,
  identityLocked = false,
  emailHint,
  submitLabel,
  pendingLabel,
  onCancel,
  children,
}: UserFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, control, formState } = useForm<UserFormValues>({
    defaultValues: { ...emptyUserForm, ...defaultValues },
  });
  const failure = error instanceof ApiError ? error : null;
  const errorOf = (field: keyof UserFormValues) =>
    formState.errors[field]?.message ??
    failure?.fieldError(field === "companyId" ? "company_id" : field);
  const tooLong = { value: MAX, message: t("users.form.tooLong") };
  const generalError =
    failure && !failure.body?.errors
      ? failure.message
      : error && !failure
        ? t("errors.network")
        : null;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        // An inline form may sit inside another form; only this one is sent.
        event.stopPropagation();
        void handleSubmit(onSubmit)(event);
      }}
    >
      {generalError && <Alert tone="danger">{generalError}</Alert>}
      {identityLocked && <Alert tone="info">{t("users.form.identityLocked")}</Alert>}
      <div className={styles.names}>
        <TextField
          label={t("users.form.firstName")}
          required
          maxLength={MAX}
          autoComplete="off"
          readOnly={identityLocked}
          error={errorOf("firstName")}
          {...register("firstName", {
            validate: (value) => value.trim() !== "" || t("users.form.firstNameRequired"),
            maxLength: tooLong,
          })}
        />
        <TextField
          label={t("users.form.middleName")}
          maxLength={MAX}
          autoComplete="off"
          readOnly={identityLocked}
          error={errorOf("middleName")}
          {...register("middleName", { maxLength: tooLong })}
        />
      </div>
      <TextField
        label={t("users.form.lastName")}
        required
        maxLength={MAX}
        autoComplete="off"
        readOnly={identityLocked}
        error={errorOf("lastName")}
        {...register("lastName", {
          validate: (value) => value.trim() !== "" || t("users.form.lastNameRequired"),
          maxLength: tooLong,
        })}
      />
      <TextField
        label={t("users.form.email")}
        type="email"
        inputMode="email"
        autoComplete="off"
        required={emailRequired}
        maxLength={MAX}
        readOnly={identityLocked}
        hint={
          emailHint !== undefined
            ? (emailHint ?? undefined)
            : emailRequired
              ? t("users.form.emailHintRequired")
              : t("users.form.emailHint")
        }
        error={errorOf("email")}
        {...register("email", {
          maxLength: tooLong,
          validate: (value) => {
            const email = value.trim();
            if (email === "") return !emailRequired || t("users.form.emailRequired");
            return EMAIL.test(email) || t("users.form.emailInvalid");
          },
        })}
      />
      {companies && companies.length > 1 && (
        <Controller
          control={control}
          name="companyId"
          render={({ field }) => (
            <Select
              label={t("users.form.company")}
              options={companies.map((company) => ({ value: company.id, label: company.name }))}
              placeholder={null}
              value={field.value}
              onChange={field.onChange}
              error={errorOf("companyId")}
            />
          )}
        />
      )}
      {roles && roles.length > 0 && (
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Select
              label={t("users.form.role")}
              options={roles.map((role) => ({
                value: role,
                label: roleLabel(t, role, companyType),
              }))}
              placeholder={null}
              value={field.value}
              onChange={field.onChange}
              error={errorOf("role")}
            />
          )}
        />
      )}
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
  );
}

/** The body of POST /users from the form's text values (empty means absent). */
export function newUserBodyOf(values: UserFormValues, emailRequired = false) {
  return {
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim() || null,
    lastName: values.lastName.trim(),
    email: values.email.trim() || null,
    companyId: values.companyId || null,
    emailRequired,
    ...(values.role ? { role: values.role } : {}),
  };
}
