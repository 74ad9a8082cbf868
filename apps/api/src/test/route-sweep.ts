import { randomUUID } from "node:crypto";
import { buildPath } from "@leerlijn/contracts/contract";
import { PLATFORM_ADMIN_ROLE, type Role } from "@leerlijn/contracts/permissions";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { findLiveAccessToken, insertAccessToken } from "../features/auth/access-tokens.repository";
import { hashToken, newToken } from "../platform/auth/tokens";
import type { Db } from "../platform/db/database";
import type { RegisteredContract } from "../platform/http/register-contract";
import { buildCompany, buildUser, signIn } from "./factories";
import type { FormPart } from "./multipart";

/**
 * Helpers for the sweeps that call every registered route: sample values generated from the
 * contracts' zod schemas, and callers signed in once per role.
 */

/** One way to reach a route: the contract itself, or a PATCH/PUT through POST + `_method`. */
export type SweepRoute = {
  contract: RegisteredContract;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The `_method` a POST carries when it stands in for a PATCH or PUT. */
  override?: "PATCH" | "PUT";
  /** Sent as multipart/form-data, as the web client sends FormData. */
  form?: true;
  label: string;
};

/**
 * Every way to reach every route: as declared; a multipart contract also with a multipart body;
 * a PATCH/PUT also as POST + `_method`, in JSON and in multipart FormData.
 */
export function sweepRoutes(app: FastifyInstance): SweepRoute[] {
  return app.contracts.flatMap((contract) => {
    const direct: SweepRoute = {
      contract,
      method: contract.method,
      label: `${contract.method} ${contract.url}`,
    };
    const routes = [direct];
    if (contract.multipart)
      routes.push({ ...direct, form: true, label: `${direct.label} (multipart)` });
    if ((contract.method === "PATCH" || contract.method === "PUT") && contract.body) {
      const override = {
        contract,
        method: "POST" as const,
        override: contract.method,
        label: `POST ${contract.url} (_method=${contract.method})`,
      };
      routes.push(override, { ...override, form: true, label: `${override.label} (multipart)` });
    }
    return routes;
  });
}

/** A 1×1 PNG: the smallest real file a multipart route may be sent. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The form a route gets when swept as multipart: its text fields, a file when it takes files. */
export function sampleForm(route: SweepRoute, fields: Record<string, unknown> = {}): FormPart[] {
  const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({
    name,
    value: typeof value === "string" ? value : JSON.stringify(value),
  }));
  if (route.override) parts.push({ name: "_method", value: route.override });
  if (route.contract.multipart)
    parts.push({
      name: "images[sweep]",
      filename: "sweep.png",
      contentType: "image/png",
      data: TINY_PNG,
    });
  return parts;
}

type SchemaDef = {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.core.$ZodType[];
};
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as SchemaDef;

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch"]);
const TEXT_SAMPLES = [
  "Voorbeeld",
  "voorbeeld",
  "2000-01-01",
  "jan@example.nl",
  "#1d4ed8",
  "https://example.nl",
  "1",
  // A stored file name with a content hash (company logos).
  "light-0123456789abcdef.png",
  // A certificate's verification code (base64url of 20 bytes).
  "Zm9vYmFyLWNlcnRpZmljYXRlLTE",
];

/** The object shape under wrappers and pipes (`z.preprocess`, `.transform`), if any. */
export function objectShape(
  schema: z.core.$ZodType | undefined,
): Record<string, z.core.$ZodType> | null {
  if (!schema) return null;
  const def = defOf(schema);
  if (def.type === "object" && def.shape) return def.shape;
  if (WRAPPERS.has(def.type) && def.innerType) return objectShape(def.innerType);
  if (def.type === "pipe") return objectShape(def.in) ?? objectShape(def.out);
  return null;
}

