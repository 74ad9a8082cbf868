import { describe, expect, it } from "vitest";
import { buildDemoApp } from "../test/demo-app";
import { clientFor } from "../test/http";
import { DEMO_PASSWORD } from "./demo-data";

const { app, seed } = await buildDemoApp({ FFMPEG_PATH: "ffmpeg-not-installed" });
await seed();
// Seeding twice must not add anyone twice.
await seed();

async function leaderOn(host: string, email: string) {
  const login = await app.inject({
    method: "POST",
    url: "/api/v1/login",
    headers: { host },
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  return clientFor(app, host, login.json<{ data: { accessToken: string } }>().data.accessToken);
}

type Page = {
  data: { email: string | null; status: string; companyName: string }[];
  meta: { total: number };
};

describe("the demo people", () => {
  it("gives the demo company about 40 learners, some without an email, in four named groups", async () => {
    const leader = await leaderOn("localhost", "groepsleider@demo.example");
    const own = await leader.get("/users?perPage=100&filter[role]=company-student");
    const list = own.json<Page>();
    const demoOnly = list.data.filter((person) => person.companyName === "Demo Logistiek");
    expect(demoOnly.length).toBeGreaterThanOrEqual(38);
    expect(demoOnly.filter((person) => person.email === null).length).toBeGreaterThanOrEqual(3);
    expect(demoOnly.filter((person) => person.status === "invited").length).toBeGreaterThan(0);

    const groups = (await leader.get("/groups?perPage=50")).json<{ data: { name: string }[] }>();
    expect(groups.data.map((group) => group.name)).toEqual(
      expect.arrayContaining(["Magazijn", "Kantoor", "Zorgteam Noord", "Nieuwe medewerkers"]),
    );
  });

  it("puts a few people in the sub company on noord.localhost, led by its own group leader", async () => {
    const leader = await leaderOn("noord.localhost", "harm.wiersma@noord.demo.example");
    const people = (await leader.get("/users?perPage=50")).json<Page>();
    expect(people.meta.total).toBe(5);
    expect(people.data.every((person) => person.companyName === "Demo Logistiek Noord")).toBe(true);
  });

  it("names each company by its first host, which mails link to and lists show", async () => {
    const admin = await leaderOn("admin.localhost", "beheer@leerlijn.example");
    const companies = (await admin.get("/companies")).json<{
      data: { name: string; host: string | null }[];
    }>();
    expect(companies.data.find((company) => company.name === "Demo Logistiek")?.host).toBe(
      "localhost",
    );
  });
});
