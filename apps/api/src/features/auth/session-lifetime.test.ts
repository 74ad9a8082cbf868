import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashToken } from "../../platform/auth/tokens";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn } from "../../test/factories";
import { clientFor } from "../../test/http";
import { companyUsers } from "../users/users.table";
import { accessTokens } from "./access-tokens.table";

// No session cache: each request looks its token up, as the first request after the cache does.
const { app, database } = await buildTestApp({ SESSION_CACHE_SECONDS: "0" });
const db = database.db;
const company = await buildCompany(db);
const otherCompany = await buildCompany(db);

async function signedIn() {
  const user = await buildUser(db, company, ["company-student"]);
  const token = await signIn(app, company.host, user.email);
  return { user, token, client: clientFor(app, company.host, token) };
}

/** Moves the session's last use back, as if that much time had passed without a request. */
const idleFor = (token: string, hours: number) =>
  db
    .update(accessTokens)
    .set({ lastUsedAt: sql`now() - make_interval(mins => ${Math.round(hours * 60)})` })
    .where(eq(accessTokens.tokenHash, hashToken(token)));

describe("session lifetime", () => {
  it("ends a session after 12 hours without use", async () => {
    const { token, client } = await signedIn();
    await idleFor(token, 12.1);

    expect((await client.get("/users/me")).statusCode).toBe(401);
  });

  it("keeps a session that is used, and each use starts the 12 hours again", async () => {
    const { token, client } = await signedIn();
    await idleFor(token, 11.9);
    expect((await client.get("/users/me")).statusCode).toBe(200);

    const [row] = await db
      .select({ idle: sql<number>`extract(epoch from now() - ${accessTokens.lastUsedAt})` })
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    expect(Number(row?.idle)).toBeLessThan(60);
  });

  it("still ends a used session at its maximum lifetime", async () => {
    const { token, client } = await signedIn();
    await db
      .update(accessTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accessTokens.tokenHash, hashToken(token)));

    expect((await client.get("/users/me")).statusCode).toBe(401);
  });
});

describe("POST /logout/everywhere", () => {
  it("ends every session of the person, on every device and company", async () => {
    const { user, client } = await signedIn();
    const otherDevice = clientFor(app, company.host, await signIn(app, company.host, user.email));
    await db
      .insert(companyUsers)
      .values({ companyId: otherCompany.id, userId: user.id, roles: ["company-student"] });
    const elsewhere = clientFor(
      app,
      otherCompany.host,
      await signIn(app, otherCompany.host, user.email),
    );
    const bystander = await signedIn();

    const response = await client.post("/logout/everywhere");

    expect(response.statusCode).toBe(204);
    expect((await client.get("/users/me")).statusCode).toBe(401);
    expect((await otherDevice.get("/users/me")).statusCode).toBe(401);
    expect((await elsewhere.get("/users/me")).statusCode).toBe(401);
    expect((await bystander.client.get("/users/me")).statusCode).toBe(200);
  });

  it("asks for a signed-in person", async () => {
    expect((await clientFor(app, otherCompany.host).post("/logout/everywhere")).statusCode).toBe(
      401,
    );
  });
});
