import type { Permission, Role } from "@leerlijn/contracts/permissions";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Tenant } from "../tenancy/tenant";
import { unauthenticated } from "../http/app-error";
import { hashToken } from "./tokens";

/** The signed-in user as seen on the request's company. */
export type Actor = {
  userId: string;
  companyId: string;
  companyUserId: string | null;
  roles: Role[];
  permissions: Permission[];
  isPlatformAdmin: boolean;
  tokenHash: string;
};

export type SessionResolver = (tokenHash: string, tenant: Tenant) => Promise<Actor | null>;

declare module "fastify" {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    resolveSession: SessionResolver;
  }
}

export function installAuth(app: FastifyInstance, resolveSession: SessionResolver): void {
  app.decorate("resolveSession", resolveSession);
  app.decorateRequest("actor", null);
}

export function bearerToken(request: FastifyRequest): string | null {
  return parseBearer(request.headers.authorization);
}

/** The token of an `Authorization: Bearer …` value; null when absent or malformed. */
export function parseBearer(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Resolves the bearer token against the tenant; null when absent, invalid or expired. */
export async function findActor(request: FastifyRequest, tenant: Tenant): Promise<Actor | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const actor = await request.server.resolveSession(hashToken(token), tenant);
  request.actor = actor;
  return actor;
}

export async function requireActor(request: FastifyRequest, tenant: Tenant): Promise<Actor> {
  const actor = await findActor(request, tenant);
  if (!actor) throw unauthenticated();
  return actor;
}
