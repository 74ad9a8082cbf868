import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { trainingBody } from "../../test/training-fixtures";
import {
  type Presence,
  trainingAttendances,
  trainingDates,
  trainings,
  trainingUsers,
} from "./trainings.table";

/**
 * The attendance save is one hand-tuned statement per table (`writeAttendanceRows`: unnest,
 * unchanged rows left alone). Here it is held against the plain rule, written row by row in
 * plain Drizzle: random lists are saved to one training through the API and to a twin training
 * through the reference below, and afterwards both must hold the same rows, outcomes and states,
 * and must have rewritten the same rows.
 */

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const actors = await Promise.all(
  [0, 1].map(() => signedInMember(app, db, company, ["admin-group-leader"])),
);
const PLACES = 8;
// One more than there are places: the last one sent waits, and is no one a list may name.
const people = await Promise.all(
  Array.from({ length: PLACES + 1 }, (_, index) =>
    buildUser(db, company, ["company-student"], { firstName: `Deelnemer ${index}` }),
  ),
);

type Planned = { id: string; dates: { id: string }[]; participants: { id: string }[] };

/** A training of every person in order, with two dates; its training-user ids in that order. */
async function plan(name: string) {
  const created = await actors[0]!.client.post(
    "/trainings",
    trainingBody({
      name,
      capacity: PLACES,
      dates: [
        { date: "2099-06-01", timeFrom: "09:00", timeTo: "12:00" },
        { date: "2099-06-08", timeFrom: "09:00", timeTo: "12:00" },
      ],
      participants: { companyUserIds: people.map((p) => p.companyUserId), groupIds: [] },
    }),
  );
  expect(created.statusCode).toBe(201);
  const training = created.json<{ data: Planned }>().data;
  const rows = await db
    .select({
      id: trainingUsers.id,
      companyUserId: trainingUsers.companyUserId,
      waiting: trainingUsers.waitingSince,
    })
    .from(trainingUsers)
    .where(eq(trainingUsers.trainingId, training.id));
  const byPerson = people.map((p) => rows.find((row) => row.companyUserId === p.companyUserId)!);
  expect(byPerson.map((row) => row.waiting !== null)).toEqual(people.map((_, i) => i === PLACES));
  return {
    id: training.id,
    dateIds: training.dates.map((date) => date.id),
    trainingUserIds: byPerson.map((row) => row.id),
  };
}

type Row = {
  trainingUserId: string;
  presence: Presence;
  remarks: string;
  passed?: boolean | null;
  certificateTypeKey?: string | null;
  workUnderSupervision?: boolean;
};

class Refused extends Error {}

/**
 * The plain rule, one row at a time: a placed participant of this training gets their row
 * inserted, or updated (with who and when) only when presence or remarks differ; an outcome field
 * sent is set when it differs; anyone else refuses the whole list. A final list needs a row for
 * every placed participant. Then the date's state, and completed when every date is final.
 */
