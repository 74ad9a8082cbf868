import { PLATFORM_ADMIN_ROLE, type Role } from "@leerlijn/contracts/permissions";
import type { CompanyRow } from "../companies/companies.table";
import type { CompanyUserRow } from "./users.table";

/** An active membership that matters on a company's host (see findActiveMembershipsOnHost). */
export type HostMembership = Pick<CompanyUserRow, "id" | "companyId" | "roles"> & {
  companyType: CompanyRow["type"];
};

export type HostAccess = {
  roles: Role[];
  companyUserId: string | null;
  isPlatformAdmin: boolean;
};

/**
 * What a person may be on a company's host: their roles in that company, plus the platform
 * admin role when they hold it in an administrator company. Null means no access at all.
 */
export function rolesOnHost(
  memberships: readonly HostMembership[],
  companyId: string,
): HostAccess | null {
  const own = memberships.find((membership) => membership.companyId === companyId);
  const isPlatformAdmin = memberships.some(
    (membership) =>
      membership.companyType === "administrator" && membership.roles.includes(PLATFORM_ADMIN_ROLE),
  );
  if (!own && !isPlatformAdmin) return null;
  const roles = new Set<Role>(own?.roles ?? []);
  if (isPlatformAdmin) roles.add(PLATFORM_ADMIN_ROLE);
  return { roles: [...roles], companyUserId: own?.id ?? null, isPlatformAdmin };
}
