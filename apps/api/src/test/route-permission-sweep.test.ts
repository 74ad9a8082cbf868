import {
  can,
  permissionsForRoles,
  PLATFORM_ADMIN_ROLE,
  type Role,
  roles,
} from "@leerlijn/contracts/permissions";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "./build-test-app";
import { multipartBody } from "./multipart";
import {
  type Caller,
  callerHeaders,
  callerWithRole,
  keepSignedIn,
  routeUrl,
  sampleForm,
  type SweepRoute,
  sweepRoutes,
} from "./route-sweep";

/**
 * Every registered route against anonymous and every role of the permission table: the guard
 * must answer exactly what the contract's permission and the role table say. Routes join this
 * sweep the moment they are registered.
 */
const { app, database } = await buildTestApp({
  LOGIN_LIMIT_PER_IP: "100000",
  LOGIN_LIMIT_PER_EMAIL: "100000",
});
const db = database.db;

const callers: Caller[] = [];
for (const role of [null, ...roles]) callers.push(await callerWithRole(app, db, role));

type Expected = "passes the guard" | 401 | 403;

function expectedOutcome(route: SweepRoute, role: Role | null): Expected {
  const { contract } = route;
  if (contract.public || contract.anyHost) return "passes the guard";
  if (role === null) return 401;
  if (!contract.permission) return "passes the guard";
  const actor = { roles: [role], permissions: permissionsForRoles([role]) };
  return can(actor, contract.permission) ? "passes the guard" : 403;
}

function sentence(caller: Caller, expected: Expected): string {
  if (expected === 401) return `${caller.name} is asked to sign in (401)`;
  if (expected === 403) return `${caller.name} is refused (403)`;
  return `${caller.name} passes the guard without a 5xx`;
}

async function call(route: SweepRoute, caller: Caller) {
  await keepSignedIn(db, caller);
  if (route.form) {
    const { payload, headers } = multipartBody(sampleForm(route));
    return app.inject({
      method: route.method,
      url: routeUrl(route),
      headers: { ...callerHeaders(caller), ...headers },
      payload,
    });
  }
  const body = route.contract.body ? {} : undefined;
  return app.inject({
    method: route.method,
    url: routeUrl(route),
    headers: callerHeaders(caller),
    ...(route.override ? { payload: { ...body, _method: route.override } } : {}),
    ...(body && !route.override ? { payload: body } : {}),
  });
}

const routes = sweepRoutes(app);

describe("the permission sweep", () => {
  it("signs in every role of the permission table, the platform admin included", () => {
    expect(callers.map((caller) => caller.role)).toEqual([null, ...roles]);
    expect(callers.every((caller) => caller.role === null || caller.token)).toBe(true);
    expect(callers.find((caller) => caller.role === PLATFORM_ADMIN_ROLE)).toBeDefined();
  });

  it("finds the registered routes", () => {
    expect(routes.map((route) => route.label)).toEqual(
      expect.arrayContaining([
        "GET /api/v1/users/me",
        "PATCH /api/v1/users/me",
        "POST /api/v1/users/me (_method=PATCH) (multipart)",
        "POST /api/v1/media (multipart)",
      ]),
    );
  });
});

for (const route of routes) {
  describe(route.label, () => {
    for (const caller of callers) {
      const expected = expectedOutcome(route, caller.role);
      it(sentence(caller, expected), async () => {
        const response = await call(route, caller);
        if (expected === 401) {
          expect(response.statusCode).toBe(401);
          expect(response.json()).toEqual({
            code: "UNAUTHENTICATED",
            message: "Je bent niet (meer) ingelogd. Log opnieuw in.",
          });
        } else if (expected === 403) {
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({
            code: "FORBIDDEN",
            message: "Je hebt geen rechten voor deze handeling",
          });
        } else {
          expect([401, 403], response.body).not.toContain(response.statusCode);
          expect(response.statusCode, response.body).toBeLessThan(500);
        }
      });
    }
  });
}
