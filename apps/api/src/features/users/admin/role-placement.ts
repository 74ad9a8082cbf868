import type { CompanyType } from "@leerlijn/contracts/companies/company.schema";
import { PLATFORM_ADMIN_ROLE, type Role } from "@leerlijn/contracts/permissions";

export const COMPANY_UNKNOWN_MESSAGE = "Kies een van de omgevingen uit de lijst.";
export const PLATFORM_ROLE_PLACEMENT_MESSAGE =
  "De rol platformbeheerder kan alleen in een beheeromgeving.";

/**
 * The platform admin role counts only in an administrator company (see roles-on-host), so it
 * is refused elsewhere rather than stored where it would silently mean nothing.
 */
export function roleFitsCompany(role: Role, companyType: CompanyType): boolean {
  return role !== PLATFORM_ADMIN_ROLE || companyType === "administrator";
}
