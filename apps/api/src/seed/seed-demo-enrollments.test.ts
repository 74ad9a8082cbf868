import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyUsers, users } from "../features/users/users.table";
import { buildDemoApp } from "../test/demo-app";
import { DEMO_PASSWORD } from "./demo-data";

const { app, database, seed } = await buildDemoApp({ FFMPEG_PATH: "ffmpeg-not-installed" });
await seed();

async function demoCall(path: string, email: string) {
  const login = await app.inject({
    method: "POST",
    url: "/api/v1/login",
    headers: { host: "localhost" },
    payload: { email, password: DEMO_PASSWORD },
  });
  const token = login.json<{ data: { accessToken: string } }>().data.accessToken;
  return app.inject({
    method: "GET",
    url: `/api/v1${path}`,
    headers: { host: "localhost", authorization: `Bearer ${token}` },
  });
}

type Listed = {
  data: {
    id: string;
    status: string;
    isPassed: boolean | null;
    source: string;
    deletedAt: string | null;
    attempt: number;
    progress: { percentage: number };
    course: { name: string; image: { name: string } | null };
  }[];
  counts: Record<string, number>;
};

describe("the demo enrollments", () => {
  it("give the demo learner an enrollment in every state", async () => {
    const mine = (await demoCall("/enrollments?perPage=50", "cursist@demo.example")).json<Listed>();
    const byName = Object.fromEntries(mine.data.map((e) => [e.course.name, e]));
    expect(byName["BHV basis"]).toMatchObject({ status: "done", isPassed: true });
    expect(byName["Toets veilig werken in het magazijn"]).toMatchObject({
      status: "done",
      isPassed: false,
    });
    expect(byName["Handhygiëne in 5 minuten"]).toMatchObject({
      status: "in-progress",
      progress: { percentage: 50 },
    });
    expect(byName["Veilig werken met ladders"]).toMatchObject({
      status: "in-progress",
      progress: { percentage: 25 },
    });
    expect(byName["Brandveiligheid op de werkvloer"]).toMatchObject({
      status: "open",
      source: "open-library",
    });
    // Five of her own, and the one the onboarding path adds (Werkinstructie inpakstraat).
    expect(mine.counts).toEqual({ all: 6, open: 2, "in-progress": 2, done: 2 });
  });

  it("give colleagues a spread of results, with history", async () => {
    const people = await database.db
      .select({ id: companyUsers.id, email: users.email })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.userId));
    const results = await Promise.all(
      people
        .filter((person) => person.email?.endsWith("@demo.example"))
        .map(
          async (person) =>
            (
              await demoCall(
                `/users/${person.id}/enrollments?perPage=50`,
                "groepsleider@demo.example",
              )
            ).json<Listed>().data,
        ),
    );
    const all = results.flat();
    expect(new Set(all.map((e) => e.status))).toEqual(new Set(["open", "in-progress", "done"]));
    expect(all.filter((e) => e.isPassed === true).length).toBeGreaterThan(3);
    expect(all.filter((e) => e.isPassed === false).length).toBeGreaterThan(1);
    expect(all.some((e) => e.deletedAt !== null)).toBe(true);
    expect(all.some((e) => e.attempt === 2 && e.isPassed === true)).toBe(true);
  });

  it("show each course's picture on the learner's trainings", async () => {
    const mine = (await demoCall("/enrollments?perPage=50", "cursist@demo.example")).json<Listed>();
    for (const { course } of mine.data) expect(course.image?.name).toBe(`${course.name}.png`);
  });

  it("go on without a demo video where ffmpeg is missing: the video course waits for one", async () => {
    const media = (await demoCall("/media?perPage=100", "groepsleider@demo.example")).json<{
      data: { type: string }[];
    }>().data;
    expect(media.filter((item) => item.type === "video")).toEqual([]);
    const courses = (await demoCall("/courses?perPage=50", "groepsleider@demo.example")).json<{
      data: { id: string; name: string; latestVersionId: string; status: string }[];
    }>().data;
    const course = courses.find((c) => c.name === "Heftruck: de dagelijkse controle");
    // Not published: a video block without its video could not be.
    expect(course?.status).toBe("concept");
    const version = (
      await demoCall(
        `/courses/${course?.id}/versions/${course?.latestVersionId}`,
        "groepsleider@demo.example",
      )
    ).json<{ data: { blocks: { content: { type: string; mediaId?: string | null } }[] } }>();
    expect(version.data.blocks[0]?.content).toMatchObject({ type: "video", mediaId: null });
  });

  it("are seeded once", async () => {
    await seed();
    const mine = (await demoCall("/enrollments", "cursist@demo.example")).json<Listed>();
    expect(mine.counts.all).toBe(6);
  });
});
