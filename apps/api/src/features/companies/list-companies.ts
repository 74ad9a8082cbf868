import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import type { Tenant } from "../../platform/tenancy/tenant";
import { listCompanySummaries } from "./companies.repository";

/**
 * On the administrative domain the platform admin sees every company; anywhere else a company
 * lists its own sub companies, never another company's.
 */
export function listCompanies(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  page: { limit: number; offset: number } | null,
) {
  const everything = tenant.type === "administrator" && actor.isPlatformAdmin;
  return listCompanySummaries(db, everything ? null : tenant.id, page);
}
