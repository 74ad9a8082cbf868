import type { AttendanceState } from "@leerlijn/contracts/trainings/attendance.schema";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { fullName } from "../users/current-user.presenter";
import { companyUsers, users } from "../users/users.table";
import type { TrainingScope } from "./training-scope";
import { visibleTrainings } from "./trainings.repository";
import {
  type Presence,
  trainingAttendances,
  trainingDates,
  trainings,
  trainingUsers,
} from "./trainings.table";

const hhmm = (time: string) => time.slice(0, 5);

/** A training's dates with their attendance state, in calendar order. */
export async function findAttendanceDates(db: Db, trainingId: string) {
  const rows = await db
    .select({
      id: trainingDates.id,
      date: trainingDates.date,
      timeFrom: trainingDates.timeFrom,
      timeTo: trainingDates.timeTo,
      attendanceState: trainingDates.attendanceState,
    })
    .from(trainingDates)
    .where(eq(trainingDates.trainingId, trainingId))
    .orderBy(asc(trainingDates.date), asc(trainingDates.timeFrom), asc(trainingDates.id));
  return rows.map((row) => ({ ...row, timeFrom: hhmm(row.timeFrom), timeTo: hhmm(row.timeTo) }));
}

/**
 * The participants with a place (not on the waiting list), who are the ones an attendance list
 * is about, with their outcome, by name.
 */
export async function findPlacedParticipants(db: Db, trainingId: string) {
  const rows = await db
    .select({
      trainingUserId: trainingUsers.id,
      companyUserId: trainingUsers.companyUserId,
      passed: trainingUsers.passed,
      certificateTypeKey: trainingUsers.certificateTypeKey,
      workUnderSupervision: trainingUsers.workUnderSupervision,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
    })
    .from(trainingUsers)
    .innerJoin(companyUsers, eq(companyUsers.id, trainingUsers.companyUserId))
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(eq(trainingUsers.trainingId, trainingId), isNull(trainingUsers.waitingSince)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(companyUsers.id));
  return rows.map(({ firstName, middleName, lastName, ...row }) => ({
    ...row,
    name: fullName({ firstName, middleName, lastName }),
  }));
}

/** Every attendance row of the training's dates. */
export async function findTrainingAttendanceRows(db: Db, trainingId: string) {
  return db
    .select({
      trainingDateId: trainingAttendances.trainingDateId,
      trainingUserId: trainingAttendances.trainingUserId,
      presence: trainingAttendances.presence,
    })
    .from(trainingAttendances)
    .innerJoin(trainingDates, eq(trainingDates.id, trainingAttendances.trainingDateId))
    .where(eq(trainingDates.trainingId, trainingId));
}

export async function findDateAttendanceRows(db: Db, dateId: string) {
  return db
    .select({
      trainingUserId: trainingAttendances.trainingUserId,
      presence: trainingAttendances.presence,
      remarks: trainingAttendances.remarks,
    })
    .from(trainingAttendances)
    .where(eq(trainingAttendances.trainingDateId, dateId));
}

/**
 * The date of a training the scope sees; null when either is not (a 404). With `lock`, the
 * training row is locked until the transaction ends, so saves of its lists (and the blocked
 * rules, which lock it too) take turns and `attendancesCompleted` is computed from settled states.
 */
