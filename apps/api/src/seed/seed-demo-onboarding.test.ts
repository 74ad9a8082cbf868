import { describe, expect, it } from "vitest";
import { buildDemoApp } from "../test/demo-app";
import { clientFor } from "../test/http";
import { DEMO_PASSWORD } from "./demo-data";
import { DEMO_PATH_NAME } from "./seed-demo-onboarding";

const { app, seed } = await buildDemoApp({ FFMPEG_PATH: "ffmpeg-not-installed" });
await seed();
// Seeding twice must not make the path twice.
await seed();

async function signIn(email: string) {
  const login = await app.inject({
    method: "POST",
    url: "/api/v1/login",
    headers: { host: "localhost" },
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  return clientFor(
    app,
    "localhost",
    login.json<{ data: { accessToken: string } }>().data.accessToken,
  );
}

type Follower = { id: string; name: string; progressPercentage: number };

describe("the demo onboarding path", () => {
  it("is followed by the new employees at different points, one overdue, and by the demo learner", async () => {
    const leader = await signIn("groepsleider@demo.example");
    const found = (
      await leader.get("/course-groups?filter[queryString]=Nieuwe%20medewerker")
    ).json<{
      data: { id: string; name: string; itemCount: number; followerCount: number }[];
    }>().data;
    expect(found).toHaveLength(1);
    const path = found[0]!;
    expect(path).toMatchObject({ name: DEMO_PATH_NAME, itemCount: 6, followerCount: 7 });
    const detail = (await leader.get(`/course-groups/${path.id}`)).json<{
      data: { groups: { name: string }[] };
    }>().data;
    expect(detail.groups.map((group) => group.name)).toEqual(["Nieuwe medewerkers"]);
    const followers = (await leader.get(`/course-groups/${path.id}/followers`)).json<{
      data: Follower[];
    }>().data;
    const progress = new Set(followers.map((follower) => follower.progressPercentage));
    expect(progress.size).toBeGreaterThanOrEqual(3);

    const overdue: string[] = [];
    for (const follower of followers) {
      const response = await leader.get(`/users/${follower.id}/course-group/${path.id}`);
      const person = response.json<{
        data: { items: { dueDate: string | null; status: string }[] };
      }>().data;
      const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(
        new Date(),
      );
      if (
        person.items.some(
          (item) => item.dueDate !== null && item.dueDate < today && item.status !== "done",
        )
      )
        overdue.push(follower.name);
    }
    expect(overdue).toEqual(["Emre Kaya"]);

    const learner = await signIn("cursist@demo.example");
    const tiles = (await learner.get("/my-course-groups")).json().data;
    expect(tiles).toEqual([
      expect.objectContaining({
        name: DEMO_PATH_NAME,
        doneCount: 1,
        itemCount: 6,
        next: expect.objectContaining({ position: 2, overdue: false }),
      }),
    ]);
    const mine = (await learner.get(`/my-course-groups/${path.id}`)).json<{
      data: { items: { type: string; name: string; locked: boolean; status: string }[] };
    }>().data;
    expect(mine.items.map((item) => item.locked)).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
    // The code of conduct she had already is the path's document step; the forklift practice
    // waits for the planner.
    expect(mine.items.slice(4).map((item) => [item.type, item.name, item.status])).toEqual([
      ["document", "Gedragscode", "open"],
      ["training", "Heftruck praktijk", "open"],
    ]);
  });
});
