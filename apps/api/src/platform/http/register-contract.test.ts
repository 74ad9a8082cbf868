import { defineContract } from "@leerlijn/contracts/contract";
import { idParams, nameField } from "@leerlijn/contracts/fields";
import { envelope } from "@leerlijn/contracts/pagination";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn } from "../../test/factories";
import { multipartBody } from "../../test/multipart";
import { registerContract } from "./register-contract";

/** Probe routes that exercise the guard, validation and serialisation of registerContract. */
const addNote = defineContract({
  method: "POST",
  path: "/__probe/users/:id/notes",
  summary: "Probe: a guarded route with params, body and a 201",
  tag: "probe",
  permission: "lms.groups.create",
  params: idParams,
  body: z.strictObject({ note: nameField }),
  response: envelope(z.object({ userId: z.string(), note: z.string() })),
  status: 201,
});
const dashboard = defineContract({
  method: "GET",
  path: "/__probe/dashboard",
  summary: "Probe: any one of two permissions",
  tag: "probe",
  permission: ["lms.cockpits.list", "student.courses.public.list"],
  response: envelope(z.object({ ok: z.boolean() })),
});
const removeThing = defineContract({
  method: "DELETE",
  path: "/__probe/things/:id",
  summary: "Probe: no response body",
  tag: "probe",
  permission: "lms.users.delete",
  params: idParams,
});
const replaceNote = defineContract({
  method: "PUT",
  path: "/__probe/users/:id/note",
  summary: "Probe: a PUT that forms reach through the _method override",
  tag: "probe",
  permission: "lms.groups.create",
  params: idParams,
  body: z.strictObject({ note: nameField }),
  response: envelope(z.object({ note: z.string() })),
});
const download = defineContract({
  method: "GET",
  path: "/__probe/download",
  summary: "Probe: a file to download",
  tag: "probe",
  permission: "lms.users.export",
  file: { contentType: "text/csv; charset=utf-8" },
});

function probes(app: FastifyInstance) {
  registerContract(app, download, () =>
    Promise.resolve({
      fileName: 'lijst "één".csv',
      body: Readable.from(["a;b\r\n", "1;2\r\n"]),
    }),
  );
  registerContract(app, addNote, async ({ params, body }) => {
    const data = { userId: params.id, note: body.note, passwordHash: "must never leave" };
    return Promise.resolve({ data });
  });
  registerContract(app, replaceNote, ({ body }) => Promise.resolve({ data: { note: body.note } }));
  registerContract(app, dashboard, () => Promise.resolve({ data: { ok: true } }));
  registerContract(app, removeThing, () => Promise.resolve());
}

const { app, database } = await buildTestApp({}, { extraRoutes: probes });
const db = database.db;

const company = await buildCompany(db);
const administrator = await buildCompany(db, { type: "administrator" });
/** Signs in a user with one role of `home`, on `host` (the platform admin signs in anywhere). */
async function tokenFor(
  role: Parameters<typeof buildUser>[2][number],
  home: { id: string; host: string } = company,
  host = home.host,
) {
  const user = await buildUser(db, home, [role]);
  return signIn(app, host, user.email);
}
const groupLeader = await tokenFor("admin-group-leader");
const trainer = await tokenFor("admin-trainer");
const student = await tokenFor("company-student");
const platformAdmin = await tokenFor("admin-leerlijn", administrator, company.host);

const userId = "3f1c2a9e-8b7d-4c6e-9a5f-1b2c3d4e5f60";
const post = (token: string | null, id: string, payload: unknown, host = company.host) =>
  app.inject({
    method: "POST",
    url: `/api/v1/__probe/users/${id}/notes`,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: payload as object,
  });

