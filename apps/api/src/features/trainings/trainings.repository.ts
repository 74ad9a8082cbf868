import { and, asc, desc, eq, exists, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { groups } from "../groups/groups.table";
import { fullName } from "../users/current-user.presenter";
import { companyUsers, users } from "../users/users.table";
import type { TrainingScope } from "./training-scope";
import { trainingDates, trainings, trainingStaff, trainingUsers } from "./trainings.table";

/**
 * The listed training's id inside a subquery. Drizzle writes a column of a one-table select
 * without its table ("id"), which inside a subquery on a table that has an id of its own would
 * mean that table's id; so the outer one is named in full.
 */
const outerTrainingId = sql`${sql.identifier("trainings")}.${sql.identifier("id")}`;

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The trainings of the scope's company that its holder may see, never deleted ones. */
export function visibleTrainings(scope: TrainingScope): SQL {
  const me = scope.onlyFor;
  return and(
    eq(trainings.companyId, scope.companyId),
    isNull(trainings.deletedAt),
    me === null
      ? undefined
      : or(
          eq(trainings.registrarId, me),
          eq(trainings.createdById, me),
          sql`exists (select 1 from ${trainingStaff} where ${trainingStaff.trainingId} = ${trainings.id} and ${trainingStaff.companyUserId} = ${me})`,
        ),
  )!;
}

export async function findTraining(db: Db, scope: TrainingScope, trainingId: string) {
  const [row] = await db
    .select()
    .from(trainings)
    .where(and(eq(trainings.id, trainingId), visibleTrainings(scope)))
    .limit(1);
  return row ?? null;
}

type ListFilter = { queryString?: string | undefined; instructorId?: string | undefined };

/**
 * Upcoming trainings first (those with a date today or later): running ones, then by their
 * first date; then past ones, the most recent first.
 */
export async function listTrainingRows(
  db: Db,
  scope: TrainingScope,
  filter: ListFilter,
  page: { limit: number; offset: number },
  today: string,
) {
  const where = and(
    visibleTrainings(scope),
    filter.queryString ? ilike(trainings.name, containing(filter.queryString)) : undefined,
    filter.instructorId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(trainingStaff)
            .where(
              and(
                eq(trainingStaff.trainingId, trainings.id),
                eq(trainingStaff.role, "instructor"),
                eq(trainingStaff.companyUserId, filter.instructorId),
              ),
            ),
        )
      : undefined,
  );
  // The page is picked first on the training's own columns (its date range, kept with its
  // dates), and only its rows are described after: sorting on subqueries over the dates made
  // PostgreSQL read every training's dates, 55 ms per request at 5,000 trainings.
  const upcoming = sql`${trainings.lastDate} >= ${today}`;
  const pageIds = await db
    .select({ id: trainings.id })
    .from(trainings)
    .where(where)
    .orderBy(
      desc(upcoming),
      asc(sql`case when ${upcoming} then ${trainings.firstDate} end`),
      desc(trainings.lastDate),
      asc(sql`lower(${trainings.name})`),
      asc(trainings.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const ids = pageIds.map((row) => row.id);
  const [total] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(trainings)
    .where(where);
  if (ids.length === 0) return { rows: [], total: total?.total ?? 0 };

  const datesOf = (aggregate: string, extra = sql``) =>
    sql`(select ${sql.raw(aggregate)} from ${trainingDates} where ${trainingDates.trainingId} = ${outerTrainingId} ${extra})`;
  // The times of the next date (its earliest session that day), so the list can say when.
  const nextTime = (column: "time_from" | "time_to") =>
    sql<string | null>`${datesOf(
      `left(${column}::text, 5)`,
      sql`and ${trainingDates.date} >= ${today} order by ${trainingDates.date}, ${trainingDates.timeFrom} limit 1`,
    )}`;
  const peopleOf = (waiting: SQL) =>
    sql<number>`(select count(*) from ${trainingUsers} where ${trainingUsers.trainingId} = ${outerTrainingId} and ${trainingUsers.waitingSince} ${waiting})`.mapWith(
      Number,
    );
  const described = await db
    .select({
      id: trainings.id,
      name: trainings.name,
      location: trainings.location,
      nextDate: sql<
        string | null
      >`${datesOf("min(date)::text", sql`and ${trainingDates.date} >= ${today}`)}`,
      nextTimeFrom: nextTime("time_from"),
      nextTimeTo: nextTime("time_to"),
      firstDate: sql<string>`${trainings.firstDate}::text`,
      lastDate: sql<string>`${trainings.lastDate}::text`,
      dateCount: sql<number>`${datesOf("count(*)")}`.mapWith(Number),
      // Those with a place; the waiting list is counted apart (it is not who takes part).
      participantCount: peopleOf(sql`is null`),
      waitingCount: peopleOf(sql`is not null`),
    })
    .from(trainings)
    .where(inArray(trainings.id, ids));
  const rows = ids.flatMap((id) => described.filter((row) => row.id === id));
  return { rows, total: total?.total ?? 0 };
}

/**
 * Keeps the training's first and last date equal to the earliest and latest of its dates; run
 * after its dates were written, in the same transaction.
 */
export async function refreshDateRange(db: Db, trainingId: string) {
  await db
    .update(trainings)
    .set({
      firstDate: sql`(select min(${trainingDates.date}) from ${trainingDates} where ${trainingDates.trainingId} = ${trainingId})`,
      lastDate: sql`(select max(${trainingDates.date}) from ${trainingDates} where ${trainingDates.trainingId} = ${trainingId})`,
    })
    .where(eq(trainings.id, trainingId));
}

export async function listTrainingNames(
  db: Db,
  scope: TrainingScope,
  queryString: string | undefined,
  limit: number,
) {
  return db
    .select({ id: trainings.id, name: trainings.name })
    .from(trainings)
    .where(
      and(
        visibleTrainings(scope),
        queryString ? ilike(trainings.name, containing(queryString)) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${trainings.name})`), asc(trainings.id))
    .limit(limit);
}

export async function findTrainingDates(db: Db, trainingId: string) {
  const rows = await db
    .select()
    .from(trainingDates)
    .where(eq(trainingDates.trainingId, trainingId))
    .orderBy(asc(trainingDates.date), asc(trainingDates.timeFrom), asc(trainingDates.id));
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    timeFrom: row.timeFrom.slice(0, 5),
    timeTo: row.timeTo.slice(0, 5),
    hasAttendances: row.attendanceState !== "none",
  }));
}

const personColumns = {
  id: companyUsers.id,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
};

/** The instructors of these trainings by name, per training. */
export async function findInstructors(db: Db, trainingIds: readonly string[]) {
  if (trainingIds.length === 0) return new Map<string, { id: string; name: string }[]>();
  const rows = await db
    .select({ trainingId: trainingStaff.trainingId, ...personColumns })
    .from(trainingStaff)
    .innerJoin(companyUsers, eq(companyUsers.id, trainingStaff.companyUserId))
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(
      and(
        inArray(trainingStaff.trainingId, [...trainingIds]),
        eq(trainingStaff.role, "instructor"),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(companyUsers.id));
  const byTraining = new Map<string, { id: string; name: string }[]>();
  for (const row of rows) {
    const list = byTraining.get(row.trainingId) ?? [];
    list.push({ id: row.id, name: fullName(row) });
    byTraining.set(row.trainingId, list);
  }
  return byTraining;
}

export async function findRegistrarManagerIds(db: Db, trainingId: string): Promise<string[]> {
  const rows = await db
    .select({ id: trainingStaff.companyUserId })
    .from(trainingStaff)
    .where(
      and(eq(trainingStaff.trainingId, trainingId), eq(trainingStaff.role, "registrarManager")),
    )
    .orderBy(asc(trainingStaff.companyUserId));
  return rows.map((row) => row.id);
}

/** These company users by name (the registrar and registrar managers), in name order. */
export async function findPeople(db: Db, companyUserIds: readonly string[]) {
  if (companyUserIds.length === 0) return [];
  const rows = await db
    .select(personColumns)
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(inArray(companyUsers.id, [...companyUserIds]))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(companyUsers.id));
  return rows.map((row) => ({ id: row.id, name: fullName(row) }));
}

export async function findParticipants(db: Db, trainingId: string) {
  const rows = await db
    .select({
      trainingUserId: trainingUsers.id,
      addedViaGroupId: trainingUsers.addedViaGroupId,
      addedViaGroupName: groups.name,
      email: users.email,
      // The turn on the waiting list: 1 is next to get a place; null has a place.
      waitingListPosition: sql<
        number | null
      >`case when ${trainingUsers.waitingSince} is null then null else row_number() over (partition by ${trainingUsers.waitingSince} is null order by ${trainingUsers.waitingSince}, ${trainingUsers.id}) end`.mapWith(
        (value: unknown) => (value === null ? null : Number(value)),
      ),
      ...personColumns,
    })
    .from(trainingUsers)
    .innerJoin(companyUsers, eq(companyUsers.id, trainingUsers.companyUserId))
    .innerJoin(users, eq(users.id, companyUsers.userId))
    // The group may have been deleted since; the person stays, without its name.
    .leftJoin(groups, eq(groups.id, trainingUsers.addedViaGroupId))
    .where(eq(trainingUsers.trainingId, trainingId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(companyUsers.id));
  return rows.map((row) => ({
    id: row.id,
    name: fullName(row),
    email: row.email,
    trainingUserId: row.trainingUserId,
    addedViaGroupId: row.addedViaGroupId,
    addedViaGroupName: row.addedViaGroupName,
    waiting: row.waitingListPosition !== null,
    waitingListPosition: row.waitingListPosition,
  }));
}