function candidates(schema: z.core.$ZodType, depth: number): unknown[] {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) || def.type === "nonoptional")
    return def.innerType ? candidates(def.innerType, depth) : [];
  switch (def.type) {
    case "pipe":
      return def.in ? candidates(def.in, depth) : [];
    case "object": {
      const value = sampleObject(schema, depth);
      return value === undefined ? [] : [value];
    }
    case "array": {
      const item = def.element ? sampleValue(def.element, depth + 1) : undefined;
      return item === undefined ? [[]] : [[item], [item, item], [item, item, item], []];
    }
    case "enum":
      return Object.values(def.entries ?? {});
    case "literal":
      return [...(def.values ?? [])];
    case "union":
      return (def.options ?? []).flatMap((option) => candidates(option, depth));
    case "number":
    case "int":
      return [1, 0, 100];
    case "boolean":
      return [true, false];
    case "null":
      return [null];
    case "string":
      return [...TEXT_SAMPLES, randomUUID()];
    default:
      return [...TEXT_SAMPLES, 1, true, null, randomUUID()];
  }
}

/** A value the schema accepts, found by trying likely candidates; undefined when none fits. */
export function sampleValue(schema: z.core.$ZodType, depth = 0): unknown {
  if (depth > 6) return undefined;
  return candidates(schema, depth).find((value) => z.safeParse(schema, value).success);
}

function sampleObject(schema: z.core.$ZodType, depth: number): Record<string, unknown> | undefined {
  const shape = objectShape(schema);
  if (!shape) return undefined;
  const value: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const sample = sampleValue(field, depth + 1);
    if (sample !== undefined) value[key] = sample;
  }
  return value;
}

/** A body the contract most likely accepts, as the base that hostile variants start from. */
export function sampleBody(contract: RegisteredContract): unknown {
  if (!contract.body) return undefined;
  return sampleValue(contract.body) ?? sampleObject(contract.body, 0) ?? {};
}

/** Syntactically valid path params (a random uuid for a uuid field, and so on). */
export function samplePathParams(contract: RegisteredContract): Record<string, string> {
  const params: Record<string, string> = {};
  const shape: Record<string, z.core.$ZodType> = contract.params?.shape ?? {};
  for (const [name, field] of Object.entries(shape)) {
    const value = sampleValue(field);
    if (typeof value !== "string" && typeof value !== "number")
      throw new Error(`No sample fits :${name} of ${contract.url}; teach route-sweep.ts about it`);
    params[name] = String(value);
  }
  return params;
}

export function routeUrl(route: SweepRoute, params = samplePathParams(route.contract)): string {
  return buildPath(route.contract.url, params);
}

/** Someone calling the API: anonymous, or a user with one role, signed in on their company. */
export type Caller = {
  name: string;
  role: Role | null;
  host: string;
  companyId: string;
  userId: string | null;
  token: string | null;
};

/**
 * A caller in a fresh company of their own: the platform admin in an administrator company,
 * every other role in an ordinary one. Signs in through the real login route.
 */
export async function callerWithRole(
  app: FastifyInstance,
  db: Db,
  role: Role | null,
): Promise<Caller> {
  const company = await buildCompany(db, {
    type: role === PLATFORM_ADMIN_ROLE ? "administrator" : "company",
  });
  if (role === null)
    return {
      name: "anonymous",
      role,
      host: company.host,
      companyId: company.id,
      userId: null,
      token: null,
    };
  const user = await buildUser(db, company, [role]);
  const token = await signIn(app, company.host, user.email);
  return { name: role, role, host: company.host, companyId: company.id, userId: user.id, token };
}

/**
 * Routes such as logout revoke the token they are called with. Before each call the caller
 * gets a new token if theirs is gone, so every route is still swept signed in.
 */
export async function keepSignedIn(db: Db, caller: Caller): Promise<void> {
  if (!caller.token || !caller.userId) return;
  if (await findLiveAccessToken(db, hashToken(caller.token))) return;
  const token = newToken();
  await insertAccessToken(db, {
    tokenHash: hashToken(token),
    userId: caller.userId,
    companyId: caller.companyId,
    ttlDays: 1,
  });
  caller.token = token;
}

export function callerHeaders(caller: Caller): Record<string, string> {
  return {
    host: caller.host,
    ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
  };
}
