import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { trainingBody } from "../../test/training-fixtures";
import { overallPresence } from "./participant-trainings";
import { trainingAttendances } from "./trainings.table";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);
const { client: subLeader } = await signedInMember(app, db, company, ["sub-admin-group-leader"]);
const { user: trainerUser, client: trainer } = await signedInMember(app, db, company, [
  "admin-trainer",
]);
const { user: learner, client: learnerClient } = await signedInMember(
  app,
  db,
  company,
  ["training-student"],
  { firstName: "Lotte", lastName: "Visser" },
);
const { client: otherLearner } = await signedInMember(app, db, company, ["company-student"]);
const other = await buildCompany(db);
const { client: foreignLeader } = await signedInMember(app, db, other, ["admin-group-leader"]);
const stranger = await buildUser(db, other, ["training-student"]);

type DateJson = { id: string; date: string; presence: string | null };
type TrainingJson = {
  id: string;
  name: string;
  locationLine: string;
  dates: DateJson[];
  nextDate: string | null;
  presence: string;
  waiting: boolean;
  waitingListPosition: number | null;
};

async function plan(name: string, dates: string[], extra: Record<string, unknown> = {}) {
  const created = await leader.post(
    "/trainings",
    trainingBody({
      name,
      dates: dates.map((date) => ({ date, timeFrom: "09:00", timeTo: "12:00" })),
      participants: { companyUserIds: [learner.companyUserId], groupIds: [] },
      ...extra,
    }),
  );
  expect(created.statusCode).toBe(201);
  return created.json<{
    data: { id: string; dates: { id: string }[]; participants: { trainingUserId: string }[] };
  }>().data;
}

async function mark(training: Awaited<ReturnType<typeof plan>>, presences: string[]) {
  const trainingUserId = training.participants[0]!.trainingUserId;
  await db.insert(trainingAttendances).values(
    presences.map((presence, index) => ({
      trainingDateId: training.dates[index]!.id,
      trainingUserId,
      presence: presence as "present" | "partiallyPresent" | "absent",
    })),
  );
}

// Upcoming ones and past ones with the attendance filled in.
const upcomingLate = await plan("Heftruck", ["2099-06-01"]);
const upcomingSoon = await plan("BHV", ["2099-01-10", "2099-01-17"], {
  instructorIds: [trainerUser.companyUserId],
});
const pastPresent = await plan("EHBO", ["2020-03-01", "2020-03-08"]);
await mark(pastPresent, ["present", "present"]);
const pastAbsent = await plan("Medicatie", ["2021-05-01"]);
await mark(pastAbsent, ["absent"]);
const pastPartly = await plan("Tillen", ["2022-09-01", "2022-09-08"]);
await mark(pastPartly, ["present", "absent"]);
// Someone else has the only place: the learner waits.
const full = await leader.post(
  "/trainings",
  trainingBody({
    name: "Vol",
    capacity: 1,
    participants: {
      companyUserIds: [
        (await buildUser(db, company, ["training-student"])).companyUserId,
        learner.companyUserId,
      ],
      groupIds: [],
    },
  }),
);
const fullId = full.json<{ data: { id: string } }>().data.id;
// Not theirs.
const notTheirs = (await leader.post("/trainings", trainingBody({ name: "Niet van Lotte" }))).json<{
  data: { id: string };
}>().data;
const foreign = (
  await foreignLeader.post(
    "/trainings",
    trainingBody({
      name: "Elders",
      participants: { companyUserIds: [stranger.companyUserId], groupIds: [] },
    }),
  )
).json<{ data: { id: string } }>().data;

const names = (response: { json: <T>() => T }) =>
  response.json<{ data: TrainingJson[] }>().data.map((training) => training.name);

describe("GET /my-trainings", () => {
  it("lists the learner's trainings: upcoming by next date, then past ones newest first", async () => {
    const response = await learnerClient.get("/my-trainings");
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(["BHV", "Vol", "Heftruck", "Tillen", "Medicatie", "EHBO"]);
    const byName = Object.fromEntries(
      response.json<{ data: TrainingJson[] }>().data.map((t) => [t.name, t]),
    );
    expect(byName.BHV).toMatchObject({
      nextDate: "2099-01-10",
      presence: "assigned",
      waiting: false,
      locationLine: "Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht",
      dates: [
        { date: "2099-01-10", timeFrom: "09:00", timeTo: "12:00", presence: null },
        { date: "2099-01-17", presence: null },
      ],
    });
    expect(byName.EHBO).toMatchObject({ nextDate: null, presence: "present" });
    expect(byName.Tillen).toMatchObject({
      presence: "partiallyPresent",
      dates: [{ presence: "present" }, { presence: "absent" }],
    });
    expect(byName.Vol).toMatchObject({ waiting: true, waitingListPosition: 1 });
  });

  it("is empty for someone without trainings, and refused to educators", async () => {
    const response = await otherLearner.get("/my-trainings");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
    expect((await leader.get("/my-trainings")).statusCode).toBe(403);
    expect((await trainer.get("/my-trainings")).statusCode).toBe(403);
  });
});

