import type { Tenant } from "../../platform/tenancy/tenant";

/** A sub company sees its parent's library too (read-only); everyone sees their own. */
export function visibleCompanyIds(tenant: Tenant): string[] {
  return tenant.parentCompanyId ? [tenant.id, tenant.parentCompanyId] : [tenant.id];
}
