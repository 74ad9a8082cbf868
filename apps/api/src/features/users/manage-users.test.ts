import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn, TEST_PASSWORD } from "../../test/factories";
import { clientFor, signedInMember } from "../../test/http";

const { app, database } = await buildTestApp();
const db = database.db;

const company = await buildCompany(db, { name: "Zorg Thuis" });
const sub = await buildCompany(db, { parentCompanyId: company.id, name: "Zorg Thuis West" });
const { user: leaderUser, client: leader } = await signedInMember(app, db, company, [
  "admin-group-leader",
]);

type Listed = {
  data: { id: string; name: string; status: string; companyName: string }[];
  meta: { total: number };
};
const list = async (client: ReturnType<typeof clientFor>, query = "") => {
  const response = await client.get(`/users${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Listed>();
};

describe("GET /users", () => {
  it("lists the company's people by last name, searches on any part of a name or email", async () => {
    const place = await buildCompany(db);
    const { client } = await signedInMember(app, db, place, ["admin-group-leader"]);
    const anna = await buildUser(db, place, ["company-student"], {
      firstName: "Anna",
      email: "anna.bakker@zoek.example",
    });
    await buildUser(db, place, ["company-student"], { firstName: "Bob" });

    const all = await list(client);
    expect(all.meta.total).toBe(3);
    const names = all.data.map((row) => row.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.split(" ").at(-1)!.localeCompare(b.split(" ").at(-1)!)),
    );

    const found = await list(client, "?filter[queryString]=zoek.exam");
    expect(found.data.map((row) => row.id)).toEqual([anna.companyUserId]);
    expect((await list(client, "?filter[queryString]=anna%20bakker")).meta.total).toBe(1);
    expect((await list(client, "?filter[queryString]=%25")).meta.total).toBe(0);
  });

  it("pages a search by name, counts it, and answers a word that finds more than a hundred", async () => {
    const place = await buildCompany(db);
    const { client } = await signedInMember(app, db, place, ["admin-group-leader"]);
    const other = await buildCompany(db);
    await buildUser(db, other, ["company-student"], { lastName: "Kwartelaar" });
    const kwartels: string[] = [];
    for (let i = 0; i < 18; i++)
      kwartels.push(
        (
          await buildUser(db, place, [i < 3 ? "admin-trainer" : "company-student"], {
            firstName: `Persoon ${String(i).padStart(2, "0")}`,
            lastName: "Kwartelaar",
            // No digits: the search for "01" below must find the name alone.
            email: `kwartel-${"abcdefghijklmnopqr"[i]}@test.example`,
          })
        ).companyUserId,
      );
    const ids = async (query: string) => {
      const listed = await list(client, query);
      return { ids: listed.data.map((row) => row.id), total: listed.meta.total };
    };

    const first = await ids("?filter[queryString]=kwartel");
    const second = await ids("?filter[queryString]=kwartel&page=2");
    expect(first).toEqual({ ids: kwartels.slice(0, 15), total: 18 });
    expect(second).toEqual({ ids: kwartels.slice(15), total: 18 });
    expect(await ids("?filter[queryString]=KWARTEL%20persoon%2001")).toEqual({
      ids: [kwartels[1]],
      total: 1,
    });
    expect(await ids("?filter[queryString]=kwartel&filter[role]=admin-trainer")).toEqual({
      ids: kwartels.slice(0, 3),
      total: 3,
    });
    // Words too short for the trigram index, and words that find nobody.
    expect((await ids("?filter[queryString]=kw%20aar")).total).toBe(18);
    expect(await ids("?filter[queryString]=kwartelkoning")).toEqual({ ids: [], total: 0 });
    expect(await ids("?filter[queryString]=kwartel&page=3")).toEqual({ ids: [], total: 18 });

    const many: string[] = [];
    for (let i = 0; i < 205; i++)
      many.push(
        (
          await buildUser(db, place, ["company-student"], {
            firstName: `Iemand ${String(i).padStart(3, "0")}`,
            lastName: "Veelvoud",
          })
        ).companyUserId,
      );
    const common = await ids("?filter[queryString]=veelvoud&perPage=50&page=5");
    expect(common).toEqual({ ids: many.slice(200), total: 205 });
  });

  it("searches for quotes, commas, braces and LIKE's wildcards as plain text", async () => {
    const place = await buildCompany(db);
    const { client } = await signedInMember(app, db, place, ["admin-group-leader"]);
    const odd = await buildUser(db, place, ["company-student"], {
      lastName: `O'Brien, "de" {Vries}\\_%`,
    });
    await buildUser(db, place, ["company-student"], { lastName: "Obrien" });
    for (const word of [`o'brien,`, `"de"`, `{vries}`, `vries}\\_%`])
      expect(
        (await list(client, `?filter[queryString]=${encodeURIComponent(word)}`)).data.map(
          (row) => row.id,
        ),
        word,
      ).toEqual([odd.companyUserId]);
  });

  it("filters on role and status and pages with the usual envelope", async () => {
    const place = await buildCompany(db);
    const { client } = await signedInMember(app, db, place, ["admin-group-leader"]);
    for (let i = 0; i < 4; i++) await buildUser(db, place, ["company-student"]);
    await buildUser(db, place, ["admin-trainer"]);

    expect((await list(client, "?filter[role]=admin-trainer")).meta.total).toBe(1);
    expect((await list(client, "?filter[status]=active")).meta.total).toBe(6);
    const page = await client.get("/users?perPage=2&page=2&filter[role]=company-student");
    expect(page.json()).toMatchObject({
      meta: { total: 4, currentPage: 2, lastPage: 2, from: 3, to: 4 },
      links: { next: null },
    });
    const beyond = await client.get("/users?perPage=2&page=9");
    expect(beyond.json()).toMatchObject({ data: [], meta: { total: 6 } });
  });

  it("shows a parent's group leader the people of the sub companies, and a sub-admin not", async () => {
    const westLearner = await buildUser(db, sub, ["company-student"]);
    const fromLeader = await list(leader, `?filter[companyId]=${sub.id}`);
    expect(fromLeader.data.map((row) => row.id)).toEqual([westLearner.companyUserId]);
    expect(fromLeader.data[0]?.companyName).toBe("Zorg Thuis West");

    const { client: subAdmin } = await signedInMember(app, db, company, ["sub-admin-group-leader"]);
    expect((await list(subAdmin, `?filter[companyId]=${sub.id}`)).meta.total).toBe(0);
    expect((await subAdmin.get(`/users/${westLearner.companyUserId}`)).statusCode).toBe(404);
  });

  it("reads the first page of a company and its sub companies in name order, after a rename too", async () => {
    const parent = await buildCompany(db);
    const child = await buildCompany(db, { parentCompanyId: parent.id });
    const { user: boss, client } = await signedInMember(app, db, parent, ["admin-group-leader"], {
      lastName: "Mulder",
    });
    const person = async (company: { id: string }, lastName: string) =>
      (await buildUser(db, company, ["company-student"], { lastName })).companyUserId;
    const { companyUserId: zwart, email } = await buildUser(db, parent, ["company-student"], {
      lastName: "Zwart",
    });
    const aalders = await person(child, "Aalders");
    const jansen = await person(parent, "Jansen");
    const visser = await person(child, "Visser");
    const bakker = await person(child, "Bakker");
    const ids = async (query: string) => (await list(client, query)).data.map((row) => row.id);

    expect(await ids("?perPage=3")).toEqual([aalders, bakker, jansen]);
    expect(await ids("?perPage=3&page=2")).toEqual([boss.companyUserId, visser, zwart]);

    const renamed = await client.patch(`/users/${zwart}`, {
      firstName: "Piet",
      lastName: "Aarts",
      email,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const abbas = await person(child, "Abbas");
    expect(await ids("?perPage=3")).toEqual([aalders, zwart, abbas]);
    expect(await ids("?perPage=3&page=2")).toEqual([bakker, jansen, boss.companyUserId]);
  });

  it("never shows people of another company", async () => {
    const other = await buildCompany(db);
    const stranger = await buildUser(db, other, ["company-student"], { firstName: "Vreemdeling" });
    expect((await list(leader, "?filter[queryString]=Vreemdeling")).meta.total).toBe(0);
    expect((await list(leader, `?filter[companyId]=${other.id}`)).meta.total).toBe(0);
    for (const response of [
      await leader.get(`/users/${stranger.companyUserId}`),
      await leader.patch(`/users/${stranger.companyUserId}`, { firstName: "X", lastName: "Y" }),
      await leader.post(`/users/${stranger.companyUserId}/deactivate`),
      await leader.delete(`/users/${stranger.companyUserId}`),
    ])
      expect(response.statusCode).toBe(404);
  });
});