export async function findVisibleDate(
  db: Db,
  scope: TrainingScope,
  trainingId: string,
  dateId: string,
  lock = false,
) {
  const query = db
    .select({
      id: trainingDates.id,
      date: trainingDates.date,
      timeFrom: trainingDates.timeFrom,
      timeTo: trainingDates.timeTo,
      attendanceState: trainingDates.attendanceState,
      training: {
        id: trainings.id,
        name: trainings.name,
        location: trainings.location,
        registrarId: trainings.registrarId,
        attendanceList: trainings.attendanceList,
        attendancesCompleted: trainings.attendancesCompleted,
        generateCertificates: trainings.generateCertificates,
      },
    })
    .from(trainingDates)
    .innerJoin(trainings, eq(trainings.id, trainingDates.trainingId))
    .where(
      and(
        eq(trainingDates.id, dateId),
        eq(trainingDates.trainingId, trainingId),
        visibleTrainings(scope),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for("update", { of: trainings }) : await query;
  return row ? { ...row, timeFrom: hhmm(row.timeFrom), timeTo: hhmm(row.timeTo) } : null;
}

/** An outcome field left undefined keeps its stored value. */
export type AttendanceRowInput = {
  trainingUserId: string;
  presence: Presence;
  remarks: string;
  passed?: boolean | null | undefined;
  certificateTypeKey?: string | null | undefined;
  workUnderSupervision?: boolean | undefined;
};

/**
 * Writes the date's rows and the participants' outcomes, each in one statement whose columns
 * travel as arrays (`unnest`), so a list of 150 is two statements, not 300. Rows whose values
 * did not change are not rewritten (a list is mostly saved again with a few corrections), so
 * `updatedById` says who last changed a row. Only placed participants of this training count;
 * the answer is how many of the sent ids were such, so the caller can refuse the others (its
 * rollback undoes the rest).
 */
export async function writeAttendanceRows(
  db: Db,
  trainingId: string,
  dateId: string,
  actorId: string | null,
  rows: readonly AttendanceRowInput[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const ids = sql.param(rows.map((row) => row.trainingUserId));
  // sql.param keeps an array one parameter (a bare array would become a list of them).
  const column = <K extends keyof AttendanceRowInput>(key: K) =>
    sql.param(rows.map((row) => row[key] ?? null));
  const sent = (key: keyof AttendanceRowInput) =>
    sql.param(rows.map((row) => row[key] !== undefined));
  const result = await db.execute(sql`
    with input as (
      select input.* from unnest(${ids}::uuid[], ${column("presence")}::text[],
        ${column("remarks")}::text[]) as input(id, presence, remarks)
      join ${trainingUsers} on ${trainingUsers.id} = input.id
        and ${trainingUsers.trainingId} = ${trainingId}
        and ${trainingUsers.waitingSince} is null
    ), written as (
      insert into ${trainingAttendances} as existing
        (training_date_id, training_user_id, presence, remarks, updated_by_id, updated_at)
      select ${dateId}::uuid, input.id, input.presence, input.remarks, ${actorId}::uuid, now()
      from input
      on conflict (training_date_id, training_user_id) do update set
        presence = excluded.presence, remarks = excluded.remarks,
        updated_by_id = excluded.updated_by_id, updated_at = excluded.updated_at
      where (existing.presence, existing.remarks) is distinct from (excluded.presence, excluded.remarks)
      returning 1
    )
    select count(*)::int as placed from input`);
  await db.execute(sql`
    update ${trainingUsers} set
      passed = case when input.set_passed then input.passed else ${trainingUsers.passed} end,
      certificate_type_key = case when input.set_key then input.certificate_type_key
        else ${trainingUsers.certificateTypeKey} end,
      work_under_supervision = case when input.set_supervision then input.work_under_supervision
        else ${trainingUsers.workUnderSupervision} end
    from unnest(${ids}::uuid[], ${column("passed")}::boolean[], ${sent("passed")}::boolean[],
      ${column("certificateTypeKey")}::text[], ${sent("certificateTypeKey")}::boolean[],
      ${column("workUnderSupervision")}::boolean[], ${sent("workUnderSupervision")}::boolean[])
      as input(id, passed, set_passed, certificate_type_key, set_key,
        work_under_supervision, set_supervision)
    where ${trainingUsers.id} = input.id
      and ${trainingUsers.trainingId} = ${trainingId}
      and ${trainingUsers.waitingSince} is null
      and (input.set_passed and ${trainingUsers.passed} is distinct from input.passed
        or input.set_key and ${trainingUsers.certificateTypeKey} is distinct from input.certificate_type_key
        or input.set_supervision and ${trainingUsers.workUnderSupervision} is distinct from input.work_under_supervision)`);
  const [row] = (result as { rows: { placed: number }[] }).rows;
  return row?.placed ?? 0;
}

/** How many placed participants have no row on the date's list. */
export async function countMissingRows(db: Db, trainingId: string, dateId: string) {
  const [row] = await db
    .select({ missing: sql<number>`count(*)`.mapWith(Number) })
    .from(trainingUsers)
    .where(
      and(
        eq(trainingUsers.trainingId, trainingId),
        isNull(trainingUsers.waitingSince),
        sql`not exists (select 1 from ${trainingAttendances} where ${trainingAttendances.trainingDateId} = ${dateId} and ${trainingAttendances.trainingUserId} = ${trainingUsers.id})`,
      ),
    );
  return row?.missing ?? 0;
}

/**
 * Sets the date's state, then `attendancesCompleted`: true exactly when every date's list is
 * final, so a list saved temporarily again turns it back off.
 */
export async function setAttendanceState(
  db: Db,
  trainingId: string,
  dateId: string,
  state: Exclude<AttendanceState, "none">,
): Promise<boolean> {
  await db
    .update(trainingDates)
    .set({ attendanceState: state })
    .where(eq(trainingDates.id, dateId));
  const [training] = await db
    .update(trainings)
    .set({
      attendancesCompleted: sql`not exists (select 1 from ${trainingDates} where ${trainingDates.trainingId} = ${trainingId} and ${trainingDates.attendanceState} <> 'final')`,
    })
    .where(eq(trainings.id, trainingId))
    .returning({ attendancesCompleted: trainings.attendancesCompleted });
  return training?.attendancesCompleted ?? false;
}
