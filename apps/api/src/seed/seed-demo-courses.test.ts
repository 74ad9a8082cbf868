import { describe, expect, it } from "vitest";
import { buildTestApp } from "../test/build-test-app";
import { DEMO_PASSWORD } from "./demo-data";
import { seedDemo } from "./seed-demo";

const { app, database } = await buildTestApp();
await seedDemo(database.db);

async function demoCall(path: string, email = "groepsleider@demo.example", host = "localhost") {
  const login = await app.inject({
    method: "POST",
    url: "/api/v1/login",
    headers: { host },
    payload: { email, password: DEMO_PASSWORD },
  });
  const token = login.json<{ data: { accessToken: string } }>().data.accessToken;
  return app.inject({
    method: "GET",
    url: `/api/v1${path}`,
    headers: { host, authorization: `Bearer ${token}` },
  });
}

describe("the demo courses", () => {
  it("give the demo company courses of every type in every status", async () => {
    const list = (await demoCall("/courses?perPage=50")).json<{
      data: { name: string; courseTypeKey: string; status: string; versions: unknown[] }[];
    }>().data;
    const byName = Object.fromEntries(list.map((course) => [course.name, course]));
    expect(new Set(list.map((course) => course.courseTypeKey))).toEqual(
      new Set(["elearning", "microlearning", "test", "video", "document", "skill"]),
    );
    expect(byName["BHV basis"]).toMatchObject({ status: "published" });
    expect(byName["Privacy en de AVG"]).toMatchObject({ status: "review", courseTypeKey: "test" });
    expect(byName["Heftruck: de dagelijkse controle"]).toMatchObject({ status: "concept" });
    expect(byName["Gevaarlijke stoffen herkennen"]).toMatchObject({ status: "rejected" });
    expect(byName["Veilig werken met ladders"]).toMatchObject({ status: "concept" });
    expect(byName["Veilig werken met ladders"]?.versions).toHaveLength(2);
    expect(byName["Brandveiligheid op de werkvloer"]).toMatchObject({
      status: "publicly-published",
    });
  });

  it("put two public courses and one of the company in the open library, one in the review queue", async () => {
    const open = (await demoCall("/courses/public", "cursist@demo.example")).json<{
      data: { name: string; companyName: string }[];
    }>().data;
    expect(open.map((course) => course.name).sort()).toEqual([
      "Brandveiligheid op de werkvloer",
      "Handhygiëne in 5 minuten",
      "Omgaan met agressie",
    ]);
    const queue = (
      await demoCall("/course-reviews", "beheer@leerlijn.example", "admin.localhost")
    ).json<{
      data: { name: string }[];
    }>().data;
    expect(queue.map((item) => item.name)).toEqual(["Privacy en de AVG"]);
  });

  it("are seeded once (nine of the ten are the demo company's)", async () => {
    await seedDemo(database.db);
    expect((await demoCall("/courses")).json<{ meta: { total: number } }>().meta.total).toBe(9);
  });
});
