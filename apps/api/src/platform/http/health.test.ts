import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany } from "../../test/factories";

const { app, database } = await buildTestApp();

describe("GET /health", () => {
  it("reports ok with the database up", async () => {
    const response = await app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "up" });
  });

  it("answers on any host, also one that belongs to no company, without signing in", async () => {
    const company = await buildCompany(database.db);
    for (const host of [company.host, "load-balancer.internal", "10.0.0.7:3000", ""]) {
      const response = await app.inject({
        method: "GET",
        url: "/api/v1/health",
        headers: { host },
      });
      expect(response.statusCode, host).toBe(200);
    }
  });

  it("ignores a bearer token, even a garbage one", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/v1/health",
      headers: { authorization: "Bearer not-a-real-token-at-all" },
    });
    expect(response.statusCode).toBe(200);
  });
});
