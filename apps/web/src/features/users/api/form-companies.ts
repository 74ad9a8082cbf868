import type { Company } from "@leerlijn/contracts/companies/company.schema";
import { can } from "@leerlijn/contracts/permissions";
import type { CurrentUser } from "@leerlijn/contracts/users/current-user.schema";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toasts } from "../../../ui/toast/toast-store";
import { subCompaniesQuery } from "../../companies/api/list-companies";

/**
 * The companies a new person can be placed in: this company and its sub companies. Spec §6:
 * only when the company has sub companies and is not of type administrator; a failure to list
 * them shows the spec's toast and leaves just this company.
 */
export function useFormCompanies(user: CurrentUser, company: Company, enabled = true) {
  const { t } = useTranslation();
  const wanted =
    enabled &&
    company.hasSubCompanies &&
    company.type !== "administrator" &&
    can(user, "domain.companies.list");
  const subCompanies = useQuery({ ...subCompaniesQuery, enabled: wanted });
  const failed = subCompanies.isError;
  useEffect(() => {
    if (!failed) return;
    toasts.show({
      type: "error",
      title: t("users.companiesFailed.title"),
      description: t("users.companiesFailed.description", { company: company.name }),
    });
  }, [failed, t, company.name]);
  if (!wanted || !subCompanies.data) return undefined;
  return [{ id: company.id, name: company.name }, ...subCompanies.data];
}
