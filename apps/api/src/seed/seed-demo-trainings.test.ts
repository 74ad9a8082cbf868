import { and, count, isNotNull, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildDemoApp } from "../test/demo-app";
import { certificates } from "../features/certificates/certificates.table";
import { DEMO_PASSWORD } from "./demo-data";

const { app, database, seed } = await buildDemoApp({ FFMPEG_PATH: "ffmpeg-not-installed" });
const db = database.db;
await seed();

async function demoCall(path: string, email: string, host = "localhost") {
  const login = await app.inject({
    method: "POST",
    url: "/api/v1/login",
    headers: { host },
    payload: { email, password: DEMO_PASSWORD },
  });
  const token = login.json<{ data: { accessToken: string } }>().data.accessToken;
  const response = await app.inject({
    method: "GET",
    url: `/api/v1${path}`,
    headers: { host, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: unknown }>().data;
}

type Listed = { id: string; name: string; nextDate: string | null }[];
type Training = {
  attendancesCompleted: boolean;
  dates: { hasAttendances: boolean }[];
  waitingCount: number;
  placesLeft: number | null;
};

describe("the demo trainings", () => {
  it("show past trainings with attendance, coming ones, a waiting list and a template", async () => {
    const leader = "groepsleider@demo.example";
    const list = (await demoCall("/trainings", leader)) as Listed;
    const byName = (name: string) => list.find((training) => training.name === name)!;
    expect(list.map((training) => training.name).sort()).toEqual([
      "BHV herhaling",
      "BHV herhaling (hercertificering)",
      "EHBO basis",
      "Heftruck praktijk",
      "Veilig tillen in het magazijn",
    ]);
    expect(byName("EHBO basis").nextDate).not.toBeNull();
    expect(byName("BHV herhaling").nextDate).toBeNull();

    const bhv = (await demoCall(`/trainings/${byName("BHV herhaling").id}`, leader)) as Training;
    expect(bhv.attendancesCompleted).toBe(true);
    const forklift = (await demoCall(
      `/trainings/${byName("Heftruck praktijk").id}/attendance`,
      leader,
    )) as { dates: { attendanceState: string }[] };
    expect(forklift.dates.map((date) => date.attendanceState)).toEqual(["temporary"]);
    const lifting = (await demoCall(
      `/trainings/${byName("Veilig tillen in het magazijn").id}`,
      leader,
    )) as Training;
    expect(lifting).toMatchObject({ waitingCount: 2, placesLeft: 0 });

    const templates = (await demoCall("/training-templates", leader)) as { name: string }[];
    // The second is a step of the demo onboarding path.
    expect(templates.map((template) => template.name)).toEqual([
      "BHV herhaling (jaarlijks)",
      "Heftruck praktijk",
    ]);
  });

  it("reach the demo learner, and the care company has its own", async () => {
    const mine = (await demoCall("/my-trainings", "cursist@demo.example")) as { name: string }[];
    expect(mine.map((training) => training.name)).toEqual(
      expect.arrayContaining(["BHV herhaling", "EHBO basis", "Veilig tillen in het magazijn"]),
    );
    const zorg = (await demoCall(
      "/trainings",
      "groepsleider@zorg.example",
      "zorg.localhost",
    )) as Listed;
    expect(zorg.map((training) => training.name).sort()).toEqual([
      "Medicatie veilig toedienen",
      "Tillen en transfers",
    ]);
  });

  it("hold certificates in every state, each with its PDF", async () => {
    const leader = "groepsleider@demo.example";
    const list = (await demoCall("/trainings", leader)) as Listed;
    const bhv = list.find((training) => training.name === "BHV herhaling")!;
    const { participants } = (await demoCall(`/trainings/${bhv.id}`, leader)) as {
      participants: { name: string; certificateStatus: string }[];
    };
    const statuses = participants.map((person) => person.certificateStatus);
    expect(statuses).toEqual(expect.arrayContaining(["valid", "expired", "revoked", "notOwned"]));

    type Mine = { status: string; fileUrl: string | null; expiresOn: string; trainingName: string };
    const learners = ((await demoCall("/my-certificates", "cursist@demo.example")) as Mine[]).find(
      (certificate) => certificate.trainingName === "BHV herhaling",
    );
    expect(learners).toMatchObject({ status: "valid", trainingName: "BHV herhaling" });
    expect(learners?.fileUrl).not.toBeNull();
    const [almost] = (await demoCall("/my-certificates", "deelnemer@demo.example")) as Mine[];
    expect(almost?.status).toBe("valid");
    const inDays = (Date.parse(almost!.expiresOn) - Date.now()) / 86_400_000;
    expect(inDays).toBeGreaterThan(0);
    expect(inDays).toBeLessThan(30);
    // Its reminder went out on its date: the first sweep of the demo sends nothing.
    const [reminded] = await db
      .select({ total: count() })
      .from(certificates)
      .where(and(isNotNull(certificates.remindedAt), isNull(certificates.revokedAt)));
    expect(reminded?.total).toBe(2);

    // That reminder booked the participant on the next session, the BHV recertification.
    const recertification = list.find(
      (training) => training.name === "BHV herhaling (hercertificering)",
    )!;
    const next = (await demoCall(`/trainings/${recertification.id}`, leader)) as {
      recertifiesTemplateName: string | null;
      participants: { email: string | null; waiting: boolean }[];
    };
    expect(next.recertifiesTemplateName).toBe("BHV herhaling (jaarlijks)");
    expect(next.participants).toEqual([
      expect.objectContaining({ email: "deelnemer@demo.example", waiting: false }),
    ]);
  });

  it("are seeded once", async () => {
    const [before] = await db.select({ total: count() }).from(certificates);
    await seed();
    const list = (await demoCall("/trainings", "groepsleider@demo.example")) as Listed;
    expect(list).toHaveLength(5);
    const [after] = await db.select({ total: count() }).from(certificates);
    expect(after?.total).toBe(before?.total);
  });
});
