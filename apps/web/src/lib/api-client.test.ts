import { defineContract } from "@leerlijn/contracts/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, callApi } from "./api-client";
import { sessionToken } from "./session-token";

const patchThing = defineContract({
  method: "PATCH",
  path: "/things/:id",
  summary: "test",
  tag: "test",
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string() }),
  response: z.object({ data: z.object({ name: z.string() }) }),
});

const listThings = defineContract({
  method: "GET",
  path: "/things",
  summary: "test",
  tag: "test",
  query: z.object({ page: z.number().optional(), sort: z.string().nullish() }),
  response: z.object({ data: z.array(z.string()) }),
});

function stubFetch(response: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(response);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionToken.clear();
});

describe("api client", () => {
  it("sends the bearer token, the page URL and the sent time", async () => {
    sessionToken.set("token-123456789012345");
    const calls = stubFetch(Response.json({ data: [] }));
    await callApi(listThings, { query: { page: 2, sort: null } });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(calls[0]?.url).toBe("/api/v1/things?page=2");
    expect(headers.authorization).toBe("Bearer token-123456789012345");
    expect(headers["x-page-url"]).toBe(window.location.href);
    expect(Date.parse(headers["x-sent-at"] ?? "")).not.toBeNaN();
  });

  it("sends a PATCH with form data as a POST with _method", async () => {
    const calls = stubFetch(Response.json({ data: { name: "x" } }));
    const form = new FormData();
    form.set("name", "x");
    await callApi(patchThing, { params: { id: "a/b" }, body: form });
    expect(calls[0]?.url).toBe("/api/v1/things/a%2Fb");
    expect(calls[0]?.init.method).toBe("POST");
    expect((calls[0]?.init.body as FormData).get("_method")).toBe("PATCH");
  });

  it("turns a failure into an ApiError with the field messages and the x-location", async () => {
    stubFetch(
      Response.json(
        {
          message: "Vul je voornaam in.",
          code: "VALIDATION_FAILED",
          errors: { first_name: ["Vul je voornaam in."] },
        },
        { status: 422 },
      ),
    );
    const error = await callApi(patchThing, { params: { id: "1" }, body: { name: "" } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldError("firstName")).toBe("Vul je voornaam in.");

    stubFetch(new Response(null, { status: 307, headers: { "x-location": "/elders" } }));
    const moved = await callApi(listThings, { query: {} }).catch((e: unknown) => e);
    expect((moved as ApiError).status).toBe(307);
    expect((moved as ApiError).location).toBe("/elders");
  });

  it("aborts an earlier identical call when asked to", () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal("fetch", (_url: string, init: RequestInit) => {
      signals.push(init.signal as AbortSignal);
      return new Promise(() => undefined);
    });
    void callApi(listThings, { query: { page: 1 }, cancelPrevious: true });
    void callApi(listThings, { query: { page: 1 }, cancelPrevious: true });
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });
});
