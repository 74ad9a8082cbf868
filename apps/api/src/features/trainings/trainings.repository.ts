import {
  and,
  asc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { arrayLiteral, builtOnce } from "../../platform/db/prepared-statements";
import { groups } from "../groups/groups.table";
import { fullName } from "../users/current-user.presenter";
import { companyUsers, users } from "../users/users.table";
import type { TrainingScope } from "./training-scope";
import { trainingDates, trainings, trainingStaff, trainingUsers } from "./trainings.table";

export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A value, or the placeholder of a named statement that is given it when it runs. */
type ValueOf<T> = T | Placeholder;

/** The trainings of the scope's company that its holder may see, never deleted ones. */
export function visibleTrainings(scope: {
  companyId: ValueOf<string>;
  onlyFor: ValueOf<string> | null;
}): SQL {
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

/** A lookup by key, read on every list page, so named. */
const instructorsOf = builtOnce((db, _shape: string) =>
  db
    .select({ trainingId: trainingStaff.trainingId, ...personColumns })
    .from(trainingStaff)
    .innerJoin(companyUsers, eq(companyUsers.id, trainingStaff.companyUserId))
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(
      and(
        sql`${trainingStaff.trainingId} = any(${sql.placeholder("ids")}::uuid[])`,
        eq(trainingStaff.role, "instructor"),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(companyUsers.id))
    .prepare("training-instructors"),
);

/** The instructors of these trainings by name, per training. */
export async function findInstructors(db: Db, trainingIds: readonly string[]) {
  if (trainingIds.length === 0) return new Map<string, { id: string; name: string }[]>();
  const rows = await instructorsOf(db, "by-ids").execute({ ids: arrayLiteral(trainingIds) });
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
