import {
  buildPath,
  type BodyOf,
  type Contract,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from "@leerlijn/contracts/contract";
import type { ErrorBody } from "@leerlijn/contracts/errors";
import { writeStarted } from "./pending-writes";
import { toQueryString } from "./query-string";
import { sessionToken } from "./session-token";

export const API_BASE = "/api/v1";

/** A failed call: the HTTP status and, when the server sent one, its error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
    readonly method: string,
    readonly location: string | null = null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = "ApiError";
  }

  /** The first server message of a field, as forms show it; `firstName` reads `first_name`. */
  fieldError(field: string): string | undefined {
    const key = field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    return this.body?.errors?.[key]?.[0];
  }
}

/** The first server message of a field when `error` is a failed call, as forms show it. */
export function fieldErrorOf(error: Error | null, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldError(field) : undefined;
}

type Optional<K extends string, T> = T extends undefined
  ? { [P in K]?: undefined }
  : { [P in K]: T };

export type CallInput<C extends Contract> = Optional<"params", ParamsOf<C>> &
  Optional<"query", QueryOf<C>> &
  Optional<"body", BodyOf<C> | FormData> & {
    signal?: AbortSignal;
    /** Abort an earlier identical call still in flight (for type-ahead searches). */
    cancelPrevious?: boolean;
    /**
     * Only validate (spec section 7, Precognition): the server checks these fields of the body
     * and answers 204 or a 422 for them, without doing anything. Field names as the form has them.
     */
    precognition?: readonly string[];
  };

const inFlight = new Map<string, AbortController>();

function requestHeaders(accept: string): Record<string, string> {
  const headers: Record<string, string> = {
    accept,
    "x-page-url": window.location.href,
    "x-sent-at": new Date().toISOString(),
  };
  const token = sessionToken.get();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

async function failure(response: Response, method: string): Promise<ApiError> {
  const text = await response.text();
  let body: ErrorBody | null;
  try {
    body = text ? (JSON.parse(text) as ErrorBody) : null;
  } catch {
    body = null;
  }
  return new ApiError(response.status, body, method, locationOf(response, body));
}

/**
 * Where a 307 sends the page (spec section 8): the `x-location` header, or the body's copy. The
 * server sends no `Location`, so the browser returns the answer itself instead of following it;
 * fetch's "manual" mode would turn any 307 into an opaque answer without headers or body.
 */
function locationOf(response: Response, body: ErrorBody | null): string | null {
  return response.headers.get("x-location") ?? body?.location ?? null;
}

/**
 * Calls one endpoint, typed by its contract. Pure: no toasts or redirects here; the query layer
 * decides what a failure means for the user.
 */
export function callApi<C extends Contract>(contract: C, input: CallInput<C>) {
  return callEndpoint<C>(contract, input);
}

/**
 * The same call with only the contract's method and path at hand (the first-visit endpoints,
 * whose schemas stay out of the first download); the contract, named as a type, types it.
 */
export async function callEndpoint<C extends Contract>(
  contract: Pick<C, "method" | "path">,
  input: CallInput<C>,
): Promise<ResponseOf<C>> {
  const path = buildPath(contract.path, input.params as Record<string, string> | undefined);
  const url = API_BASE + path + toQueryString(input.query);
  const headers = requestHeaders("application/json");
  if (input.precognition) {
    headers.precognition = "true";
    headers["precognition-validate-only"] = input.precognition.join(",");
  }

  let method: string = contract.method;
  let body: BodyInit | undefined;
  if (input.body instanceof FormData) {
    if (method === "PATCH" || method === "PUT") {
      input.body.set("_method", method);
      method = "POST";
    }
    body = input.body;
  } else if (input.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(input.body);
  }

  const controller = new AbortController();
  const key = `${method} ${url}`;
  if (input.cancelPrevious) {
    inFlight.get(key)?.abort();
    inFlight.set(key, controller);
  }
  input.signal?.addEventListener("abort", () => controller.abort(), { once: true });
  // Precognition only validates; anything else but a read is a write to wait for.
  const writeDone = method !== "GET" && !input.precognition ? writeStarted() : undefined;

  try {
    const response = await fetch(url, {
      method,
      headers,
      body,
      signal: controller.signal,
      credentials: "include",
    });
    if (response.status === 204) return undefined as ResponseOf<C>;
    const text = await response.text();
    const json: unknown = text ? JSON.parse(text) : null;
    if (!response.ok) {
      const body = (json as ErrorBody | null) ?? null;
      throw new ApiError(response.status, body, contract.method, locationOf(response, body));
    }
    return json as ResponseOf<C>;
  } finally {
    if (inFlight.get(key) === controller) inFlight.delete(key);
    writeDone?.();
  }
}

/** What a file contract sends: the bytes and the name the server gave the download. */
export type DownloadedFile = { blob: Blob; fileName: string };

/** Fetches a file contract's download (an export) with the session's token. */
export async function fetchFile<C extends Contract & { file: object }>(
  // An endpoint without schemas, typed by its contract, as with callEndpoint.
  contract: C | Pick<C, "method" | "path">,
  input: Pick<CallInput<C>, "params" | "query">,
): Promise<DownloadedFile> {
  const path = buildPath(contract.path, input.params as Record<string, string> | undefined);
  const response = await fetch(API_BASE + path + toQueryString(input.query), {
    method: contract.method,
    headers: requestHeaders("*/*"),
    credentials: "include",
  });
  if (!response.ok) throw await failure(response, contract.method);
  const disposition = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  return {
    blob: await response.blob(),
    fileName: encoded ? decodeURIComponent(encoded) : "download",
  };
}
