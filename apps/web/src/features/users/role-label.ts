import type { CompanyType } from "@leerlijn/contracts/companies/company.schema";
import type { Role } from "@leerlijn/contracts/permissions";
import type { TFunction } from "i18next";

/** A role's name as people of this kind of company call it (a company's learners are staff). */
export function roleLabel(t: TFunction, role: Role, companyType: CompanyType): string {
  if (role === "company-student" && companyType !== "company")
    return t("users.roles.company-student-other");
  return t(`users.roles.${role}`);
}
