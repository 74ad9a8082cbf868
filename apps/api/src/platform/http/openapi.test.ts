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

describe("the documentation page", () => {
  it("carries a policy that runs only our own scripts and lets no site frame it", async () => {
    for (const url of ["/api/docs", "/api/docs/", "/api/docs/static/index.html"]) {
      const page = await app.inject({ method: "GET", url });
      if (page.statusCode >= 300 && page.statusCode < 400) continue;
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-type"], url).toMatch(/^text\/html/);
      const policy = page.headers["content-security-policy"] ?? "";
      expect(policy, url).toContain("script-src 'self';");
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).toContain("object-src 'none'");
      expect(page.headers["x-frame-options"], url).toBe("DENY");
    }
  });
});
