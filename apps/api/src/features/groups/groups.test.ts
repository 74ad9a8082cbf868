import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser } from "../../test/factories";
import { signedInMember } from "../../test/http";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);

const people = await Promise.all(
  ["Zoë", "Anton", "Mila"].map((firstName) =>
    buildUser(db, company, ["company-student"], { firstName }),
  ),
);
const ids = people.map((person) => person.companyUserId);

describe("groups", () => {
  it("are created with members, shown with their members by name", async () => {
    const created = await leader.post("/groups", { name: " Magazijn ", memberIds: ids });
    expect(created.statusCode).toBe(201);
    const group = created.json<{ data: { id: string; members: { id: string }[] } }>().data;
    expect(group).toMatchObject({ name: "Magazijn", id: expect.any(String) });
    expect(group.members.map((m) => m.id).sort()).toEqual([...ids].sort());
    const shown = await leader.get(`/groups/${group.id}`);
    expect(shown.json().data.members).toHaveLength(3);
  });

  it("have a unique name per company, whatever the letter case", async () => {
    await leader.post("/groups", { name: "Kantoor" });
    const again = await leader.post("/groups", { name: "kantoor" });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ name: ["Er bestaat al een groep met deze naam."] });
    const other = await buildCompany(db);
    const { client } = await signedInMember(app, db, other, ["admin-group-leader"]);
    expect((await client.post("/groups", { name: "Kantoor" })).statusCode).toBe(201);
  });

  it("need a name and accept only this company's people", async () => {
    const stranger = await buildUser(db, await buildCompany(db), ["company-student"]);
    const response = await leader.post("/groups", {
      name: " ",
      memberIds: [stranger.companyUserId],
    });
    expect(response.json().errors).toEqual({ name: ["Vul een naam voor de groep in."] });
    const foreign = await leader.post("/groups", {
      name: "Vreemd",
      memberIds: [stranger.companyUserId],
    });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(["member_ids"]);
  });

  it("are renamed and get new members; deleting one keeps its people", async () => {
    const created = (
      await leader.post("/groups", { name: "Zorgteam Noord", memberIds: ids })
    ).json().data;
    const updated = await leader.patch(`/groups/${created.id}`, {
      name: "Zorgteam Zuid",
      memberIds: [ids[0], ids[0]],
    });
    expect(updated.json().data).toMatchObject({ name: "Zorgteam Zuid", members: [{ id: ids[0] }] });

    expect((await leader.delete(`/groups/${created.id}`)).statusCode).toBe(204);
    expect((await leader.get(`/groups/${created.id}`)).statusCode).toBe(404);
    expect((await leader.get(`/users/${ids[0]}`)).statusCode).toBe(200);
  });

  it("are listed by name with their member count, paged or all at once", async () => {
    const place = await buildCompany(db);
    const { client } = await signedInMember(app, db, place, ["admin-group-leader"]);
    const member = await buildUser(db, place, ["company-student"]);
    await client.post("/groups", { name: "b-groep", memberIds: [member.companyUserId] });
    await client.post("/groups", { name: "A-groep" });
    const all = await client.get("/groups?paginate=false");
    expect(all.json()).toEqual({
      data: [
        { id: expect.any(String), name: "A-groep", memberCount: 0 },
        { id: expect.any(String), name: "b-groep", memberCount: 1 },
      ],
    });
    const paged = await client.get("/groups?perPage=1&filter[queryString]=b-");
    expect(paged.json()).toMatchObject({ data: [{ name: "b-groep" }], meta: { total: 1 } });
  });

  it("of another company are unknown", async () => {
    const other = await buildCompany(db);
    const { client } = await signedInMember(app, db, other, ["admin-group-leader"]);
    const theirs = (await client.post("/groups", { name: "Geheim" })).json().data;
    expect((await leader.get(`/groups/${theirs.id}`)).statusCode).toBe(404);
    expect((await leader.patch(`/groups/${theirs.id}`, { name: "Van mij" })).statusCode).toBe(404);
    expect((await leader.delete(`/groups/${theirs.id}`)).statusCode).toBe(404);
    const filtered = await leader.get(`/users?filter[groupId]=${theirs.id}`);
    expect(filtered.json().meta.total).toBe(0);
  });

  it("filter the user list and show on each person, and are left when someone leaves", async () => {
    const team = (
      await leader.post("/groups", { name: "Nieuwe medewerkers", memberIds: [ids[1]] })
    ).json().data;
    const listed = await leader.get(`/users?filter[groupId]=${team.id}`);
    const rows = listed.json<{ data: { id: string; groups: unknown[] }[] }>().data;
    expect(rows.map((u) => u.id)).toEqual([ids[1]]);
    expect(rows[0]?.groups).toEqual(
      expect.arrayContaining([{ id: team.id, name: "Nieuwe medewerkers" }]),
    );

    await leader.delete(`/users/${ids[1]}`);
    expect((await leader.get(`/groups/${team.id}`)).json().data.members).toEqual([]);
  });
});
