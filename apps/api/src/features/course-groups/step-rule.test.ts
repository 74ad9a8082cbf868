import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestDatabase } from "../../test/build-test-app";
import { buildCompany, buildUser } from "../../test/factories";
import { todayInAmsterdam } from "../documents/document-status";
import { dueReminders, overdueByCompany } from "./course-group-reminders";
import { findPersonItems, followerStats, listFollowers } from "./course-groups.repository";
import { courseGroupAssignments, courseGroupItems, courseGroups } from "./course-groups.table";
import { addDays, personSteps } from "./person-course-group";
import { type Person, stepVariants, type Variant } from "./step-rule.cases";

/*
 * The rule of a step done, open or locked is `stepState`/`personSteps` (TypeScript, the person's
 * path); the lists and the reminders judge it in SQL (step-done.sql.ts). Every case is a person
 * with a path of two steps, each in one of many states, the second locked behind the first or
 * not, written into the real tables; every SQL statement must say what the TypeScript rule says.
 */

const database = await buildTestDatabase();
const db = database.db;
const company = await buildCompany(db);
/** 00:30 on 30 March in Amsterdam (summer time), still 29 March in UTC: the day is Amsterdam's. */
const now = new Date("2026-03-29T22:30:00Z");
const today = todayInAmsterdam(now);
const amsterdamDay = (clock: Date, days: number) => addDays(todayInAmsterdam(clock), days);
const variants = await stepVariants(db, company.id, amsterdamDay);

type Case = { previous: Variant; current: Variant; locked: boolean; previousLocked: boolean };

/** A fixed seed: the same cases on every run, so a failure can be read again. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every variant as the step and as the step before a locked one, then random pairs. */
function cases(): Case[] {
  const random = seeded(20261126);
  const any = () => variants[Math.floor(random() * variants.length)]!;
  const coin = () => random() < 0.5;
  return [
    ...variants.map((current) => ({
      previous: any(),
      current,
      locked: coin(),
      previousLocked: coin(),
    })),
    ...variants.map((previous) => ({
      previous,
      current: any(),
      locked: true,
      previousLocked: coin(),
    })),
    ...Array.from({ length: 200 }, () => ({
      previous: any(),
      current: any(),
      locked: coin(),
      previousLocked: coin(),
    })),
  ];
}

/** The case's person and path: the step before without a due date, the step due yesterday. */
async function writeCase(index: number, example: Case) {
  const user = await buildUser(db, company, ["company-student"], {
    email: `case-${index}@test.example`,
  });
  const person: Person = {
    companyId: company.id,
    userId: user.id,
    companyUserId: user.companyUserId,
  };
  const [path] = await db
    .insert(courseGroups)
    .values({ companyId: company.id, name: `Pad ${index}` })
    .returning();
  const steps = [
    { variant: example.previous, dueDays: null, locked: example.previousLocked },
    { variant: example.current, dueDays: 0, locked: example.locked },
  ];
  for (const [position, step] of steps.entries())
    await db.insert(courseGroupItems).values({
      courseGroupId: path!.id,
      position: position + 1,
      itemType: step.variant.kind,
      dueDays: step.dueDays,
      lockedUntilPreviousDone: step.locked,
      ...(await step.variant.write(db, person, now)),
    });
  await db.insert(courseGroupAssignments).values({
    courseGroupId: path!.id,
    companyUserId: person.companyUserId,
    startDate: addDays(today, -1),
  });
  return { index, example, person, pathId: path!.id, email: user.email };
}

type Written = Awaited<ReturnType<typeof writeCase>>;
const toDo = (status: string) => status !== "done" && status !== "unassigned";

/** What each SQL form says of the case where the TypeScript rule says something else. */
async function disagreements(written: readonly Written[]) {
  const clock = { now, today };
  const stats = await followerStats(
    db,
    written.map((row) => row.pathId),
    now,
  );
  const due = new Set((await dueReminders(db, clock)).map((row) => row.courseGroupId));
  const overdue = new Set(
    [...(await overdueByCompany(db, clock)).values()].flat().map((entry) => entry.email),
  );
  const found: string[] = [];
  for (const row of written) {
    const { items, progressPercentage } = personSteps(
      addDays(today, -1),
      await findPersonItems(db, row.pathId, row.person),
      now,
    );
    const current = items[1]!;
    const [follower] = (await listFollowers(db, row.pathId, { limit: 1, offset: 0 }, now)).rows;
    const said = {
      "followers' average": stats.get(row.pathId)?.average,
      "follower's progress": follower?.progressPercentage,
      "due reminder": due.has(row.pathId),
      "overdue summary": overdue.has(row.email),
    };
    const rule = {
      "followers' average": progressPercentage,
      "follower's progress": progressPercentage,
      "due reminder": toDo(current.status) && !current.locked,
      "overdue summary": toDo(current.status),
    };
    for (const [form, value] of Object.entries(said))
      if (value !== rule[form as keyof typeof rule])
        found.push(
          `#${row.index} [${row.example.previous.name}] -> [${row.example.current.name}]` +
            `${row.example.locked ? " locked" : ""}: ${form} ${value}, personSteps ${rule[form as keyof typeof rule]}` +
            ` (${items.map((item) => `${item.status} ${item.percentage}%`).join(", ")})`,
        );
  }
  return found;
}

describe("the step rule", () => {
  it("is the same in every SQL form as in personSteps, over every step state and lock", async () => {
    const all = cases();
    const found: string[] = [];
    // In rounds below the reminders' batch of 500, each round's paths ended after it.
    for (let start = 0; start < all.length; start += 150) {
      const written: Written[] = [];
      for (const [offset, example] of all.slice(start, start + 150).entries())
        written.push(await writeCase(start + offset, example));
      found.push(...(await disagreements(written)));
      await db
        .update(courseGroupAssignments)
        .set({ endedAt: now })
        .where(
          inArray(
            courseGroupAssignments.courseGroupId,
            written.map((row) => row.pathId),
          ),
        );
    }
    expect(all.length).toBeGreaterThan(400);
    expect(found).toEqual([]);
  }, 120_000);
});
