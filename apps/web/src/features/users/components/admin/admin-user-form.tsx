import type { CompanySummary } from "@leerlijn/contracts/companies/companies.contract";
import { PLATFORM_ADMIN_ROLE, type Role, roles } from "@leerlijn/contracts/permissions";
import { Plus, Trash2 } from "lucide-react";
import { Controller, useFieldArray, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../../lib/api-client";
import { Alert } from "../../../../ui/alert/alert";
import { Button } from "../../../../ui/button/button";
import { Select } from "../../../../ui/select/select";
import { TextField } from "../../../../ui/text-field/text-field";
import { roleLabel } from "../../role-label";
import formStyles from "../user-form.module.css";
import styles from "./admin-user-form.module.css";

export type AdminUserFormValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  memberships: { companyId: string; role: Role | "" }[];
};

const MAX = 255;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A person as the platform admin edits them: name, email and the companies they belong to,
 * each with a role. Creating places the new person in exactly one company (`single`); the
 * server's field errors show under each field and membership row.
 */
export function AdminUserForm({
  defaultValues,
  companies,
  single = false,
  emailRequired = false,
  pending,
  error,
  submitLabel,
  pendingLabel,
  onCancel,
  onSubmit,
}: {
  defaultValues: AdminUserFormValues;
  companies: readonly CompanySummary[];
  single?: boolean;
  emailRequired?: boolean;
  pending: boolean;
  error: Error | null;
  submitLabel: string;
  pendingLabel: string;
  onCancel: () => void;
  onSubmit: (values: AdminUserFormValues) => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, control, formState } = useForm<AdminUserFormValues>({
    defaultValues,
  });
  const memberships = useFieldArray({ control, name: "memberships" });
  const failure = error instanceof ApiError ? error : null;
  // Creating sends one company and role as top-level fields; editing sends the list.
  const serverKey = (index: number, field: "companyId" | "role") =>
    single ? field : `memberships.${index}.${field}`;
  const errorOf = (field: "firstName" | "middleName" | "lastName" | "email") =>
    formState.errors[field]?.message ?? failure?.fieldError(field);
  const tooLong = { value: MAX, message: t("users.form.tooLong") };
  const generalError =
    failure && !failure.body?.errors
      ? failure.message
      : error && !failure
        ? t("errors.network")
        : null;
  const listError = failure?.fieldError("memberships");
  const companyById = new Map(companies.map((company) => [company.id, company]));
  const chosen = useWatch({ control, name: "memberships" });

  return (
    <form
      className={`${formStyles.form} ${styles.form}`}
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      {generalError && <Alert tone="danger">{generalError}</Alert>}
      <div className={formStyles.names}>
        <TextField
          label={t("users.form.firstName")}
          required
          maxLength={MAX}
          autoComplete="off"
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
          error={errorOf("middleName")}
          {...register("middleName", { maxLength: tooLong })}
        />
      </div>
      <TextField
        label={t("users.form.lastName")}
        required
        maxLength={MAX}
        autoComplete="off"
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
        hint={single ? t("users.admin.emailHint") : undefined}
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
      <fieldset className={styles.memberships}>
        <legend className={styles.legend}>
          {single ? t("users.admin.placement") : t("users.admin.memberships")}
        </legend>
        {listError && <Alert tone="danger">{listError}</Alert>}
        {memberships.fields.map((field, index) => {
          const companyType = companyById.get(chosen[index]?.companyId ?? "")?.type;
          const roleOptions = roles
            .filter((role) => role !== PLATFORM_ADMIN_ROLE || companyType === "administrator")
            .map((role) => ({
              value: role,
              label: companyType ? roleLabel(t, role, companyType) : t(`users.roles.${role}`),
            }));
          const position = { number: index + 1 };
          return (
            <div key={field.id} className={styles.row}>
              <Controller
                control={control}
                name={`memberships.${index}.companyId`}
                rules={{ validate: (value) => value !== "" || t("users.admin.companyRequired") }}
                render={({ field: select, fieldState }) => (
                  <Select
                    label={t("users.form.company")}
                    aria-label={single ? undefined : t("users.admin.companyOf", position)}
                    options={companies.map((company) => ({
                      value: company.id,
                      label: company.name,
                    }))}
                    placeholder={t("users.admin.chooseCompany")}
                    value={select.value}
                    onChange={select.onChange}
                    error={
                      fieldState.error?.message ??
                      failure?.fieldError(serverKey(index, "companyId"))
                    }
                  />
                )}
              />
              <Controller
                control={control}
                name={`memberships.${index}.role`}
                rules={{ validate: (value) => value !== "" || t("users.admin.roleRequired") }}
                render={({ field: select, fieldState }) => (
                  <Select
                    label={t("users.form.role")}
                    aria-label={single ? undefined : t("users.admin.roleOf", position)}
                    options={roleOptions}
                    placeholder={t("users.admin.chooseRole")}
                    value={select.value}
                    onChange={select.onChange}
                    error={
                      fieldState.error?.message ?? failure?.fieldError(serverKey(index, "role"))
                    }
                  />
                )}
              />
              {!single && (
                <Button
                  variant="ghost"
                  className={styles.remove}
                  icon={<Trash2 size={18} aria-hidden="true" />}
                  disabled={memberships.fields.length === 1}
                  aria-label={t("users.admin.removeMembership", {
                    company:
                      companyById.get(chosen[index]?.companyId ?? "")?.name ?? position.number,
                  })}
                  onClick={() => memberships.remove(index)}
                >
                  {t("users.admin.remove")}
                </Button>
              )}
            </div>
          );
        })}
        {!single && (
          <Button
            icon={<Plus size={18} aria-hidden="true" />}
            onClick={() => memberships.append({ companyId: "", role: "" })}
          >
            {t("users.admin.addMembership")}
          </Button>
        )}
      </fieldset>
      <div className={formStyles.actions}>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("users.form.cancel")}
        </Button>
      </div>
    </form>
  );
}
