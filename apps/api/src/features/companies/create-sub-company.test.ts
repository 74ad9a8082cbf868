import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn } from "../../test/factories";
import { clientFor, signedInMember } from "../../test/http";
import { multipartBody } from "../../test/multipart";
import { companies } from "./companies.table";
import { isDarkColor, subCompanyHost } from "./create-sub-company";

const { app, database } = await buildTestApp();
const db = database.db;

async function parentCompany() {
  const company = await buildCompany(db, { name: "Moeder" });
  await db
    .update(companies)
    .set({
      canAddSubCompanies: true,
      logoLightUrl: "/brand/m-light.svg",
      logoDarkUrl: "/brand/m-dark.svg",
    })
    .where(eq(companies.id, company.id));
  return company;
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#e11d48" } })
    .jpeg()
    .toBuffer();

type Created = { data: { id: string; host: string; domainCode: string; name: string } };

describe("POST /companies", () => {
  it("creates a sub company on its own host that its creator can sign in to and lead", async () => {
    const parent = await parentCompany();
    const { user, client } = await signedInMember(app, db, parent, ["admin-group-leader"]);
    const response = await client.post("/companies", {
      name: "Moeder Zuid",
      domainCode: "Zuid-1",
      primaryColor: "#0E7490",
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Created>().data;
    expect(created).toMatchObject({
      name: "Moeder Zuid",
      domainCode: "zuid-1",
      host: `zuid-1.${parent.host}`,
      parentId: parent.id,
    });

    const listed = await client.get("/companies?paginate=false");
    expect(listed.json<{ data: { id: string }[] }>().data.map((c) => c.id)).toEqual([created.id]);
    const profile = await clientFor(app, parent.host).get("/companies/current");
    expect(profile.json()).toMatchObject({ data: { hasSubCompanies: true } });

    const own = await clientFor(app, created.host).get("/companies/current");
    expect(own.json()).toMatchObject({
      data: {
        name: "Moeder Zuid",
        primaryColor: "#0e7490",
        hasDarkPrimaryColor: true,
        parentDomainCode: parent.domainCode,
        logo: { light: "/brand/m-light.svg", dark: "/brand/m-dark.svg" },
        canAddSubCompanies: false,
      },
    });
    const token = await signIn(app, created.host, user.email);
    const me = await clientFor(app, created.host, token).get("/users/me");
    expect(me.json()).toMatchObject({ data: { roles: ["admin-group-leader"] } });
  });

  it("answers Dutch field errors for a missing name, a bad code and a bad colour", async () => {
    const parent = await parentCompany();
    const { client } = await signedInMember(app, db, parent, ["admin-group-leader"]);
    const response = await client.post("/companies", {
      name: " ",
      domainCode: "-fout_",
      primaryColor: "blauw",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      name: ["Vul een naam in."],
      domain_code: [expect.stringContaining("kleine letters")],
      primary_color: [expect.stringContaining("#rrggbb")],
    });
  });

  it("refuses a domain code that is taken, anywhere on the platform", async () => {
    const parent = await parentCompany();
    const other = await buildCompany(db);
    const { client } = await signedInMember(app, db, parent, ["admin-group-leader"]);
    const response = await client.post("/companies", {
      name: "Dubbel",
      domainCode: other.domainCode,
      primaryColor: "#123456",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { domain_code: ["Deze domeincode is al in gebruik. Kies een andere."] },
    });
  });

  it("is refused without the permission, and in a company that may not add sub companies", async () => {
    const parent = await parentCompany();
    const body = { name: "Niet", domainCode: "niet-toegestaan", primaryColor: "#123456" };
    for (const role of ["admin-trainer", "sub-admin-group-leader", "company-student"] as const) {
      const { client } = await signedInMember(app, db, parent, [role]);
      expect((await client.post("/companies", body)).statusCode).toBe(403);
    }
    const plain = await buildCompany(db);
    const { client } = await signedInMember(app, db, plain, ["admin-group-leader"]);
    const refused = await client.post("/companies", body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: "Dit bedrijf kan geen subbedrijven toevoegen.",
    });
  });

  it("stores uploaded logos scaled down as PNG, without the parent's other variant, and serves them publicly", async () => {
    const parent = await parentCompany();
    const { client } = await signedInMember(app, db, parent, ["admin-group-leader"]);
    const form = multipartBody([
      { name: "name", value: "Met logo" },
      { name: "domainCode", value: "met-logo" },
      { name: "primaryColor", value: "#fde68a" },
      { name: "logoLight", filename: "logo.jpg", data: await picture(1200, 300) },
    ]);
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/companies",
      headers: { ...form.headers, host: parent.host, authorization: `Bearer ${client.token}` },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
    const { host } = response.json<Created>().data;
    const profile = (await clientFor(app, host).get("/companies/current")).json<{
      data: { hasDarkPrimaryColor: boolean; logo: { light: string; dark: string | null } };
    }>().data;
    expect(profile.hasDarkPrimaryColor).toBe(false);
    expect(profile.logo.light).toMatch(/^\/api\/v1\/company-logos\/.+\/light-[0-9a-f]{16}\.png$/);
    // One uploaded variant is never paired with the parent's other one.
    expect(profile.logo.dark).toBeNull();

    const served = await app.inject({ method: "GET", url: profile.logo.light });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    const size = await sharp(served.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(["png", 480, 120]);
  });

  it("refuses a logo that is not an image, whatever its name says", async () => {
    const parent = await parentCompany();
    const { client } = await signedInMember(app, db, parent, ["admin-group-leader"]);
    const form = multipartBody([
      { name: "name", value: "Nep" },
      { name: "domainCode", value: "nep-logo" },
      { name: "primaryColor", value: "#123456" },
      {
        name: "logoDark",
        filename: "logo.png",
        contentType: "image/png",
        data: Buffer.from("<script>alert(1)</script> dit is geen plaatje"),
      },
    ]);
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/companies",
      headers: { ...form.headers, host: parent.host, authorization: `Bearer ${client.token}` },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { logo_dark: [expect.any(String)] } });
    const gone = await client.post("/companies", {
      name: "Nep",
      domainCode: "nep-logo",
      primaryColor: "#123456",
    });
    expect(gone.statusCode).toBe(201);
  });

  it("answers 404 for a logo that does not exist", async () => {
    const response = await app.inject({
      method: "GET",
      url: `/api/v1/company-logos/${crypto.randomUUID()}/light-0123456789abcdef.png`,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("people across company lines", () => {
  it("lets a group leader of the parent manage the sub company's people, and nobody else", async () => {
    const parent = await parentCompany();
    const { client: leader } = await signedInMember(app, db, parent, ["admin-group-leader"]);
    const created = (
      await leader.post("/companies", {
        name: "Moeder West",
        domainCode: `west-${Date.now()}`,
        primaryColor: "#123456",
      })
    ).json<Created>().data;
    const sub = { id: created.id, host: created.host };
    const subLearner = await buildUser(db, sub, ["company-student"], { firstName: "Subbie" });
    const parentLearner = await buildUser(db, parent, ["company-student"], { firstName: "Ouder" });

    const seen = await leader.get("/users?filter[queryString]=Subbie");
    expect(seen.json()).toMatchObject({ data: [{ id: subLearner.companyUserId }] });
    const edited = await leader.patch(`/users/${subLearner.companyUserId}`, {
      firstName: "Subbie",
      lastName: "Veranderd",
      email: subLearner.email,
    });
    expect(edited.statusCode).toBe(200);

    const { client: trainer } = await signedInMember(app, db, parent, ["admin-trainer"]);
    expect((await trainer.get(`/users/${subLearner.companyUserId}`)).statusCode).toBe(404);

    const { client: subLeader } = await signedInMember(app, db, sub, ["admin-group-leader"]);
    expect((await subLeader.get(`/users/${parentLearner.companyUserId}`)).statusCode).toBe(404);

    const stranger = await buildCompany(db);
    const { client: strangerLeader } = await signedInMember(app, db, stranger, [
      "admin-group-leader",
    ]);
    expect((await strangerLeader.get(`/users/${subLearner.companyUserId}`)).statusCode).toBe(404);
  });
});

describe("helpers", () => {
  it("puts the sub company under the parent's host, or under localhost for an IP address", () => {
    expect(subCompanyHost("noord", "demo.example")).toBe("noord.demo.example");
    expect(subCompanyHost("noord", "127.0.0.1")).toBe("noord.localhost");
  });

  it("calls a colour dark when white text reads better on it", () => {
    expect(isDarkColor("#1d4ed8")).toBe(true);
    expect(isDarkColor("#f5b82e")).toBe(false);
  });
});
