import type { BlockMedia } from "@leerlijn/contracts/courses/block.schema";
import { describe, expect, it } from "vitest";
import { buildDemoApp } from "../test/demo-app";
import { DEMO_PASSWORD } from "./demo-data";

const { app, seed } = await buildDemoApp();
await seed();

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

type Tile = { name: string; image: BlockMedia | null };

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
    expect(byName["Heftruck: de dagelijkse controle"]).toMatchObject({ status: "published" });
    expect(byName["Werkinstructie inpakstraat"]).toMatchObject({ status: "published" });
    expect(byName["Gevaarlijke stoffen herkennen"]).toMatchObject({ status: "rejected" });
    expect(byName["Veilig werken met ladders"]).toMatchObject({ status: "concept" });
    expect(byName["Veilig werken met ladders"]?.versions).toHaveLength(2);
    expect(byName["Brandveiligheid op de werkvloer"]).toMatchObject({
      status: "publicly-published",
    });
  });

  it("put the video and the PDF course in the course library, ready to assign to learners", async () => {
    const assignable = (await demoCall("/assignable-courses?perPage=50")).json<{
      data: { name: string }[];
    }>().data;
    expect(assignable.map((course) => course.name)).toEqual(
      expect.arrayContaining(["Heftruck: de dagelijkse controle", "Werkinstructie inpakstraat"]),
    );
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

  it("show a picture of their own in the author tool, the course library and the open library", async () => {
    const authorTool = (await demoCall("/courses?perPage=50")).json<{ data: Tile[] }>().data;
    const library = (await demoCall("/course-library?perPage=50")).json<{ data: Tile[] }>().data;
    const open = (await demoCall("/courses/public", "cursist@demo.example")).json<{
      data: Tile[];
    }>().data;
    for (const tiles of [authorTool, library, open]) {
      expect(tiles.length).toBeGreaterThan(2);
      for (const tile of tiles) expect(tile.image?.name, tile.name).toBe(`${tile.name}.png`);
    }
    expect(new Set(authorTool.map((tile) => tile.image?.id)).size).toBe(authorTool.length);
    const picture = await app.inject({ method: "GET", url: library[0]?.image?.url ?? "" });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe("PNG");
  });

  it("show the seeded video, PDF and illustration in their blocks", async () => {
    const media = async (name: string) => {
      const course = (await demoCall("/courses?perPage=50"))
        .json<{ data: { id: string; name: string; latestVersionId: string }[] }>()
        .data.find((candidate) => candidate.name === name);
      const version = (
        await demoCall(`/courses/${course?.id}/versions/${course?.latestVersionId}`)
      ).json<{ data: { blocks: { content: { type: string }; media: BlockMedia | null }[] } }>();
      return version.data.blocks
        .filter((block) => ["image", "video", "document"].includes(block.content.type))
        .map((block) => [block.content.type, block.media?.name]);
    };
    expect(await media("Heftruck: de dagelijkse controle")).toEqual([
      ["video", "Rondleiding magazijn.mp4"],
    ]);
    expect(await media("Werkinstructie inpakstraat")).toEqual([
      ["document", "Werkinstructie inpakstraat.pdf"],
    ]);
    expect(await media("Veilig werken met ladders")).toEqual([
      ["image", "Ladder onder 75 graden.png"],
    ]);
  });

  it("are seeded once (nine of the ten are the demo company's), and so is their media", async () => {
    const mediaTotal = async () =>
      (await demoCall("/media?perPage=100")).json<{ data: unknown[] }>().data.length;
    const before = await mediaTotal();
    await seed();
    expect((await demoCall("/courses")).json<{ meta: { total: number } }>().meta.total).toBe(9);
    expect(await mediaTotal()).toBe(before);
  });
});
