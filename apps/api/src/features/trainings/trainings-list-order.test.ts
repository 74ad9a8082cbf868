import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { trainingBody } from "../../test/training-fixtures";
import { todayInAmsterdam } from "./training-scope";
import { trainings } from "./trainings.table";

const { app, database } = await buildTestApp();
const db = database.db;

const today = todayInAmsterdam();
const dayFrom = (days: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

let seed = 11;
const random = (n: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  // The high bits: the low bits of this generator repeat every few draws.
  return Math.floor((seed / 2_147_483_648) * n);
};
const randomDates = () =>
  Array.from({ length: 1 + random(3) }, () => ({
    date: dayFrom(random(41) - 20),
    timeFrom: "09:00",
    timeTo: "12:00",
  }));

type Stored = { id: string; name: string; firstDate: string | null; lastDate: string | null };

/**
 * The plain rule, written out: running and upcoming trainings (last date today or later) by first
 * date, then past ones by last date, the most recent first; ties by name, then id.
 */
function plainOrder(rows: Stored[]): string[] {
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const upcoming = (row: Stored) => row.lastDate! >= today;
  return [...rows]
    .sort(
      (a, b) =>
        Number(upcoming(b)) - Number(upcoming(a)) ||
        (upcoming(a)
          ? byText(a.firstDate!, b.firstDate!) || byText(b.lastDate!, a.lastDate!)
          : byText(b.lastDate!, a.lastDate!)) ||
        byText(a.name.toLowerCase(), b.name.toLowerCase()) ||
        byText(a.id, b.id),
    )
    .map((row) => row.id);
}

describe("the trainings list", () => {
  it("pages in the order of the plain rule, with the plain count, through random changes", async () => {
    const company = await buildCompany(db);
    const { client } = await signedInMember(app, db, company, ["admin-group-leader"]);
    const names = ["BHV", "bhv", "EHBO", "Heftruck", "Tillen"];
    // The edges of "running", "upcoming" and "past" first, then random ones.
    for (const days of [[0], [-1, 0], [0, 1], [-2, 2], [-1], [1], [-3, -1], [1, 3]])
      await client.post(
        "/trainings",
        trainingBody({
          name: names[random(names.length)]!,
          dates: days.map((day) => ({ date: dayFrom(day), timeFrom: "09:00", timeTo: "12:00" })),
        }),
      );
    for (let i = 0; i < 18; i++)
      await client.post(
        "/trainings",
        trainingBody({ name: names[random(names.length)]!, dates: randomDates() }),
      );

    const listed = async (query = "") => {
      const ids: string[] = [];
      let total = -1;
      for (let page = 1; page < 20; page++) {
        const response = await client.get(`/trainings?perPage=4&page=${page}${query}`);
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json<{ data: { id: string }[]; meta: { total: number } }>();
        ids.push(...body.data.map((row) => row.id));
        // The first page's total: a later page that is not full tells its own without counting.
        if (page === 1) total = body.meta.total;
        if (body.data.length < 4) break;
      }
      return { ids, total };
    };
    const stored = async () =>
      db
        .select({
          id: trainings.id,
          name: trainings.name,
          firstDate: trainings.firstDate,
          lastDate: trainings.lastDate,
        })
        .from(trainings)
        .where(and(eq(trainings.companyId, company.id), isNull(trainings.deletedAt)));

    for (let step = 0; step < 12; step++) {
      const rows = await stored();
      const expected = plainOrder(rows);
      expect(await listed()).toEqual({ ids: expected, total: expected.length });
      const searched = rows.filter((row) => row.name.toLowerCase().includes("bhv"));
      expect(await listed("&filter[queryString]=bhv")).toEqual({
        ids: plainOrder(searched),
        total: searched.length,
      });

      const changed = rows[random(rows.length)]!;
      switch (random(4)) {
        case 0:
          await client.patch(
            `/trainings/${changed.id}`,
            trainingBody({ name: changed.name, dates: randomDates() }),
          );
          break;
        case 1:
          await db
            .update(trainings)
            .set({ name: names[random(names.length)]! })
            .where(eq(trainings.id, changed.id));
          break;
        case 2:
          await db
            .update(trainings)
            .set({ deletedAt: new Date() })
            .where(eq(trainings.id, changed.id));
          break;
        default:
          await client.post(
            "/trainings",
            trainingBody({ name: names[random(names.length)]!, dates: randomDates() }),
          );
      }
    }
  });
});
