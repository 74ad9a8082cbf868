import type { z } from "zod";
import type { Permission } from "./permissions";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One endpoint, declared once. The server registers its route from this object and the web
 * client types its calls from it. `path` is relative to `/api/v1` and uses `:name` params.
 * Without `permission` an endpoint needs a signed-in user; `public` opens it to everyone.
 */
export type Contract = {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Success body; absent means 204 No Content (or a file, see `file`). */
  response?: z.ZodType;
  /** The success body is a file of this type to download (an export), not JSON. */
  file?: { contentType: string };
  status?: 200 | 201;
  permission?: Permission | readonly Permission[];
  public?: true;
  /** Also takes multipart/form-data, whose parts (files) the handler streams itself. */
  multipart?: true;
  /** Answers on any host, also one that belongs to no company (health checks, docs). */
  anyHost?: true;
  /** Extra per-route limit on requests per minute per IP, on top of the global one. */
  rateLimitPerMinute?: number;
};

export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

export type ParamsOf<C extends Contract> = C["params"] extends z.ZodType
  ? z.input<C["params"]>
  : undefined;
export type QueryOf<C extends Contract> = C["query"] extends z.ZodType
  ? z.input<C["query"]>
  : undefined;
export type BodyOf<C extends Contract> = C["body"] extends z.ZodType
  ? z.input<C["body"]>
  : undefined;
export type ResponseOf<C extends Contract> = C["response"] extends z.ZodType
  ? z.output<C["response"]>
  : undefined;

/**
 * Fills `:name` segments; values are URI-encoded so an id can never add a path segment. An
 * empty, `.` or `..` value would make URL parsers drop or climb a segment (also when encoded),
 * so it is refused like a missing one.
 */
export function buildPath(
  path: string,
  params: Record<string, string | number> | undefined,
): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    const text = String(value);
    if (text === "" || text === "." || text === "..")
      throw new Error(`Invalid path parameter ${name} for ${path}: ${JSON.stringify(text)}`);
    return encodeURIComponent(text);
  });
}
