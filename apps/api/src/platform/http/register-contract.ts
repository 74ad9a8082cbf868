import type { Contract, HttpMethod } from "@leerlijn/contracts/contract";
import { can } from "@leerlijn/contracts/permissions";
import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import { z } from "zod";
import { type Actor, findActor, requireActor } from "../auth/actor";
import { requireTenant, type Tenant } from "../tenancy/tenant";
import { AppError, forbidden } from "./app-error";
import { tracked } from "./in-flight";
import { multipartFields } from "./multipart";

export const API_PREFIX = "/api/v1";

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export type RouteContext<C extends Contract> = {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Out<C["params"]>;
  query: Out<C["query"]>;
  body: Out<C["body"]>;
  tenant: C["anyHost"] extends true ? Tenant | null : Tenant;
  actor: C["public"] extends true ? Actor | null : Actor;
};

/** What a file contract's handler returns: the download's name and its bytes (streamed or not). */
export type FileResult = { fileName: string; body: Buffer | Readable };

export type RouteHandler<C extends Contract> = (
  context: RouteContext<C>,
) => Promise<
  C["file"] extends object
    ? FileResult
    : C["response"] extends z.ZodType
      ? z.input<C["response"]>
      : void
>;

export type RegisteredContract = Contract & { url: string };

declare module "fastify" {
  interface FastifyInstance {
    contracts: RegisteredContract[];
  }
}

const OVERRIDABLE: readonly HttpMethod[] = ["PATCH", "PUT"];

function schemaOf(contract: Contract, body: z.ZodType | undefined): FastifySchema {
  const schema: FastifySchema & Record<string, unknown> = {
    summary: contract.summary,
    tags: [contract.tag],
  };
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  // A multipart request has no parsed body: its handler reads the parts as they stream in.
  if (body) schema.body = contract.multipart ? body.nullish() : body;
  if (contract.multipart) schema.consumes = ["multipart/form-data", "application/json"];
  schema.response = contract.file
    ? { 200: z.string().describe(`A ${contract.file.contentType} file`) }
    : contract.response
      ? { [contract.status ?? 200]: contract.response }
      : { 204: z.null().describe("No Content") };
  if (!contract.public) schema.security = [{ bearerAuth: [] }];
  return schema;
}

function stripMethodField(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  delete copy._method;
  return copy;
}

/**
 * Registers a contract as a Fastify route: tenant from the host, then the bearer token and the
 * permission (before validation, so a stranger learns nothing from 422s), then schema validation,
 * the Precognition short-cut, and the handler. A PATCH or PUT also answers a POST whose body says
 * `_method`, for forms that cannot send those methods.
 */
export function registerContract<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: RouteHandler<C>,
): void {
  const url = API_PREFIX + contract.path;
  app.contracts.push({ ...contract, url });

  const guard = (request: FastifyRequest) => tracked(app, () => authorize(request));

  /** Form fields sent as multipart become the body, unless the contract streams its parts. */
  const readFormData = async (request: FastifyRequest) => {
    if (!contract.multipart && request.isMultipart())
      request.body = await tracked(app, () => multipartFields(request));
  };

  const authorize = async (request: FastifyRequest) => {
    const tenant = contract.anyHost ? null : await requireTenant(request);
    if (!tenant) return;
    if (contract.public) {
      await findActor(request, tenant);
      return;
    }
    const actor = await requireActor(request, tenant);
    if (contract.permission && !can(actor, contract.permission)) throw forbidden();
  };

  const run = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.precognition === "true") {
      void reply.header("precognition", "true").header("precognition-success", "true").code(204);
      return null;
    }
    const result = await tracked(app, () =>
      handler({
        request,
        reply,
        params: request.params,
        query: request.query,
        body: request.body,
        tenant: request.tenant,
        actor: request.actor,
      } as RouteContext<C>),
    );
    if (contract.file) {
      const { fileName, body } = result as FileResult;
      // The name is ASCII-only in `filename` and exact in `filename*` (RFC 6266).
      const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
      void reply
        .code(200)
        .header("content-type", contract.file.contentType)
        .header(
          "content-disposition",
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header("cache-control", "no-store");
      return body;
    }
    if (contract.response === undefined) {
      void reply.code(204);
      return null;
    }
    // A handler may have set a status of its own (health's 503); 200 is only the default.
    if (reply.statusCode === 200) void reply.code(contract.status ?? 200);
    return result;
  };

  app.route({
    method: contract.method,
    url,
    schema: schemaOf(contract, contract.body),
    preValidation: async (request) => {
      await guard(request);
      await readFormData(request);
    },
    handler: run,
  });

  if (OVERRIDABLE.includes(contract.method) && contract.body) {
    app.route({
      method: "POST",
      url,
      schema: { ...schemaOf(contract, z.preprocess(stripMethodField, contract.body)), hide: true },
      // Sign-in and permission first: a stranger's form is never read, however large.
      preValidation: async (request) => {
        await guard(request);
        await readFormData(request);
        const declared = (request.body as { _method?: unknown } | undefined)?._method;
        if (typeof declared !== "string" || declared.toUpperCase() !== contract.method) {
          throw new AppError("METHOD_NOT_ALLOWED", "Deze handeling is hier niet toegestaan.");
        }
      },
      handler: run,
    });
  }
}
