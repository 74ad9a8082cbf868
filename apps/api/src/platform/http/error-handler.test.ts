import { defineContract } from "@leerlijn/contracts/contract";
import { idParams } from "@leerlijn/contracts/fields";
import { envelope } from "@leerlijn/contracts/pagination";
import type { FastifyInstance } from "fastify";
import { multipartBody } from "../../test/multipart";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany } from "../../test/factories";
import { registerContract } from "./register-contract";

const showItem = defineContract({
  method: "GET",
  path: "/__probe/items/:id",
  summary: "Probe: public route with a uuid param",
  tag: "probe",
  public: true,
  params: idParams,
  response: envelope(z.object({ id: z.string() })),
});
const failing = defineContract({
  method: "GET",
  path: "/__probe/failing",
  summary: "Probe: a bug in a handler",
  tag: "probe",
  public: true,
  anyHost: true,
  response: envelope(z.object({ id: z.string() })),
});

function probes(app: FastifyInstance) {
  registerContract(app, showItem, ({ params }) => Promise.resolve({ data: { id: params.id } }));
  registerContract(app, failing, () =>
    Promise.reject(new Error("connect ECONNREFUSED postgres://admin:hunter2@db")),
  );
}

const { app, database } = await buildTestApp({}, { extraRoutes: probes });
const company = await buildCompany(database.db);
const host = company.host;

const login = (payload: string, contentType: string) =>
  app.inject({
    method: "POST",
    url: "/api/v1/login",
    headers: { host, "content-type": contentType },
    payload,
  });

function expectError(
  response: Awaited<ReturnType<typeof login>>,
  status: number,
  body: { code: string; message: string },
) {
  expect(response.statusCode).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  expect(response.json()).toEqual(body);
}

describe("the error handler", () => {
  it("answers malformed JSON with 400 and a Dutch message", async () => {
    expectError(await login('{"email": "jan@example.nl",', "application/json"), 400, {
      code: "BAD_REQUEST",
      message: "De verstuurde gegevens zijn geen geldige JSON.",
    });
  });

  it("answers an empty JSON body with 400", async () => {
    expectError(await login("", "application/json"), 400, {
      code: "BAD_REQUEST",
      message: "De verstuurde gegevens zijn leeg.",
    });
  });

  it("answers a JSON body that tries to set __proto__ with 400", async () => {
    const response = await login('{"__proto__": {"isAdmin": true}}', "application/json");
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("answers a content type it does not read with 415", async () => {
    for (const contentType of ["application/xml", "image/png"]) {
      expectError(await login("<login/>", contentType), 415, {
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: "Dit soort gegevens wordt hier niet ondersteund.",
      });
    }
  });

  it("reads form fields sent as multipart, and answers a broken multipart body with 400", async () => {
    const form = multipartBody([
      { name: "email", value: "niemand@example.nl" },
      { name: "password", value: "onjuist" },
    ]);
    const refused = await login(form.payload.toString(), form.headers["content-type"] ?? "");
    expect(refused.statusCode).toBe(422);
    expectError(await login("<login/>", "multipart/form-data; boundary=xyz"), 400, {
      code: "BAD_REQUEST",
      message: "Het formulier kon niet worden gelezen. Probeer het opnieuw.",
    });
  });

  it("answers a body over 1 MiB with 413", async () => {
    const payload = JSON.stringify({ email: "jan@example.nl", password: "x".repeat(1024 * 1024) });
    expectError(await login(payload, "application/json"), 413, {
      code: "PAYLOAD_TOO_LARGE",
      message: "De verstuurde gegevens zijn te groot.",
    });
  });

  it("answers an unknown /api route, or a known path with another method, with a JSON 404", async () => {
    for (const [method, url] of [
      ["GET", "/api/v1/does-not-exist"],
      ["GET", "/api/v2/users/me"],
      ["PUT", "/api/v1/users/me"],
      ["GET", "/somewhere-else"],
    ] as const) {
      expectError(await app.inject({ method, url, headers: { host } }), 404, {
        code: "NOT_FOUND",
        message: "Dit adres bestaat niet.",
      });
    }
  });

  it("answers path params that fail validation with 404, like an unknown object", async () => {
    // Over 100 characters Fastify itself refuses the param; that is the same 404.
    for (const id of [
      "not-a-uuid",
      "1",
      "'%20OR%201=1",
      "%00",
      "x".repeat(101),
      "x".repeat(5000),
    ]) {
      expectError(
        await app.inject({ method: "GET", url: `/api/v1/__probe/items/${id}`, headers: { host } }),
        404,
        { code: "NOT_FOUND", message: "Dit bestaat niet (meer) of je hebt er geen toegang toe." },
      );
    }
    const valid = "3f1c2a9e-8b7d-4c6e-9a5f-1b2c3d4e5f60";
    const response = await app.inject({
      method: "GET",
      url: `/api/v1/__probe/items/${valid}`,
      headers: { host },
    });
    expect(response.json()).toEqual({ data: { id: valid } });
  });

  it("answers a URL with broken percent-encoding with 400 and a Dutch message", async () => {
    for (const url of ["/api/v1/__probe/items/%E0%A4%A", "/api/v1/users/me%E0", "/api/v1/%"]) {
      expectError(await app.inject({ method: "GET", url, headers: { host } }), 400, {
        code: "BAD_REQUEST",
        message: "Dit adres is ongeldig.",
      });
    }
  });

  it("masks an unexpected error as 500 with the generic Dutch message and no detail", async () => {
    const response = await app.inject({ method: "GET", url: "/api/v1/__probe/failing" });
    expectError(response, 500, { code: "INTERNAL", message: "Er ging iets mis" });
    expect(response.body).not.toMatch(/hunter2|ECONNREFUSED|stack/);
  });
});
