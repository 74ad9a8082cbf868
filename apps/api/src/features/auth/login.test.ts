import { INVALID_CREDENTIALS_MESSAGE } from "@leerlijn/contracts/auth/auth.contract";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn, TEST_PASSWORD } from "../../test/factories";

const { app, database } = await buildTestApp();
const db = database.db;

describe("POST /login", () => {
  it("signs a member in on their company's host and returns a working token", async () => {
    const company = await buildCompany(db);
    const user = await buildUser(db, company, ["company-student"]);
    const token = await signIn(app, company.host, user.email);
    const me = await app.inject({
      method: "GET",
      url: "/api/v1/users/me",
      headers: { host: company.host, authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: user.email, roles: ["company-student"] });
  });

  it("gives the same Dutch answer for an unknown email and a wrong password", async () => {
    const company = await buildCompany(db);
    const user = await buildUser(db, company, ["company-student"]);
    for (const payload of [
      { email: "nobody@test.example", password: TEST_PASSWORD },
      { email: user.email, password: "wrong password" },
    ]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/v1/login",
        headers: { host: company.host },
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: INVALID_CREDENTIALS_MESSAGE,
        errors: { email: [INVALID_CREDENTIALS_MESSAGE] },
      });
    }
  });

  it("refuses a member of one company on another company's host", async () => {
    const home = await buildCompany(db);
    const other = await buildCompany(db);
    const user = await buildUser(db, home, ["admin-group-leader"]);
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { host: other.host },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(INVALID_CREDENTIALS_MESSAGE);
  });

  it("does not accept a token on another company's host", async () => {
    const home = await buildCompany(db);
    const other = await buildCompany(db);
    const user = await buildUser(db, home, ["company-student"]);
    const token = await signIn(app, home.host, user.email);
    const response = await app.inject({
      method: "GET",
      url: "/api/v1/users/me",
      headers: { host: other.host, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it("lets the platform admin sign in on any company's host", async () => {
    const admin = await buildCompany(db, { type: "administrator" });
    const company = await buildCompany(db);
    const user = await buildUser(db, admin, ["admin-leerlijn"]);
    const token = await signIn(app, company.host, user.email);
    const me = await app.inject({
      method: "GET",
      url: "/api/v1/users/me",
      headers: { host: company.host, authorization: `Bearer ${token}` },
    });
    expect(me.json().data).toMatchObject({
      roles: ["admin-leerlijn"],
      companyUserId: null,
      onAdministrativeDomain: false,
    });
  });

  it("revokes the token on logout", async () => {
    const company = await buildCompany(db);
    const user = await buildUser(db, company, ["company-student"]);
    const token = await signIn(app, company.host, user.email);
    const headers = { host: company.host, authorization: `Bearer ${token}` };
    expect((await app.inject({ method: "POST", url: "/api/v1/logout", headers })).statusCode).toBe(
      204,
    );
    expect((await app.inject({ method: "GET", url: "/api/v1/users/me", headers })).statusCode).toBe(
      401,
    );
  });
});
