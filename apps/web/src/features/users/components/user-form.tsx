import type { CompanyType } from "@leerlijn/contracts/companies/company.schema";
import type { CompanyRole } from "@leerlijn/contracts/users/grantable-roles";
import type { ReactNode } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useServerFieldError } from "../../../lib/use-server-field-error";
import { Select } from "../../../ui/select/select";
import { roleLabel } from "../role-label";
import { personBodyOf, type PersonFieldValues } from "./person-fields";
import { PersonForm, type PersonFormProps } from "./person-form";

export type UserFormValues = PersonFieldValues & {
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

type Choices = {
  /** The company select: shown only with more than one company to choose from. */
  companies?: readonly { id: string; name: string }[];
  /** The role select: shown only when given. */
  roles?: readonly CompanyRole[];
  companyType: CompanyType;
};

export type UserFormProps = Omit<PersonFormProps<UserFormValues>, "defaultValues" | "emailHint"> &
  Choices & {
    defaultValues?: Partial<UserFormValues>;
    /** Replaces the hint under the email (about the invitation); null shows none. */
    emailHint?: string | null;
    /** Extra content between the fields and the buttons. */
    children?: ReactNode;
  };

/**
 * The new-user form of spec §3 and §5: the person's name and email, optionally the company and
 * the role. Used for adding and editing people in user management, and inline in the user
 * checklist.
 */
export function UserForm({
  defaultValues,
  emailRequired = false,
  emailHint,
  companies,
  roles,
  companyType,
  children,
  ...form
}: UserFormProps) {
  const { t } = useTranslation();
  const hint =
    emailHint !== undefined
      ? (emailHint ?? undefined)
      : emailRequired
        ? t("users.form.emailHintRequired")
        : t("users.form.emailHint");
  return (
    <PersonForm<UserFormValues>
      {...form}
      defaultValues={{ ...emptyUserForm, ...defaultValues }}
      emailRequired={emailRequired}
      emailHint={hint}
    >
      <CompanyAndRole
        companies={companies}
        roles={roles}
        companyType={companyType}
        error={form.error}
      />
      {children}
    </PersonForm>
  );
}

function CompanyAndRole({
  companies,
  roles,
  companyType,
  error,
}: Choices & { error: Error | null }) {
  const { t } = useTranslation();
  const { control, watch } = useFormContext<UserFormValues>();
  const serverError = useServerFieldError(error, watch);
  return (
    <>
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
              error={serverError("companyId")}
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
              error={serverError("role")}
            />
          )}
        />
      )}
    </>
  );
}

/** The body of POST /users from the form's text values (empty means absent). */
export function newUserBodyOf(values: UserFormValues, emailRequired = false) {
  return {
    ...personBodyOf(values),
    companyId: values.companyId || null,
    emailRequired,
    ...(values.role ? { role: values.role } : {}),
  };
}
