import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany } from "../../test/factories";
import { companies } from "./companies.table";

const { app, database } = await buildTestApp({ KNOWLEDGE_MEETINGS_DOMAIN: "Kennis" });
const db = database.db;

const openLibraryName = async (host: string) =>
  (await app.inject({ method: "GET", url: "/api/v1/companies/current", headers: { host } })).json<{
    data: { openLibraryName: string };
  }>().data.openLibraryName;

describe("the configured company domain", () => {
  it("calls its open library 'knowledge meetings'; every other company the open library", async () => {
    const configured = await buildCompany(db);
    await db.update(companies).set({ domainCode: "kennis" }).where(eq(companies.id, configured.id));
    const other = await buildCompany(db);
    expect(await openLibraryName(configured.host)).toBe("knowledgeMeetings");
    expect(await openLibraryName(other.host)).toBe("openLibrary");
  });
});
