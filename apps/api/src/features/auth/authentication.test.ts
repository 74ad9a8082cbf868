import { INVALID_CREDENTIALS_MESSAGE } from "@leerlijn/contracts/auth/auth.contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashToken, newToken } from "../../platform/auth/tokens";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn, TEST_PASSWORD } from "../../test/factories";
import { companyUsers } from "../users/users.table";
import { accessTokens } from "./access-tokens.table";

const { app, database } = await buildTestApp();
const db = database.db;

const company = await buildCompany(db);
const SIGNED_OUT_MESSAGE = "Je bent niet (meer) ingelogd. Log opnieuw in.";

const me = (headers: Record<string, string>) =>
  app.inject({
    method: "GET",
    url: "/api/v1/users/me",
    headers: { host: company.host, ...headers },
  });

function expectSignedOut(response: Awaited<ReturnType<typeof me>>) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ code: "UNAUTHENTICATED", message: SIGNED_OUT_MESSAGE });
}

describe("bearer tokens", () => {
  it("answers 401 with a Dutch message when there is no token", async () => {
    expectSignedOut(await me({}));
  });

  it("answers 401 to garbage, unknown and non-bearer authorization headers", async () => {
    const user = await buildUser(db, company, ["company-student"]);
    const token = await signIn(app, company.host, user.email);
    for (const authorization of [
      "Bearer",
      "Bearer ",
      "Bearer short",
      `Bearer ${newToken()}`,
      `Bearer ${token}x`,
      `Bearer ${token} ${token}`,
      `Bearer ${"a".repeat(5000)}`,
      "Bearer ' OR '1'='1' --------",
      "Basic dXNlcjpjb3JyZWN0IGhvcnNl",
      token,
      `Token ${token}`,
    ]) {
      expectSignedOut(await me({ authorization }));
    }
  });

  it("accepts the bearer scheme in any letter case", async () => {
    const user = await buildUser(db, company, ["company-student"]);
    const token = await signIn(app, company.host, user.email);
    expect((await me({ authorization: `bearer ${token}` })).statusCode).toBe(200);
  });

  it("answers 401 once the token has expired", async () => {
    const user = await buildUser(db, company, ["company-student"]);
    const token = await signIn(app, company.host, user.email);
    await db
      .update(accessTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accessTokens.tokenHash, hashToken(token)));

    expectSignedOut(await me({ authorization: `Bearer ${token}` }));
  });

  it("stores only a hash of the token, with the configured lifetime of 30 days", async () => {
    const user = await buildUser(db, company, ["company-student"]);
    const token = await signIn(app, company.host, user.email);
    const [row] = await db
      .select({
        tokenHash: accessTokens.tokenHash,
        days: sql<number>`round(extract(epoch from ${accessTokens.expiresAt} - now()) / 86400)::int`,
      })
      .from(accessTokens)
      .where(eq(accessTokens.userId, user.id));
    expect(row).toEqual({ tokenHash: hashToken(token), days: 30 });
  });

  it("answers 401 to logout without a token", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/logout",
      headers: { host: company.host },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("sign-in input", () => {
  it("refuses an email with a NUL character with a Dutch 422 instead of a database error", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { host: company.host },
      payload: { email: "jan\u0000@example.nl", password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ["Deze waarde bevat een ongeldig teken."] });
  });
});

describe("deactivated memberships", () => {
  it("cannot sign in, and get the same answer as a wrong password", async () => {
    const user = await buildUser(db, company, ["admin-group-leader"]);
    await db
      .update(companyUsers)
      .set({ deactivatedAt: sql`now()` })
      .where(eq(companyUsers.id, user.companyUserId));

    const response = await app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { host: company.host },
      payload: { email: user.email, password: TEST_PASSWORD },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: INVALID_CREDENTIALS_MESSAGE,
      errors: { email: [INVALID_CREDENTIALS_MESSAGE] },
    });
  });

  it("lose a token that was issued before the deactivation", async () => {
    const user = await buildUser(db, company, ["company-student"]);
    const token = await signIn(app, company.host, user.email);
    await db
      .update(companyUsers)
      .set({ deactivatedAt: sql`now()` })
      .where(eq(companyUsers.id, user.companyUserId));

    expectSignedOut(await me({ authorization: `Bearer ${token}` }));
  });

  it("still sign in on a company where the person is active", async () => {
    const other = await buildCompany(db);
    const user = await buildUser(db, company, ["company-student"]);
    await db.insert(companyUsers).values({
      companyId: other.id,
      userId: user.id,
      roles: ["training-student"],
      deactivatedAt: sql`now()`,
    });

    await expect(signIn(app, company.host, user.email)).resolves.toEqual(expect.any(String));
    await expect(signIn(app, other.host, user.email)).rejects.toThrow(/422/);
  });
});
