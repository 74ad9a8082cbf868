import { attendanceMessages } from "@leerlijn/contracts/trainings/attendance.schema";
import { and, eq, exists, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { validationFailed } from "../../platform/http/app-error";
import { trainingAttendances, trainingDates, trainings, trainingUsers } from "./trainings.table";

/**
 * Spec §5: once a date's attendance list is filled in, its participants cannot be removed and
 * the date cannot be changed, so what the list proves stays true. Both checks run inside the
 * caller's transaction and first lock the training row, which an attendance save locks too:
 * a list saved at the same moment cannot slip in between the check and the change.
 */
async function lockTraining(db: Db, trainingId: string) {
  await db
    .select({ id: trainings.id })
    .from(trainings)
    .where(eq(trainings.id, trainingId))
    .for("update");
}

/**
 * Decision (issue 21): a training whose `attendanceList` setting is off has no attendance list,
 * neither on a screen nor on paper: a date's list, its save and its sheet are a 422 saying so
 * (not a 404, the training and date exist; the planner can turn the setting on). The overview
 * of presence stays readable, as lists saved before the setting went off still hold.
 */
export function refuseWithoutAttendanceList(training: { attendanceList: boolean }): void {
  if (!training.attendanceList)
    throw validationFailed({ attendance_list: [attendanceMessages.noAttendanceList] });
}

/**
 * Refuses to remove a participant who is on a filled-in attendance list. Someone who joined
 * after the lists were filled in (and so has no row on them) may still be removed.
 */
export async function refuseRemovingAttended(
  db: Db,
  trainingId: string,
  keptCompanyUserIds: readonly string[],
): Promise<void> {
  await lockTraining(db, trainingId);
  const [attended] = await db
    .select({ id: trainingUsers.id })
    .from(trainingUsers)
    .where(
      and(
        eq(trainingUsers.trainingId, trainingId),
        keptCompanyUserIds.length > 0
          ? notInArray(trainingUsers.companyUserId, [...keptCompanyUserIds])
          : undefined,
        exists(
          db
            .select({ one: sql`1` })
            .from(trainingAttendances)
            .where(eq(trainingAttendances.trainingUserId, trainingUsers.id)),
        ),
      ),
    )
    .limit(1);
  if (attended)
    throw validationFailed({ company_user_ids: [attendanceMessages.attendanceBlocksRemoval] });
}

type SentDate = { id?: string | undefined; date: string; timeFrom: string; timeTo: string };

/**
 * Refuses to move (other day or times) or drop a date whose attendance list is filled in. The
 * field is the sent date's own, or `dates` when the date was left out.
 */
export async function refuseChangingAttendedDates(
  db: Db,
  trainingId: string,
  sent: readonly SentDate[],
): Promise<void> {
  await lockTraining(db, trainingId);
  const attended = await db
    .select({
      id: trainingDates.id,
      date: trainingDates.date,
      timeFrom: trainingDates.timeFrom,
      timeTo: trainingDates.timeTo,
    })
    .from(trainingDates)
    .where(
      and(eq(trainingDates.trainingId, trainingId), ne(trainingDates.attendanceState, "none")),
    );
  const errors: Record<string, string[]> = {};
  for (const date of attended) {
    const index = sent.findIndex((candidate) => candidate.id === date.id);
    const kept = sent[index];
    if (!kept) errors.dates = [attendanceMessages.attendanceBlocksDateRemoval];
    else if (
      kept.date !== date.date ||
      kept.timeFrom !== date.timeFrom.slice(0, 5) ||
      kept.timeTo !== date.timeTo.slice(0, 5)
    )
      errors[`dates.${index}.date`] = [attendanceMessages.attendanceBlocksDateChange];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
