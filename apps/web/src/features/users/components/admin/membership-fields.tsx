import type { CompanySummary } from "@leerlijn/contracts/companies/companies.contract";
import { PLATFORM_ADMIN_ROLE, type Role, roles } from "@leerlijn/contracts/permissions";
import { Plus, Trash2 } from "lucide-react";
import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useServerFieldError } from "../../../../lib/use-server-field-error";
import { Alert } from "../../../../ui/alert/alert";
import { Button } from "../../../../ui/button/button";
import { Select } from "../../../../ui/select/select";
import { roleLabel } from "../../role-label";
import styles from "./admin-user-form.module.css";

/** The part of a person's form these fields fill. */
export type MembershipFieldValues = {
  memberships: { companyId: string; role: Role | "" }[];
};

/**
 * The companies a person belongs to, each with one role; the platform admin role only in an
 * administrator company. With `single` it is the one company and role a new person gets.
 */
export function MembershipFields({
  companies,
  single,
  error,
}: {
  companies: readonly CompanySummary[];
  single: boolean;
  error: Error | null;
}) {
  const { t } = useTranslation();
  const { control, watch } = useFormContext<MembershipFieldValues>();
  const memberships = useFieldArray({ control, name: "memberships" });
  const chosen = useWatch({ control, name: "memberships" });
  const companyById = new Map(companies.map((company) => [company.id, company]));
  const fieldError = useServerFieldError(error, watch);
  // Creating sends one company and role as top-level fields; editing sends the list.
  const serverError = (index: number, field: "companyId" | "role") => {
    const name = `memberships.${index}.${field}`;
    return fieldError(name, single ? field : name);
  };
  const listError = fieldError("memberships");

  return (
    <fieldset className={styles.memberships}>
      <legend className={styles.legend}>
        {single ? t("users.admin.placement") : t("users.admin.memberships")}
      </legend>
      {listError && <Alert tone="danger">{listError}</Alert>}
      {memberships.fields.map((field, index) => {
        const company = companyById.get(chosen[index]?.companyId ?? "");
        const roleOptions = roles
          .filter((role) => role !== PLATFORM_ADMIN_ROLE || company?.type === "administrator")
          .map((role) => ({
            value: role,
            label: company ? roleLabel(t, role, company.type) : t(`users.roles.${role}`),
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
                  options={companies.map((option) => ({ value: option.id, label: option.name }))}
                  placeholder={t("users.admin.chooseCompany")}
                  value={select.value}
                  onChange={select.onChange}
                  error={fieldState.error?.message ?? serverError(index, "companyId")}
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
                  error={fieldState.error?.message ?? serverError(index, "role")}
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
                  company: company?.name ?? position.number,
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
  );
}
