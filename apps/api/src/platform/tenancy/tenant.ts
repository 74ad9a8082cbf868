import type { CompanyType } from "@leerlijn/contracts/companies/company.schema";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { notFound } from "../http/app-error";

/** What the platform needs to know of the company a request is for. */
export type Tenant = {
  id: string;
  name: string;
  type: CompanyType;
  domainCode: string;
  parentCompanyId: string | null;
  /**
   * Its sub companies by name, when the tenant comes from the (cached) company directory;
   * tenants built elsewhere (seed, scripts) leave them to be looked up.
   */
  subCompanies?: readonly { id: string; name: string; type: CompanyType }[];
};

export type TenantResolver = (host: string) => Promise<Tenant | null>;

declare module "fastify" {
  interface FastifyRequest {
    tenant: Tenant | null;
  }
  interface FastifyInstance {
    resolveTenant: TenantResolver;
  }
}

/** `Host` without port, lower-cased; IPv6 literals keep their brackets. */
export function hostName(hostHeader: string | undefined): string {
  if (!hostHeader) return "";
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  const colon = host.indexOf(":");
  return colon === -1 ? host : host.slice(0, colon);
}

export const UNKNOWN_HOST_MESSAGE = "Deze omgeving bestaat niet.";

export function installTenancy(app: FastifyInstance, resolveTenant: TenantResolver): void {
  app.decorate("resolveTenant", resolveTenant);
  app.decorateRequest("tenant", null);
}

/** The request's company; an unknown host is a 404 like any unknown object. */
export async function requireTenant(request: FastifyRequest): Promise<Tenant> {
  const tenant = await request.server.resolveTenant(hostName(request.headers.host));
  if (!tenant) throw notFound(UNKNOWN_HOST_MESSAGE);
  request.tenant = tenant;
  return tenant;
}
