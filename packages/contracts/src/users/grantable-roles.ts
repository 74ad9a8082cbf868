import type { CompanyType } from "../companies/company.schema";
import { PLATFORM_ADMIN_ROLE, type Role } from "../permissions";

/** The roles people have inside a company (the platform admin role lives elsewhere). */
export const companyRoles = [
  "admin-group-leader",
  "admin-trainer",
  "sub-admin-group-leader",
  "sub-admin-trainer",
  "company-student",
  "training-student",
] as const satisfies readonly Role[];
export type CompanyRole = (typeof companyRoles)[number];

const learnerRoles: readonly CompanyRole[] = ["company-student", "training-student"];

/** Who may hand out which roles: never more than one's own standing. */
const grantableBy: Record<Role, readonly CompanyRole[]> = {
  [PLATFORM_ADMIN_ROLE]: companyRoles,
  "admin-group-leader": companyRoles,
  "sub-admin-group-leader": [
    "sub-admin-group-leader",
    "sub-admin-trainer",
    "company-student",
    "training-student",
  ],
  "admin-trainer": learnerRoles,
  "sub-admin-trainer": learnerRoles,
  "company-student": [],
  "training-student": [],
};

/** The company roles an actor with these roles may give (and so manage), in table order. */
export function grantableRoles(actorRoles: readonly Role[]): CompanyRole[] {
  const granted = new Set(actorRoles.flatMap((role) => grantableBy[role]));
  return companyRoles.filter((role) => granted.has(role));
}

/** Spec §6: learners get company-student in company-type domains, otherwise training-student. */
export function learnerRoleFor(companyType: CompanyType): CompanyRole {
  return companyType === "company" ? "company-student" : "training-student";
}

export function isCompanyRole(value: string): value is CompanyRole {
  return (companyRoles as readonly string[]).includes(value);
}