describe("GET /users/{id}", () => {
  it("answers a person's id with 307 to their membership's page, readable by a browser", async () => {
    const person = await buildUser(db, sub, ["company-student"], { firstName: "Verhuisd" });

    const response = await leader.get(`/users/${person.id}`);

    expect(response.statusCode).toBe(307);
    const target = `/lms/users/${person.companyUserId}/edit`;
    expect(response.headers["x-location"]).toBe(target);
    expect(response.json().location).toBe(target);
    // With a Location header fetch would follow it or, in "manual" mode, hide the answer.
    expect(response.headers.location).toBeUndefined();
  });

  it("keeps a person of another company unknown, by either id", async () => {
    const stranger = await buildUser(db, await buildCompany(db), ["company-student"]);
    expect((await leader.get(`/users/${stranger.id}`)).statusCode).toBe(404);
    expect((await leader.get(`/users/${stranger.companyUserId}`)).statusCode).toBe(404);
  });
});

describe("PATCH /users/{id}", () => {
  it("changes name and role, asks to confirm the email, and answers as the list shows them", async () => {
    const person = await buildUser(db, company, ["company-student"]);
    const response = await leader.patch(`/users/${person.companyUserId}`, {
      firstName: "Gerrit",
      middleName: "van",
      lastName: "Dam",
      email: `GERRIT.${person.id.slice(0, 6)}@test.example`,
      role: "admin-trainer",
    });
    expect(response.statusCode).toBe(200);
    // The new address waits for confirmation from itself: the person has a password.
    expect(response.json().data).toMatchObject({
      name: "Gerrit van Dam",
      email: person.email,
      pendingEmail: `gerrit.${person.id.slice(0, 6)}@test.example`,
      roles: ["admin-trainer"],
      canEditIdentity: true,
      canManage: true,
    });
  });

  it("keeps the name and email of someone who also belongs to another organisation", async () => {
    const other = await buildCompany(db);
    const shared = await buildUser(db, other, ["company-student"]);
    const created = await leader.post("/users", {
      firstName: "x",
      lastName: "y",
      email: shared.email,
    });
    const memberId = created.json().data[0].id;
    const seen = await leader.get(`/users/${memberId}`);
    expect(seen.json().data.canEditIdentity).toBe(false);

    const renamed = await leader.patch(`/users/${memberId}`, {
      firstName: "Anders",
      lastName: shared.lastName,
      email: shared.email,
    });
    expect(renamed.statusCode).toBe(403);
    // Until they accept, the company knows them by the name it gave.
    const roleOnly = await leader.patch(`/users/${memberId}`, {
      firstName: "x",
      lastName: "y",
      email: shared.email,
      role: "admin-trainer",
    });
    expect(roleOnly.statusCode).toBe(200);
  });

  it("refuses to remove an email and an email another person has", async () => {
    const person = await buildUser(db, company, ["company-student"]);
    const taken = await buildUser(db, await buildCompany(db), ["company-student"]);
    const base = { firstName: "A", lastName: "B" };
    const removed = await leader.patch(`/users/${person.companyUserId}`, { ...base, email: "" });
    expect(removed.json().errors).toEqual({
      email: ["Een e-mailadres kun je wijzigen, maar niet weghalen: deze persoon logt ermee in."],
    });
    const clash = await leader.patch(`/users/${person.companyUserId}`, {
      ...base,
      email: taken.email,
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({
      email: ["Dit e-mailadres kan niet worden gebruikt. Kies een ander e-mailadres."],
    });
  });

  it("does not let anyone change themselves or someone above what they may grant", async () => {
    const { user: subAdminUser, client: subAdmin } = await signedInMember(app, db, company, [
      "sub-admin-group-leader",
    ]);
    const body = { firstName: "Nieuw", lastName: "Naam" };
    const self = await subAdmin.patch(`/users/${subAdminUser.companyUserId}`, body);
    const above = await subAdmin.patch(`/users/${leaderUser.companyUserId}`, body);
    expect(self.statusCode).toBe(403);
    expect(above.statusCode).toBe(403);
    const seen = await subAdmin.get(`/users/${leaderUser.companyUserId}`);
    expect(seen.json().data.canManage).toBe(false);
    const learner = await buildUser(db, company, ["company-student"]);
    const grant = await subAdmin.patch(`/users/${learner.companyUserId}`, {
      ...body,
      email: learner.email,
      role: "admin-group-leader",
    });
    expect(grant.json().errors).toEqual({ role: ["Deze rol kun je niet toekennen."] });
  });
});

describe("deactivating, reactivating and removing", () => {
  it("switches a person off here: no sign-in, sessions end; and on again", async () => {
    const person = await buildUser(db, company, ["company-student"]);
    const token = await signIn(app, company.host, person.email);
    const session = clientFor(app, company.host, token);

    const off = await leader.post(`/users/${person.companyUserId}/deactivate`);
    expect(off.json().data.status).toBe("deactivated");
    expect((await session.get("/users/me")).statusCode).toBe(401);
    await expect(signIn(app, company.host, person.email)).rejects.toThrow(/422/);
    expect((await list(leader, "?filter[status]=deactivated")).data.map((r) => r.id)).toContain(
      person.companyUserId,
    );

    const on = await leader.post(`/users/${person.companyUserId}/reactivate`);
    expect(on.json().data.status).toBe("active");
    await expect(signIn(app, company.host, person.email)).resolves.toEqual(expect.any(String));
  });

  it("removes a person from the company; someone with no company left is gone entirely", async () => {
    const other = await buildCompany(db);
    const only = await buildUser(db, company, ["company-student"]);
    const both = await buildUser(db, other, ["company-student"]);
    const added = await leader.post("/users", { firstName: "a", lastName: "b", email: both.email });

    expect((await leader.delete(`/users/${only.companyUserId}`)).statusCode).toBe(204);
    expect((await leader.delete(`/users/${added.json().data[0].id}`)).statusCode).toBe(204);

    expect((await leader.get(`/users/${only.companyUserId}`)).statusCode).toBe(404);
    const login = await clientFor(app, company.host).post("/login", {
      email: only.email,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(422);
    await expect(signIn(app, other.host, both.email)).resolves.toEqual(expect.any(String));
  });

  it("does not let anyone switch off or remove themselves", async () => {
    expect((await leader.post(`/users/${leaderUser.companyUserId}/deactivate`)).statusCode).toBe(
      403,
    );
    expect((await leader.delete(`/users/${leaderUser.companyUserId}`)).statusCode).toBe(403);
  });
});

describe("GET /users/options", () => {
  it("lists the company's active people compactly, by last name", async () => {
    const place = await buildCompany(db);
    const { client } = await signedInMember(app, db, place, ["admin-trainer"]);
    const off = await buildUser(db, place, ["company-student"]);
    const { client: placeLeader } = await signedInMember(app, db, place, ["admin-group-leader"]);
    await placeLeader.post(`/users/${off.companyUserId}/deactivate`);

    const response = await client.get("/users/options");
    expect(response.statusCode).toBe(200);
    const options = response.json<{ data: { id: string }[] }>().data;
    expect(options).toHaveLength(2);
    expect(options[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      email: expect.any(String),
    });
    expect(options.map((o) => o.id)).not.toContain(off.companyUserId);
  });
});
