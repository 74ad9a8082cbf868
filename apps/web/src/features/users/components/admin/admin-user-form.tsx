import type { CompanySummary } from "@leerlijn/contracts/companies/companies.contract";
import { useTranslation } from "react-i18next";
import type { PersonFieldValues } from "../person-fields";
import { PersonForm } from "../person-form";
import styles from "./admin-user-form.module.css";
import { MembershipFields, type MembershipFieldValues } from "./membership-fields";

export type AdminUserFormValues = PersonFieldValues & MembershipFieldValues;

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
  return (
    <PersonForm<AdminUserFormValues>
      className={styles.form}
      defaultValues={defaultValues}
      emailRequired={emailRequired}
      emailHint={single ? t("users.admin.emailHint") : undefined}
      pending={pending}
      error={error}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      onCancel={onCancel}
      onSubmit={onSubmit}
    >
      <MembershipFields companies={companies} single={single} error={error} />
    </PersonForm>
  );
}
