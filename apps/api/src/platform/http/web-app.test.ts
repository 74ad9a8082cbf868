import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { installSecurityHeaders } from "./security-headers";
import { installWebApp } from "./web-app";

const dist = mkdtempSync(join(tmpdir(), "web-dist-"));
mkdirSync(join(dist, "assets"));
writeFileSync(join(dist, "index.html"), "<!doctype html><title>app</title>");
writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log(1)");
writeFileSync(join(dist, "assets", "index-abc123.js.gz"), gzipSync("console.log(1)"));
writeFileSync(join(dist, "assets", "index-abc123.js.map"), '{"sources":["src/secret.ts"]}');
writeFileSync(join(dist, "stats.html.map"), "{}");
writeFileSync(join(dist, "logo.svg"), "<svg/>");
const app = Fastify();
installSecurityHeaders(app);
await installWebApp(app, dist, {
  storageOrigin: "https://bucket.s3.example",
  frameOrigins: ["https://booking.example"],
  reportOrigin: "https://reports.example",
});
app.get("/api/v1/ping", () => ({ pong: true }));

/** The policy's directives by name: `{ "img-src": ["'self'", …] }`. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? "").split("; ").map((directive) => {
      const [name = "", ...values] = directive.split(" ");
      return [name, values];
    }),
  );
}

describe("serving the built web app", () => {
  it("lets browsers keep hashed assets for a year without asking again", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the build's compressed copy to a browser that accepts it", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["content-type"]).toContain("javascript");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gunzipSync(response.rawPayload).toString()).toBe("console.log(1)");
  });

  it("has pages and unhashed files checked every time", async () => {
    const page = await app.inject({ method: "GET", url: "/my-trainings" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    const logo = await app.inject({ method: "GET", url: "/logo.svg" });
    expect(logo.headers["cache-control"]).not.toContain("immutable");
  });

  it("gives pages a policy that runs only our own scripts and lets no site frame them", async () => {
    const page = await app.inject({ method: "GET", url: "/lms/users" });
    const policy = directives(page.headers["content-security-policy"]);
    expect(policy["script-src"]).toEqual(["'self'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(page.headers["x-frame-options"]).toBe("DENY");
    // Files come from the bucket; the booking widget may be framed, nothing else of its site.
    for (const name of ["img-src", "media-src", "connect-src", "frame-src"])
      expect(policy[name]).toContain("https://bucket.s3.example");
    expect(policy["frame-src"]).toContain("https://booking.example");
    expect(policy["img-src"]).not.toContain("https://booking.example");
    // The browser's error reports may go to the reporting service, and only be sent there.
    expect(policy["connect-src"]).toContain("https://reports.example");
    expect(policy["script-src"]).not.toContain("https://reports.example");
  });

  it("gives every HTML answer the same policy and frame rule, however the page is asked for", async () => {
    const expected = (await app.inject({ method: "GET", url: "/lms/users" })).headers;
    for (const [method, url] of [
      ["GET", "/index.html"],
      ["HEAD", "/index.html"],
      ["GET", "/index.html?x=1"],
      ["GET", "/"],
      ["GET", "/login"],
      ["HEAD", "/login"],
    ] as const) {
      const page = await app.inject({ method, url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-type"], url).toMatch(/^text\/html/);
      expect(page.headers["content-security-policy"], `${method} ${url}`).toBe(
        expected["content-security-policy"],
      );
      expect(page.headers["x-frame-options"], `${method} ${url}`).toBe("DENY");
      expect(page.headers["cache-control"], `${method} ${url}`).toBe("no-cache");
    }
  });

  it("never serves source maps, even when a build left them in its files", async () => {
    for (const url of ["/assets/index-abc123.js.map", "/stats.html.map"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain("secret");
    }
  });

  it("marks every answer so browsers neither guess its type nor let other sites frame it", async () => {
    for (const url of [
      "/lms/users",
      "/assets/index-abc123.js",
      "/api/v1/ping",
      "/api/v1/nothing",
    ]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-frame-options"], url).toMatch(/^(DENY|SAMEORIGIN)$/);
    }
    const api = await app.inject({ method: "GET", url: "/api/v1/ping" });
    expect(api.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(api.headers["content-security-policy"]).toBeUndefined();
  });
});
