import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany } from "../../test/factories";
import { companies } from "./companies.table";

const { app, database } = await buildTestApp();
const db = database.db;

describe("GET /companies/current/manifest", () => {
  it("names the host's company, in its colour, with square icons, installable standalone", async () => {
    const company = await buildCompany(db, { name: "Zorggroep Oost" });
    await db.update(companies).set({ primaryColor: "#aa3300" }).where(eq(companies.id, company.id));

    const response = await app.inject({
      method: "GET",
      url: "/api/v1/companies/current/manifest",
      headers: { host: company.host },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/manifest+json");
    const manifest = response.json<Record<string, unknown> & { icons: { src: string }[] }>();
    expect(manifest).toMatchObject({
      name: "Zorggroep Oost",
      short_name: "Zorggroep Oo",
      start_url: "/my-trainings",
      display: "standalone",
      theme_color: "#aa3300",
    });
    expect(manifest.icons.map((icon) => icon)).toEqual([
      expect.objectContaining({ sizes: "192x192", type: "image/png" }),
      expect.objectContaining({ sizes: "512x512", type: "image/png" }),
    ]);

    const icon = await app.inject({
      method: "GET",
      url: manifest.icons[1]!.src,
      headers: { host: company.host },
    });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["content-type"]).toBe("image/png");
    const meta = await sharp(icon.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([512, 512, "png"]);
  });

  it("is a 404 on a host that belongs to no company", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/v1/companies/current/manifest",
      headers: { host: "nobody.example" },
    });
    expect(response.statusCode).toBe(404);
  });
});
