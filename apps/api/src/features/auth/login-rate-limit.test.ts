import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, TEST_PASSWORD } from "../../test/factories";

const { app, database } = await buildTestApp({
  LOGIN_LIMIT_PER_EMAIL: "3",
  LOGIN_LIMIT_PER_IP: "5",
  LOGIN_LIMIT_WINDOW_SECONDS: "600",
});
const db = database.db;
const company = await buildCompany(db);

let nextAddress = 1;
/** A caller address of its own, so tests do not share per-IP counters. */
const freshIp = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const attempt = (email: string, password: string, ip: string) =>
  app.inject({
    method: "POST",
    url: "/api/v1/login",
    remoteAddress: ip,
    headers: { host: company.host },
    payload: { email, password },
  });

function expectRateLimited(response: Awaited<ReturnType<typeof attempt>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    code: "RATE_LIMITED",
    message: "Te veel inlogpogingen. Probeer het over 10 minuten opnieuw.",
  });
  const retryAfter = Number(response.headers["retry-after"]);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

describe("login rate limit", () => {
  it("blocks an email after 3 attempts from one address, even with the right password", async () => {
    const ip = freshIp();
    const user = await buildUser(db, company, ["company-student"]);
    for (let i = 0; i < 3; i++)
      expect((await attempt(user.email, "wrong password", ip)).statusCode).toBe(422);

    expectRateLimited(await attempt(user.email, TEST_PASSWORD, ip));
  });

  it("lets the owner in from a client without failures, slowed down, after failures elsewhere", async () => {
    const user = await buildUser(db, company, ["company-student"]);
    const attacker = freshIp();
    for (let i = 0; i < 3; i++) await attempt(user.email, "wrong password", attacker);
    for (let i = 0; i < 2; i++) await attempt(user.email, "wrong password", freshIp());
    expectRateLimited(await attempt(user.email, TEST_PASSWORD, attacker));

    const started = performance.now();
    const owner = await attempt(user.email, TEST_PASSWORD, freshIp());
    expect(owner.statusCode).toBe(200);
    // Five failures against a limit of three: the address waits 1 s doubled twice.
    expect(performance.now() - started).toBeGreaterThanOrEqual(3900);
  });

  it("counts an email the same whatever its letter case or surrounding spaces", async () => {
    const ip = freshIp();
    const user = await buildUser(db, company, ["company-student"]);
    for (const email of [user.email, user.email.toUpperCase(), `  ${user.email} `])
      expect((await attempt(email, "wrong password", ip)).statusCode).toBe(422);

    expectRateLimited(await attempt(user.email, TEST_PASSWORD, ip));
  });

  it("blocks an address after 5 attempts, whichever emails it tries", async () => {
    const ip = freshIp();
    const user = await buildUser(db, company, ["company-student"]);
    for (let i = 0; i < 5; i++)
      expect((await attempt(`guess-${i}@test.example`, "x", ip)).statusCode).toBe(422);

    expectRateLimited(await attempt(user.email, TEST_PASSWORD, ip));
    expect((await attempt(user.email, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it("does not let a blocked email hold up another person", async () => {
    const victim = await buildUser(db, company, ["company-student"]);
    const bystander = await buildUser(db, company, ["company-student"]);
    for (let i = 0; i < 4; i++) await attempt(victim.email, "wrong password", freshIp());

    expect((await attempt(bystander.email, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it("does not count requests that fail validation or only ask for Precognition", async () => {
    const ip = freshIp();
    const user = await buildUser(db, company, ["company-student"]);
    for (let i = 0; i < 6; i++) {
      const invalid = await app.inject({
        method: "POST",
        url: "/api/v1/login",
        remoteAddress: ip,
        headers: { host: company.host },
        payload: { email: "", password: "" },
      });
      expect(invalid.statusCode).toBe(422);
      const precognitive = await app.inject({
        method: "POST",
        url: "/api/v1/login",
        remoteAddress: ip,
        headers: { host: company.host, precognition: "true" },
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(precognitive.statusCode).toBe(204);
    }

    expect((await attempt(user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
  });
});