describe("GET /my-trainings/:id", () => {
  it("shows the training with place, trainers and the learner's presence", async () => {
    const response = await learnerClient.get(`/my-trainings/${upcomingSoon.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: "BHV",
      description: "<p>Oefenen met <strong>blussen</strong></p>",
      location: { city: "Utrecht", postalCode: "3511 AB" },
      locationLine: "Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht",
      instructors: [{ id: trainerUser.companyUserId }],
      presence: "assigned",
      waiting: false,
    });
    const past = await learnerClient.get(`/my-trainings/${pastPartly.id}`);
    const pastDates = past.json<{ data: TrainingJson }>().data.dates;
    expect(pastDates.map((d) => d.presence)).toEqual(["present", "absent"]);
    const waiting = await learnerClient.get(`/my-trainings/${fullId}`);
    expect(waiting.json().data).toMatchObject({ waiting: true, waitingListPosition: 1 });
  });

  it("is a 404 for a training they do not take part in, or of another company", async () => {
    expect((await learnerClient.get(`/my-trainings/${notTheirs.id}`)).statusCode).toBe(404);
    expect((await learnerClient.get(`/my-trainings/${foreign.id}`)).statusCode).toBe(404);
    expect((await otherLearner.get(`/my-trainings/${upcomingLate.id}`)).statusCode).toBe(404);
    expect((await leader.get(`/my-trainings/${upcomingLate.id}`)).statusCode).toBe(403);
  });
});

describe("GET /users/:id/trainings", () => {
  const path = `/users/${learner.companyUserId}/trainings`;

  it("lists a person's trainings newest first, with the person, for group leaders", async () => {
    for (const client of [leader, subLeader]) {
      const response = await client.get(path);
      expect(response.statusCode).toBe(200);
      expect(names(response)).toEqual(["Heftruck", "Vol", "BHV", "Tillen", "Medicatie", "EHBO"]);
      expect(response.json()).toMatchObject({
        person: { name: "Lotte Visser", email: learner.email },
        meta: { total: 6 },
      });
    }
  });

  it("filters on presence: assigned, present (partly too) and absent", async () => {
    const filtered = async (presence: string) =>
      names(await leader.get(`${path}?filter[presence]=${presence}`));
    expect(await filtered("assigned")).toEqual(["Heftruck", "Vol", "BHV"]);
    expect(await filtered("present")).toEqual(["Tillen", "EHBO"]);
    expect(await filtered("absent")).toEqual(["Medicatie"]);
    expect((await leader.get(`${path}?filter[presence]=maybe`)).statusCode).toBe(422);
  });

  it("pages", async () => {
    const page = await leader.get(`${path}?perPage=2&page=2`);
    expect(names(page)).toEqual(["BHV", "Tillen"]);
    expect(page.json().meta).toMatchObject({ total: 6, currentPage: 2, lastPage: 3 });
  });

  it("shows a trainer only the trainings they give", async () => {
    const response = await trainer.get(path);
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(["BHV"]);
  });

  it("is refused to learners and a 404 for a person of another company", async () => {
    expect((await learnerClient.get(path)).statusCode).toBe(403);
    expect((await leader.get(`/users/${stranger.companyUserId}/trainings`)).statusCode).toBe(404);
    expect((await foreignLeader.get(path)).statusCode).toBe(404);
  });
});

describe("overall presence", () => {
  it("is assigned until recorded, then present, absent or partly present", () => {
    expect(overallPresence([null, null])).toBe("assigned");
    expect(overallPresence(["present", null])).toBe("present");
    expect(overallPresence(["absent", "absent"])).toBe("absent");
    expect(overallPresence(["partiallyPresent"])).toBe("partiallyPresent");
    expect(overallPresence(["present", "absent"])).toBe("partiallyPresent");
  });
});
