import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { installWebApp } from "./web-app";

const dist = mkdtempSync(join(tmpdir(), "web-dist-"));
mkdirSync(join(dist, "assets"));
writeFileSync(join(dist, "index.html"), "<!doctype html><title>app</title>");
writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log(1)");
writeFileSync(join(dist, "logo.svg"), "<svg/>");
const app = Fastify();
await installWebApp(app, dist);

describe("serving the built web app", () => {
  it("lets browsers keep hashed assets for a year without asking again", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("has pages and unhashed files checked every time", async () => {
    const page = await app.inject({ method: "GET", url: "/my-trainings" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    const logo = await app.inject({ method: "GET", url: "/logo.svg" });
    expect(logo.headers["cache-control"]).not.toContain("immutable");
  });
});
