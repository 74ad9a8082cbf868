import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { companyUsers, users } from "../users/users.table";
import { trainingAttendances, trainingDates, trainings, trainingUsers } from "./trainings.table";

/**
 * The trainings one membership takes part in, with what a participant's view needs: the
 * training, their turn on the waiting list, its dates and their presence per date. Three
 * queries whatever the number of trainings; a person takes part in tens of trainings over the
 * years, so the callers sort, filter and page the whole list in memory.
 */
export async function findParticipantTrainings(
  db: Db,
  companyUserId: string,
  where: { companyId: string; trainingId?: string; visible?: SQL },
) {
  // The turn on the waiting list: how many of the training wait before them, plus one.
  const waitingTurn = sql<
    number | null
  >`case when ${trainingUsers.waitingSince} is null then null else (
    select count(*) + 1 from ${trainingUsers} ahead
    where ahead.training_id = ${trainingUsers.trainingId} and ahead.waiting_since is not null
      and (ahead.waiting_since, ahead.id) < (${trainingUsers.waitingSince}, ${trainingUsers.id})
  ) end`.mapWith((value: unknown) => (value === null ? null : Number(value)));
  const rows = await db
    .select({
      trainingUserId: trainingUsers.id,
      waitingListPosition: waitingTurn,
      training: trainings,
    })
    .from(trainingUsers)
    .innerJoin(trainings, eq(trainings.id, trainingUsers.trainingId))
    .where(
      and(
        eq(trainingUsers.companyUserId, companyUserId),
        eq(trainings.companyId, where.companyId),
        isNull(trainings.deletedAt),
        where.trainingId ? eq(trainings.id, where.trainingId) : undefined,
        where.visible,
      ),
    );
  if (rows.length === 0) return [];
  const dates = await db
    .select({
      id: trainingDates.id,
      trainingId: trainingDates.trainingId,
      date: trainingDates.date,
      timeFrom: trainingDates.timeFrom,
      timeTo: trainingDates.timeTo,
    })
    .from(trainingDates)
    .where(
      inArray(
        trainingDates.trainingId,
        rows.map((row) => row.training.id),
      ),
    )
    .orderBy(asc(trainingDates.date), asc(trainingDates.timeFrom), asc(trainingDates.id));
  const presences = await db
    .select({
      trainingDateId: trainingAttendances.trainingDateId,
      presence: trainingAttendances.presence,
    })
    .from(trainingAttendances)
    .where(
      inArray(
        trainingAttendances.trainingUserId,
        rows.map((row) => row.trainingUserId),
      ),
    );
  const presenceOf = new Map(presences.map((row) => [row.trainingDateId, row.presence]));
  const datesOf = new Map<string, typeof dates>();
  for (const date of dates) {
    const list = datesOf.get(date.trainingId) ?? [];
    list.push(date);
    datesOf.set(date.trainingId, list);
  }
  return rows.map((row) => ({
    trainingUserId: row.trainingUserId,
    training: row.training,
    waitingListPosition: row.waitingListPosition,
    dates: (datesOf.get(row.training.id) ?? []).map((date) => ({
      id: date.id,
      date: date.date,
      timeFrom: date.timeFrom.slice(0, 5),
      timeTo: date.timeTo.slice(0, 5),
      presence: presenceOf.get(date.id) ?? null,
    })),
  }));
}

/** One membership in these companies (deactivated ones too: their history stays) by name. */
export async function findPerson(db: Db, companyIds: readonly string[], companyUserId: string) {
  const [row] = await db
    .select({
      id: companyUsers.id,
      companyId: companyUsers.companyId,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(
      and(eq(companyUsers.id, companyUserId), inArray(companyUsers.companyId, [...companyIds])),
    )
    .limit(1);
  return row ?? null;
}
