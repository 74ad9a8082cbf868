import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { companyUsers, users } from "./users.table";

const { app, database } = await buildTestApp();
const db = database.db;

/**
 * Every change here is made straight in the database, as another API instance or another
 * feature would, so a total the list keeps anywhere would show up as stale.
 */
async function listing() {
  const company = await buildCompany(db);
  const { client } = await signedInMember(app, db, company, ["admin-group-leader"]);
  const total = async (query = "") => {
    const response = await client.get(`/users?perPage=1${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ meta: { total: number } }>().meta.total;
  };
  return { company, total };
}

describe("GET /users totals", () => {
  it("count people who join or leave, however they are added", async () => {
    const { company, total } = await listing();
    expect(await total()).toBe(1);
    expect(await total()).toBe(1);
    const joined = await buildUser(db, company, ["company-student"]);
    expect(await total()).toBe(2);
    await db.delete(companyUsers).where(eq(companyUsers.id, joined.companyUserId));
    expect(await total()).toBe(1);
    await buildUser(db, company, ["company-student"]);
    await db.delete(users).where(eq(users.id, joined.id));
    expect(await total()).toBe(2);
  });

  it("follow changes of status, role, name and group", async () => {
    const { company, total } = await listing();
    const person = await buildUser(db, company, ["company-student"], { firstName: "Wobbe" });
    expect(await total("&filter[status]=deactivated")).toBe(0);
    expect(await total("&filter[role]=admin-trainer")).toBe(0);
    expect(await total("&filter[queryString]=wobbe")).toBe(1);

    await db
      .update(companyUsers)
      .set({ deactivatedAt: new Date(), roles: ["admin-trainer"] })
      .where(eq(companyUsers.id, person.companyUserId));
    expect(await total("&filter[status]=deactivated")).toBe(1);
    expect(await total("&filter[role]=admin-trainer")).toBe(1);

    await db.update(users).set({ firstName: "Sjoerd" }).where(eq(users.id, person.id));
    expect(await total("&filter[queryString]=wobbe")).toBe(0);
    expect(await total("&filter[queryString]=sjoerd")).toBe(1);

    await db.update(users).set({ passwordHash: null }).where(eq(users.id, person.id));
    await db
      .update(companyUsers)
      .set({ deactivatedAt: null })
      .where(eq(companyUsers.id, person.companyUserId));
    expect(await total("&filter[status]=invited")).toBe(1);

    // Groups belong to the groups feature; plain SQL stands in for it here.
    const groupId = randomUUID();
    await db.execute(
      sql`insert into groups (id, company_id, name) values (${groupId}, ${company.id}, 'Ploeg')`,
    );
    const inGroup = `&filter[groupId]=${groupId}`;
    expect(await total(inGroup)).toBe(0);
    await db.execute(
      sql`insert into group_members (group_id, company_user_id) values (${groupId}, ${person.companyUserId})`,
    );
    expect(await total(inGroup)).toBe(1);
    await db.execute(sql`delete from group_members where group_id = ${groupId}`);
    expect(await total(inGroup)).toBe(0);
  });

  it("are kept apart per company: a change elsewhere does not show", async () => {
    const first = await listing();
    const second = await listing();
    await buildUser(db, second.company, ["company-student"]);
    expect(await first.total()).toBe(1);
    expect(await second.total()).toBe(2);
  });

  it("equal the plain count after every kind of change, in random order", async () => {
    const { company, total } = await listing();
    const { client } = await signedInMember(app, db, company, ["admin-group-leader"]);
    // A page of up to 100 that is not full tells its total without a kept count: the plain rule.
    const plain = async (query: string) => {
      const response = await client.get(`/users?perPage=100${query}`);
      return response.json<{ data: unknown[] }>().data.length;
    };
    const groupId = randomUUID();
    await db.execute(
      sql`insert into groups (id, company_id, name) values (${groupId}, ${company.id}, 'Ploeg')`,
    );
    const people = await Promise.all(
      ["Anna", "Bram", "Carla", "Daan"].map((firstName) =>
        buildUser(db, company, ["company-student"], { firstName }),
      ),
    );
    const filters = [
      "",
      "&filter[status]=active",
      "&filter[status]=invited",
      "&filter[status]=deactivated",
      "&filter[status]=no_account",
      "&filter[role]=admin-trainer",
      "&filter[queryString]=an",
      `&filter[groupId]=${groupId}`,
    ];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      // The high bits: the low bits of this generator repeat every few draws.
      return Math.floor((seed / 2_147_483_648) * n);
    };
    const changes = [
      async () => people.push(await buildUser(db, company, ["company-student"])),
      async (member: string) =>
        db
          .update(companyUsers)
          .set({ deactivatedAt: random(2) ? new Date() : null })
          .where(eq(companyUsers.id, member)),
      async (member: string) =>
        db
          .update(companyUsers)
          .set({ roles: random(2) ? ["admin-trainer"] : ["company-student"] })
          .where(eq(companyUsers.id, member)),
      async (member: string) =>
        db
          .update(companyUsers)
          .set({ pendingSince: random(2) ? new Date() : null })
          .where(eq(companyUsers.id, member)),
      async (_: string, user: string) =>
        db
          .update(users)
          .set({ firstName: random(2) ? "Jan" : "Piet" })
          .where(eq(users.id, user)),
      async (_: string, user: string) =>
        db
          .update(users)
          .set({ email: random(2) ? null : `${randomUUID()}@test.example` })
          .where(eq(users.id, user)),
      async (_: string, user: string) =>
        db
          .update(users)
          .set({ passwordHash: random(2) ? null : "x" })
          .where(eq(users.id, user)),
      async (member: string) =>
        db.execute(
          sql`insert into group_members (group_id, company_user_id) values (${groupId}, ${member}) on conflict do nothing`,
        ),
      async (member: string) =>
        db.execute(sql`delete from group_members where company_user_id = ${member}`),
    ];
    for (let step = 0; step < 40; step++) {
      const person = people[random(people.length)]!;
      await changes[random(changes.length)]!(person.companyUserId, person.id);
      for (const filter of filters) expect(await total(filter), filter).toBe(await plain(filter));
    }
  });
});