async function referenceSave(
  trainingId: string,
  dateId: string,
  actorId: string,
  rows: readonly Row[],
  saveTemporarily: boolean,
): Promise<number> {
  try {
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const [placed] = await tx
          .select()
          .from(trainingUsers)
          .where(
            and(
              eq(trainingUsers.id, row.trainingUserId),
              eq(trainingUsers.trainingId, trainingId),
              isNull(trainingUsers.waitingSince),
            ),
          );
        if (!placed) throw new Refused();
        const where = and(
          eq(trainingAttendances.trainingDateId, dateId),
          eq(trainingAttendances.trainingUserId, row.trainingUserId),
        );
        const [existing] = await tx.select().from(trainingAttendances).where(where);
        const written = {
          presence: row.presence,
          remarks: row.remarks,
          updatedById: actorId,
          updatedAt: sql`now()`,
        };
        if (!existing)
          await tx
            .insert(trainingAttendances)
            .values({ trainingDateId: dateId, trainingUserId: row.trainingUserId, ...written });
        else if (existing.presence !== row.presence || existing.remarks !== row.remarks)
          await tx.update(trainingAttendances).set(written).where(where);
        const outcome: Partial<typeof trainingUsers.$inferInsert> = {};
        if (row.passed !== undefined && row.passed !== placed.passed) outcome.passed = row.passed;
        if (
          row.certificateTypeKey !== undefined &&
          row.certificateTypeKey !== placed.certificateTypeKey
        )
          outcome.certificateTypeKey = row.certificateTypeKey;
        if (
          row.workUnderSupervision !== undefined &&
          row.workUnderSupervision !== placed.workUnderSupervision
        )
          outcome.workUnderSupervision = row.workUnderSupervision;
        if (Object.keys(outcome).length > 0)
          await tx.update(trainingUsers).set(outcome).where(eq(trainingUsers.id, placed.id));
      }
      if (!saveTemporarily) {
        const everyone = await tx
          .select({ id: trainingUsers.id })
          .from(trainingUsers)
          .where(and(eq(trainingUsers.trainingId, trainingId), isNull(trainingUsers.waitingSince)));
        for (const { id } of everyone) {
          const [row] = await tx
            .select()
            .from(trainingAttendances)
            .where(
              and(
                eq(trainingAttendances.trainingDateId, dateId),
                eq(trainingAttendances.trainingUserId, id),
              ),
            );
          if (!row) throw new Refused();
        }
      }
      await tx
        .update(trainingDates)
        .set({ attendanceState: saveTemporarily ? "temporary" : "final" })
        .where(eq(trainingDates.id, dateId));
      const dates = await tx
        .select({ state: trainingDates.attendanceState })
        .from(trainingDates)
        .where(eq(trainingDates.trainingId, trainingId));
      await tx
        .update(trainings)
        .set({ attendancesCompleted: dates.every((date) => date.state === "final") })
        .where(eq(trainings.id, trainingId));
    });
    return 200;
  } catch (error) {
    if (error instanceof Refused) return 422;
    throw error;
  }
}

/** Everything a save may change, by date and person index rather than by id. */
async function stateOf(training: Awaited<ReturnType<typeof plan>>) {
  const rows = await db
    .select()
    .from(trainingAttendances)
    .where(inArray(trainingAttendances.trainingDateId, training.dateIds));
  const outcomes = await db
    .select()
    .from(trainingUsers)
    .where(eq(trainingUsers.trainingId, training.id));
  const dates = await db
    .select()
    .from(trainingDates)
    .where(eq(trainingDates.trainingId, training.id));
  const [row] = await db.select().from(trainings).where(eq(trainings.id, training.id));
  return {
    attendancesCompleted: row!.attendancesCompleted,
    states: training.dateIds.map((id) => dates.find((date) => date.id === id)!.attendanceState),
    outcomes: training.trainingUserIds.map((id) => {
      const { passed, certificateTypeKey, workUnderSupervision } = outcomes.find(
        (outcome) => outcome.id === id,
      )!;
      return { passed, certificateTypeKey, workUnderSupervision };
    }),
    rows: training.dateIds.map((dateId) =>
      training.trainingUserIds.map((userId) => {
        const found = rows.find(
          (row) => row.trainingDateId === dateId && row.trainingUserId === userId,
        );
        return found
          ? {
              presence: found.presence,
              remarks: found.remarks,
              updatedById: found.updatedById,
              at: found.updatedAt.getTime(),
            }
          : null;
      }),
    ),
  };
}

/** Which rows a save rewrote: those whose time of writing moved. */
const rewritten = (
  before: Awaited<ReturnType<typeof stateOf>>,
  after: Awaited<ReturnType<typeof stateOf>>,
) =>
  after.rows.map((date, d) =>
    date.map((row, p) => row !== null && row.at !== before.rows[d]![p]?.at),
  );