describe("registerContract", () => {
  it("answers 404 for a host of no company before it looks at the caller", async () => {
    const response = await post(groupLeader, userId, { note: "x" }, "unknown.test");
    expect(response.statusCode).toBe(404);
  });

  it("asks an anonymous caller to sign in before validating params or body", async () => {
    const response = await post(null, "not-a-uuid", { note: 42 });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toBeUndefined();
  });

  it("refuses a role without the permission with 403 and the Dutch text, before validating", async () => {
    for (const token of [student, trainer]) {
      const response = await post(token, "not-a-uuid", { note: 42 });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: "FORBIDDEN",
        message: "Je hebt geen rechten voor deze handeling",
      });
    }
  });

  it("validates params (as 404) and body (as 422) for a caller who may use the route", async () => {
    expect((await post(groupLeader, "not-a-uuid", { note: "x" })).statusCode).toBe(404);
    const invalid = await post(groupLeader, userId, { note: "" });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ note: ["Dit veld is verplicht."] });
  });

  it("answers with the declared status and only the fields of the response schema", async () => {
    const response = await post(groupLeader, userId, { note: "  Goed bezig " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { userId, note: "Goed bezig" } });
    expect(response.body).not.toContain("must never leave");
  });

  it("lets the platform admin through on any company's host without a role there", async () => {
    expect((await post(platformAdmin, userId, { note: "x" })).statusCode).toBe(201);
  });

  it("accepts any one permission of an any-of list", async () => {
    const dashboardAs = (token: string) =>
      app.inject({
        method: "GET",
        url: "/api/v1/__probe/dashboard",
        headers: { host: company.host, authorization: `Bearer ${token}` },
      });
    expect((await dashboardAs(groupLeader)).statusCode).toBe(200);
    expect((await dashboardAs(student)).statusCode).toBe(200);
    expect((await dashboardAs(trainer)).statusCode).toBe(403);
  });

  it("answers 204 without a body when the contract declares no response", async () => {
    const response = await app.inject({
      method: "DELETE",
      url: `/api/v1/__probe/things/${userId}`,
      headers: { host: company.host, authorization: `Bearer ${groupLeader}` },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
  });

  it("streams a file contract's body as an attachment with its name, guarded like any route", async () => {
    const get = (token: string) =>
      app.inject({
        method: "GET",
        url: "/api/v1/__probe/download",
        headers: { host: company.host, authorization: `Bearer ${token}` },
      });
    expect((await get(trainer)).statusCode).toBe(403);
    const response = await get(groupLeader);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="lijst ___n_.csv"; filename*=UTF-8''lijst%20%22%C3%A9%C3%A9n%22.csv`,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toBe("a;b\r\n1;2\r\n");
  });

  it("takes a multipart form POSTed with _method=PUT as the PUT, validated and guarded alike", async () => {
    const send = (token: string, fields: Record<string, string>) => {
      const form = multipartBody(Object.entries(fields).map(([name, value]) => ({ name, value })));
      return app.inject({
        method: "POST",
        url: `/api/v1/__probe/users/${userId}/note`,
        headers: { host: company.host, authorization: `Bearer ${token}`, ...form.headers },
        payload: form.payload,
      });
    };
    const saved = await send(groupLeader, { _method: "put", note: "Via een formulier" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ data: { note: "Via een formulier" } });
    expect((await send(groupLeader, { _method: "PUT", note: "" })).statusCode).toBe(422);
    expect((await send(student, { _method: "PUT", note: "x" })).statusCode).toBe(403);
    expect((await send(groupLeader, { _method: "DELETE", note: "x" })).statusCode).toBe(405);
  });

  it("refuses a _method form of a stranger or someone without the permission before reading it", async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    /** Sends the first field of a 100 MB form and waits for the answer, never the rest. */
    const answerBeforeBody = (token: string | null) =>
      new Promise<{ status: number; took: number }>((resolve, reject) => {
        const boundary = "----leerlijnprobe";
        const started = performance.now();
        const outgoing = request({
          host: "127.0.0.1",
          port,
          method: "POST",
          path: `/api/v1/__probe/users/${userId}/note`,
          headers: {
            host: company.host,
            "content-type": `multipart/form-data; boundary=${boundary}`,
            "content-length": String(100 * 1024 * 1024),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        });
        const timer = setTimeout(() => {
          outgoing.destroy();
          reject(new Error("no answer while the body was still on its way"));
        }, 3_000);
        outgoing.on("response", (incoming) => {
          clearTimeout(timer);
          incoming.resume();
          resolve({ status: incoming.statusCode ?? 0, took: performance.now() - started });
          outgoing.destroy();
        });
        outgoing.on("error", () => undefined);
        outgoing.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="_method"\r\n\r\nPUT\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="big"; filename="big.bin"\r\n\r\n`,
        );
        outgoing.write(Buffer.alloc(64 * 1024));
      });
    expect((await answerBeforeBody(null)).status).toBe(401);
    expect((await answerBeforeBody("x".repeat(43))).status).toBe(401);
    expect((await answerBeforeBody(student)).status).toBe(403);
  });

  it("lists every registered route with its contract", () => {
    expect(app.contracts.map((contract) => `${contract.method} ${contract.url}`)).toEqual(
      expect.arrayContaining([
        "GET /api/v1/health",
        "POST /api/v1/login",
        "PATCH /api/v1/users/me",
        "POST /api/v1/__probe/users/:id/notes",
      ]),
    );
  });
});
