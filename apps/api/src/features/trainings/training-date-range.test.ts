import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { trainingBody } from "../../test/training-fixtures";
import { todayInAmsterdam } from "./training-scope";
import { trainingDates, trainings } from "./trainings.table";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);

const dayFrom = (days: number) => {
  const date = new Date(`${todayInAmsterdam()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const slot = (days: number) => ({ date: dayFrom(days), timeFrom: "09:00", timeTo: "12:00" });

/** The plain rule the stored range must equal: the earliest and latest of the dates. */
async function rangeIsItsDates(trainingId: string) {
  const [stored] = await db
    .select({ first: trainings.firstDate, last: trainings.lastDate })
    .from(trainings)
    .where(eq(trainings.id, trainingId));
  const [counted] = await db
    .select({
      first: sql<string>`min(${trainingDates.date})::text`,
      last: sql<string>`max(${trainingDates.date})::text`,
    })
    .from(trainingDates)
    .where(eq(trainingDates.trainingId, trainingId));
  expect(stored).toEqual(counted);
}

describe("a training's date range", () => {
  it("follows its dates when they are planned, moved, added and removed", async () => {
    const created = await leader.post("/trainings", trainingBody({ dates: [slot(10)] }));
    const training = created.json<{ data: { id: string; dates: { id: string }[] } }>().data;
    await rangeIsItsDates(training.id);
    const [first] = training.dates;
    const changes = [
      [{ ...slot(3), id: first!.id }, slot(40)],
      [slot(-5), { ...slot(3), id: first!.id }],
      [slot(1)],
    ];
    for (const dates of changes) {
      const saved = await leader.patch(`/trainings/${training.id}`, trainingBody({ dates }));
      expect(saved.statusCode).toBe(200);
      await rangeIsItsDates(training.id);
    }
  });

  it("orders the list: running and upcoming by first date, then past ones, latest first", async () => {
    const place = await buildCompany(db);
    const { client } = await signedInMember(app, db, place, ["admin-group-leader"]);
    const plan = (name: string, dates: ReturnType<typeof slot>[]) =>
      client.post("/trainings", trainingBody({ name, dates }));
    await plan("Volgende maand", [slot(30)]);
    await plan("Lopend", [slot(-3), slot(20)]);
    await plan("Morgen", [slot(1)]);
    await plan("Vandaag", [slot(0)]);
    await plan("Vorige week", [slot(-7)]);
    await plan("Vorig jaar", [slot(-400)]);
    const list = await client.get("/trainings");
    expect(list.json<{ data: { name: string }[] }>().data.map((t) => t.name)).toEqual([
      "Lopend",
      "Vandaag",
      "Morgen",
      "Volgende maand",
      "Vorige week",
      "Vorig jaar",
    ]);
  });
});