const withoutTimes = (state: Awaited<ReturnType<typeof stateOf>>) => ({
  ...state,
  rows: state.rows.map((date) => date.map((row) => row && { ...row, at: undefined })),
});

/** A small seeded generator (mulberry32), so a failure can be replayed with its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe("the attendance save against the plain rule", () => {
  // Each seed is its own run of lists; a failure names its seed and round.
  it.each([21, 4242])(
    "leaves the same rows, outcomes and states as a row-by-row save, rewriting only changed rows (seed %i)",
    async (seed) => {
      const next = random(seed);
      const pick = <T>(options: readonly T[]) => options[Math.floor(next() * options.length)] as T;
      const tuned = await plan("Heftruck (hand-tuned)");
      const plain = await plan("Heftruck (plain)");

      const outcomes = { temporary: 0, final: 0, refused: 0 };
      for (let round = 0; round < 50; round += 1) {
        const actor = pick(actors);
        const date = pick([0, 1]);
        // Temporary lists first, more final ones later, and now and then one naming someone who
        // waits or a participant of the other training.
        const saveTemporarily = next() < (round < 15 ? 0.85 : 0.4);
        const chosen = [...people.keys()]
          .slice(0, PLACES)
          .filter(() => next() < 0.7)
          .sort(() => next() - 0.5);
        const stranger = next() < 0.08 ? pick(["waiting", "foreign"] as const) : null;
        const rows = chosen.map((person) => ({
          person,
          presence: pick(["present", "partiallyPresent", "absent"] as const),
          remarks: pick(["", "", "Te laat", "Om 10:30 weg"]),
          passed: pick([undefined, undefined, null, true, false]),
          certificateTypeKey: pick([undefined, undefined, null, "bhv", "heftruck"]),
          workUnderSupervision: pick([undefined, undefined, true, false]),
        }));
        const idsOf = (training: typeof tuned, other: typeof tuned) => [
          ...rows.map(({ person, ...row }) => ({
            ...row,
            trainingUserId: training.trainingUserIds[person]!,
          })),
          ...(stranger === "waiting"
            ? [
                {
                  trainingUserId: training.trainingUserIds[PLACES]!,
                  presence: "present" as const,
                  remarks: "",
                },
              ]
            : stranger === "foreign"
              ? [
                  {
                    trainingUserId: other.trainingUserIds[0]!,
                    presence: "absent" as const,
                    remarks: "",
                  },
                ]
              : []),
        ];
        const context = `seed ${seed}, round ${round}`;

        const beforeTuned = await stateOf(tuned);
        const beforePlain = await stateOf(plain);
        const response = await actor.client.patch(
          `/trainings/${tuned.id}/attendance/${tuned.dateIds[date]}`,
          {
            saveTemporarily,
            participants: idsOf(tuned, plain).map(({ presence, ...row }) => ({
              ...row,
              isPresent: presence === "present",
              isPartiallyPresent: presence === "partiallyPresent",
            })),
          },
        );
        const status = await referenceSave(
          plain.id,
          plain.dateIds[date]!,
          actor.user.companyUserId,
          idsOf(plain, tuned),
          saveTemporarily,
        );
        expect(response.statusCode, `${context}: ${response.body}`).toBe(status);
        outcomes[status === 422 ? "refused" : saveTemporarily ? "temporary" : "final"] += 1;

        const afterTuned = await stateOf(tuned);
        const afterPlain = await stateOf(plain);
        expect(withoutTimes(afterTuned), context).toEqual(withoutTimes(afterPlain));
        expect(rewritten(beforeTuned, afterTuned), context).toEqual(
          rewritten(beforePlain, afterPlain),
        );
      }
      // The rounds reached what the rule is about: both kinds of save and refusals.
      expect(outcomes.temporary, `seed ${seed}`).toBeGreaterThan(5);
      expect(outcomes.final, `seed ${seed}`).toBeGreaterThan(5);
      expect(outcomes.refused, `seed ${seed}`).toBeGreaterThan(0);
    },
  );
});
