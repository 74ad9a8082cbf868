import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";

const { app } = await buildTestApp();

describe("the OpenAPI document", () => {
  it("describes every registered contract", async () => {
    const response = await app.inject({ method: "GET", url: "/api/v1/openapi.json" });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    for (const contract of app.contracts) {
      const path = contract.url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
      expect(
        paths[path]?.[contract.method.toLowerCase()],
        `${contract.method} ${path}`,
      ).toBeDefined();
    }
  });
});
