import { notFound } from "../../../platform/http/app-error";
import type { Tenant } from "../../../platform/tenancy/tenant";

/**
 * The cross-company view exists only on the administrative domain: a platform admin's session
 * on a company's host stays a view of that company, as every other route there is.
 */
export function requireAdministrativeDomain(tenant: Tenant): void {
  if (tenant.type !== "administrator") throw notFound();
}
