import { formatAddress } from "@leerlijn/contracts/trainings/address.schema";
import { and, eq, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/database";
import { findTrainingDates } from "../trainings.repository";
import {
  type CalendarSnapshot,
  trainingCalendarCancellations,
  trainings,
  trainingUsers,
} from "../trainings.table";

/**
 * Field by field: the stored snapshot comes back from jsonb with its keys in another order, so
 * comparing serialised text would see a change in every save.
 */
const sameCalendar = (a: CalendarSnapshot, b: CalendarSnapshot) =>
  a.name === b.name &&
  a.location === b.location &&
  a.dates.length === b.dates.length &&
  a.dates.every((date, index) => {
    const other = b.dates[index]!;
    return (
      date.id === other.id &&
      date.date === other.date &&
      date.timeFrom === other.timeFrom &&
      date.timeTo === other.timeTo
    );
  });

/**
 * After a training is saved, in the same transaction: remembers what its calendar entries now
 * say and where its people reach it. When the name, place, a date or a time changed, the
 * calendar's SEQUENCE goes up (the sweep sends one update a few minutes after the last edit);
 * a removed date is queued for cancellation to everyone who was told about it.
 */
export async function recordCalendarChange(db: Db, trainingId: string, publicOrigin: string) {
  const [training] = await db
    .select({
      name: trainings.name,
      location: trainings.location,
      sequence: trainings.calendarSequence,
      snapshot: trainings.calendarSnapshot,
    })
    .from(trainings)
    .where(eq(trainings.id, trainingId));
  if (!training) return;
  const now: CalendarSnapshot = {
    name: training.name,
    location: formatAddress(training.location),
    // What a calendar entry says of each date, and nothing else (not its attendance).
    dates: (await findTrainingDates(db, trainingId)).map(({ id, date, timeFrom, timeTo }) => ({
      id,
      date,
      timeFrom,
      timeTo,
    })),
  };
  const before = training.snapshot;
  const changed = before !== null && !sameCalendar(before, now);
  const sequence = changed ? training.sequence + 1 : training.sequence;
  await db
    .update(trainings)
    .set({
      publicOrigin,
      calendarSnapshot: now,
      ...(changed ? { calendarSequence: sequence, calendarChangedAt: sql`now()` } : {}),
    })
    .where(eq(trainings.id, trainingId));
  const removed = (before?.dates ?? []).filter((date) => !now.dates.some((d) => d.id === date.id));
  if (removed.length > 0) await queueCancellations(db, trainingId, removed, sequence);
}

/**
 * Before the participants are replaced, in the same transaction: everyone who was invited and
 * will no longer take part gets their calendar entries cancelled.
 */
export async function queueLeaverCancellations(
  db: Db,
  trainingId: string,
  staying: readonly string[],
) {
  const [training] = await db
    .select({ sequence: trainings.calendarSequence, snapshot: trainings.calendarSnapshot })
    .from(trainings)
    .where(eq(trainings.id, trainingId));
  const dates = training?.snapshot?.dates ?? [];
  if (!training || dates.length === 0) return;
  const leavers = await db
    .select({ companyUserId: trainingUsers.companyUserId })
    .from(trainingUsers)
    .where(
      and(
        eq(trainingUsers.trainingId, trainingId),
        isNotNull(trainingUsers.notifiedSequence),
        staying.length > 0 ? notInArray(trainingUsers.companyUserId, [...staying]) : undefined,
      ),
    );
  if (leavers.length > 0)
    await db.insert(trainingCalendarCancellations).values(
      leavers.map((leaver) => ({
        trainingId,
        companyUserId: leaver.companyUserId,
        reason: "participantRemoved" as const,
        dates,
        sequence: training.sequence + 1,
      })),
    );
}

async function queueCancellations(
  db: Db,
  trainingId: string,
  dates: CalendarSnapshot["dates"],
  sequence: number,
) {
  const told = await db
    .select({ companyUserId: trainingUsers.companyUserId })
    .from(trainingUsers)
    .where(
      and(eq(trainingUsers.trainingId, trainingId), isNotNull(trainingUsers.notifiedSequence)),
    );
  if (told.length > 0)
    await db.insert(trainingCalendarCancellations).values(
      told.map((person) => ({
        ...person,
        trainingId,
        reason: "datesRemoved" as const,
        dates,
        sequence,
      })),
    );
}
