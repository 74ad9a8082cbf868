import { type CompanyRole, grantableRoles } from "@leerlijn/contracts/users/grantable-roles";
import type { CompanyType } from "@leerlijn/contracts/companies/company.schema";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import type { Tenant } from "../../platform/tenancy/tenant";
import { findSubCompanies } from "../companies/companies.repository";

/** What one person managing users may reach: which companies, and which roles they may give. */
export type ManagementScope = {
  actor: Actor;
  tenant: Tenant;
  /** The current company first, then (for its group leaders) its sub companies. */
  companies: { id: string; name: string; type: CompanyType }[];
  companyIds: string[];
  grantable: CompanyRole[];
};

/**
 * A group leader of a parent company (and the platform admin) also manages the people of its
 * sub companies; everyone else stays inside the current company.
 */
export async function managementScope(
  db: Db,
  actor: Actor,
  tenant: Tenant,
): Promise<ManagementScope> {
  const leadsParent = actor.isPlatformAdmin || actor.roles.includes("admin-group-leader");
  const subCompanies = leadsParent
    ? (tenant.subCompanies ?? (await findSubCompanies(db, tenant.id)))
    : [];
  const companies = [{ id: tenant.id, name: tenant.name, type: tenant.type }, ...subCompanies];
  return {
    actor,
    tenant,
    companies,
    companyIds: companies.map((company) => company.id),
    grantable: grantableRoles(actor.roles),
  };
}

/** Whether the actor may change someone with these roles (never themselves). */
export function canManageMember(
  scope: ManagementScope,
  member: { userId: string; roles: readonly string[] },
): boolean {
  if (member.userId === scope.actor.userId) return false;
  return member.roles.every((role) => (scope.grantable as readonly string[]).includes(role));
}
