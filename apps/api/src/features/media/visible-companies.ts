import type { Actor } from "../../platform/auth/actor";
import type { Tenant } from "../../platform/tenancy/tenant";

/** A sub company sees its parent's library too (read-only); everyone sees their own. */
export function visibleCompanyIds(tenant: Tenant): string[] {
  return tenant.parentCompanyId ? [tenant.id, tenant.parentCompanyId] : [tenant.id];
}

/**
 * Spec §6 lets media be deleted "on the administrative domain": the platform admin there manages
 * every company's library. Anyone else, and the platform admin on a company's own host, sees
 * only what that company sees.
 */
export function managesEveryLibrary(tenant: Tenant, actor: Pick<Actor, "isPlatformAdmin">) {
  return tenant.type === "administrator" && actor.isPlatformAdmin;
}
