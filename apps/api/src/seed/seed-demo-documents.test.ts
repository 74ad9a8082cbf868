import { describe, expect, it } from "vitest";
import { buildDemoApp } from "../test/demo-app";
import { DEMO_PASSWORD } from "./demo-data";

const { app, seed } = await buildDemoApp({ FFMPEG_PATH: "ffmpeg-not-installed" });
await seed();

async function demoCall(path: string, email: string) {
  const login = await app.inject({
    method: "POST",
    url: "/api/v1/login",
    headers: { host: "localhost" },
    payload: { email, password: DEMO_PASSWORD },
  });
  const token = login.json<{ data: { accessToken: string } }>().data.accessToken;
  const response = await app.inject({
    method: "GET",
    url: `/api/v1${path}`,
    headers: { host: "localhost", authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: unknown }>().data;
}

type Mine = { title: string; status: string; mustSign: boolean }[];

describe("the demo documents", () => {
  it("give the demo learner a badge count, a signed, a read and an expired document", async () => {
    const learner = "cursist@demo.example";
    const mine = (await demoCall("/documents", learner)) as Mine;
    expect(mine.map((document) => [document.title, document.status])).toEqual([
      ["Werkinstructie inpakstraat", "assigned"],
      ["Gedragscode", "assigned"],
      ["Huisregels magazijn", "viewed"],
      ["Geheimhoudingsverklaring", "signed"],
      ["Brandinstructie 2025", "expired"],
    ]);
    const me = (await demoCall("/users/me", learner)) as { signDocumentsCount: number };
    expect(me.signDocumentsCount).toBe(2);
  });

  it("show the group leader who signed the code of conduct, and the same each run", async () => {
    const leader = "groepsleider@demo.example";
    const list = (await demoCall("/lms/documents", leader)) as {
      id: string;
      title: string;
      counts: { signed: number };
    }[];
    const conduct = list.find((document) => document.title === "Gedragscode")!;
    expect(conduct.counts.signed).toBe(3);
    const signed = (await demoCall(
      `/lms/documents/${conduct.id}/assignees?filter[status]=signed`,
      leader,
    )) as { name: string }[];
    expect(signed.map((row) => row.name)).toEqual([
      "Mohammed el Amrani",
      "Ahmed Benali",
      "Kees Verhoeven",
    ]);
    // Seeding again adds nothing.
    await seed();
    expect(((await demoCall("/lms/documents", leader)) as unknown[]).length).toBe(list.length);
  });
});
