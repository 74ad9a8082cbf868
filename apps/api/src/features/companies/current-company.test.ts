import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { UNKNOWN_HOST_MESSAGE } from "../../platform/tenancy/tenant";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany } from "../../test/factories";
import { companies, companyHosts } from "./companies.table";

const { app, database } = await buildTestApp();
const db = database.db;

const currentCompany = (host: string) =>
  app.inject({ method: "GET", url: "/api/v1/companies/current", headers: { host } });

describe("GET /companies/current", () => {
  it("gives the company of the requesting host with its branding, without signing in", async () => {
    const company = await buildCompany(db, { name: "Opleidingscentrum Noord" });
    await db
      .update(companies)
      .set({
        primaryColor: "#aa3300",
        hasDarkPrimaryColor: true,
        logoLightUrl: "https://cdn.example/noord-light.svg",
        logoDarkUrl: "https://cdn.example/noord-dark.svg",
        canAddSubCompanies: true,
      })
      .where(eq(companies.id, company.id));

    const response = await currentCompany(company.host);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: company.id,
        name: "Opleidingscentrum Noord",
        type: "company",
        domainCode: company.domainCode,
        parentDomainCode: null,
        primaryColor: "#aa3300",
        hasDarkPrimaryColor: true,
        logo: {
          light: "https://cdn.example/noord-light.svg",
          dark: "https://cdn.example/noord-dark.svg",
        },
        hasSubCompanies: false,
        canAddSubCompanies: true,
        openLibraryName: "openLibrary",
      },
    });
  });

  it("gives an unbranded company the default colour and no logos", async () => {
    const company = await buildCompany(db, { type: "educator" });
    const { data } = (await currentCompany(company.host)).json();
    expect(data).toMatchObject({
      type: "educator",
      primaryColor: "#1d4ed8",
      hasDarkPrimaryColor: false,
      logo: { light: null, dark: null },
      canAddSubCompanies: false,
    });
  });

  it("answers 404 with a Dutch message for a host that belongs to no company", async () => {
    const response = await currentCompany("nobody-lives-here.test");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: UNKNOWN_HOST_MESSAGE });
  });

  it("answers 404 for a request without a usable Host header", async () => {
    const response = await currentCompany("");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(UNKNOWN_HOST_MESSAGE);
  });

  it("says a company has sub companies once a child exists, and names the child's parent", async () => {
    const parent = await buildCompany(db);
    const child = await buildCompany(db, { parentCompanyId: parent.id });

    const parentAnswer = (await currentCompany(parent.host)).json().data;
    const childAnswer = (await currentCompany(child.host)).json().data;

    expect(parentAnswer).toMatchObject({ hasSubCompanies: true, parentDomainCode: null });
    expect(childAnswer).toMatchObject({
      hasSubCompanies: false,
      parentDomainCode: parent.domainCode,
    });
  });

  it("never lets an administrator company add sub companies", async () => {
    const admin = await buildCompany(db, { type: "administrator" });
    await db.update(companies).set({ canAddSubCompanies: true }).where(eq(companies.id, admin.id));
    const { data } = (await currentCompany(admin.host)).json();
    expect(data).toMatchObject({ type: "administrator", canAddSubCompanies: false });
  });

  it("gives each host its own company, whatever the case or port of the Host header", async () => {
    const a = await buildCompany(db, { name: "Bedrijf A" });
    const b = await buildCompany(db, { name: "Bedrijf B" });

    for (const host of [a.host, a.host.toUpperCase(), `${a.host}:3000`]) {
      expect((await currentCompany(host)).json().data).toMatchObject({
        id: a.id,
        name: "Bedrijf A",
      });
    }
    expect((await currentCompany(b.host)).json().data).toMatchObject({
      id: b.id,
      name: "Bedrijf B",
    });
  });

  it("answers on every host a company has", async () => {
    const company = await buildCompany(db);
    await db
      .insert(companyHosts)
      .values({ host: `academie.${company.host}`, companyId: company.id });
    const response = await currentCompany(`academie.${company.host}`);
    expect(response.json().data.id).toBe(company.id);
  });
});
