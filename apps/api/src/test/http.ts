import type { FastifyInstance, InjectOptions } from "fastify";
import { buildUser, signIn } from "./factories";
import type { Db } from "../platform/db/database";
import type { Role } from "@leerlijn/contracts/permissions";

export type Client = ReturnType<typeof clientFor>;

/** Calls the API as one signed-in person (or anonymously) on one host, paths under /api/v1. */
export function clientFor(app: FastifyInstance, host: string, token: string | null = null) {
  const headers = { host, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const call = (method: InjectOptions["method"], path: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1${path}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    token,
    get: (path: string) => call("GET", path),
    post: (path: string, payload?: object) => call("POST", path, payload),
    patch: (path: string, payload: object) => call("PATCH", path, payload),
    delete: (path: string) => call("DELETE", path),
  };
}

/** A new member of the company with these roles, signed in on its host. */
export async function signedInMember(
  app: FastifyInstance,
  db: Db,
  company: { id: string; host: string },
  roles: Role[],
  overrides: { firstName?: string; lastName?: string; email?: string } = {},
) {
  const user = await buildUser(db, company, roles, overrides);
  const token = await signIn(app, company.host, user.email);
  return { user, client: clientFor(app, company.host, token) };
}
