import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany } from "../../test/factories";
import { signedInMember } from "../../test/http";

const { app, database } = await buildTestApp();
type Listed = { data: { name: string }[] };
const db = database.db;

const parent = await buildCompany(db, { name: "Moeder" });
const noord = await buildCompany(db, { parentCompanyId: parent.id, name: "Moeder Noord" });
const oost = await buildCompany(db, { parentCompanyId: parent.id, name: "Moeder Oost" });
const stranger = await buildCompany(db, { name: "Vreemd" });
await buildCompany(db, { parentCompanyId: stranger.id, name: "Vreemd Zuid" });

describe("GET /companies", () => {
  it("lists a company's own sub companies by name, all at once with paginate=false", async () => {
    const { client } = await signedInMember(app, db, parent, ["admin-group-leader"]);
    const response = await client.get("/companies?paginate=false");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          id: noord.id,
          name: "Moeder Noord",
          type: "company",
          domainCode: noord.domainCode,
          host: noord.host,
          parentId: parent.id,
        },
        {
          id: oost.id,
          name: "Moeder Oost",
          type: "company",
          domainCode: oost.domainCode,
          host: oost.host,
          parentId: parent.id,
        },
      ],
    });
  });

  it("pages by default", async () => {
    const { client } = await signedInMember(app, db, parent, ["admin-group-leader"]);
    const response = await client.get("/companies?perPage=1&page=2");
    expect(response.json()).toMatchObject({
      data: [{ name: "Moeder Oost" }],
      meta: { total: 2, currentPage: 2, lastPage: 2 },
      links: { next: null },
    });
  });

  it("lists every company only for the platform admin on the administrative domain", async () => {
    const adminCompany = await buildCompany(db, { type: "administrator" });
    const { client: onAdmin } = await signedInMember(app, db, adminCompany, ["admin-leerlijn"]);
    const all = (await onAdmin.get("/companies?paginate=false")).json<Listed>().data;
    expect(all.map((c) => c.name)).toEqual(
      expect.arrayContaining(["Moeder", "Moeder Noord", "Vreemd", "Vreemd Zuid"]),
    );

    const { client: strangerLeader } = await signedInMember(app, db, stranger, [
      "admin-group-leader",
    ]);
    const own = (await strangerLeader.get("/companies?paginate=false")).json<Listed>().data;
    expect(own.map((c) => c.name)).toEqual(["Vreemd Zuid"]);
  });
});
