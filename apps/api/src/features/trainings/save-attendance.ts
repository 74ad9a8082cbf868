import {
  attendanceMessages,
  type SaveAttendanceInput,
} from "@leerlijn/contracts/trainings/attendance.schema";
import type { Db } from "../../platform/db/database";
import { notFound, validationFailed } from "../../platform/http/app-error";
import {
  countMissingRows,
  findVisibleDate,
  setAttendanceState,
  writeAttendanceRows,
} from "./attendance.repository";
import { refuseWithoutAttendanceList } from "./attendance-rules";
import type { TrainingCertificates } from "./training-certificates";
import type { TrainingScope } from "./training-scope";
import type { Presence } from "./trainings.table";

const presenceOf = (row: { isPresent: boolean; isPartiallyPresent: boolean }): Presence =>
  row.isPresent ? "present" : row.isPartiallyPresent ? "partiallyPresent" : "absent";

/**
 * `PATCH /trainings/:id/attendance/:dateId`: the rows sent are written (others keep what they
 * had), then the date becomes temporary or final, all in one transaction.
 *
 * Decision: a final list may be saved again, final or temporary, to correct a mistake found
 * later (a name ticked wrongly at the door); each row records who saved it last. The date never
 * goes back to "not filled in", so the blocked rules keep holding once a list was saved.
 * A final save needs a row for every placed participant, so "final" means everyone was judged.
 * Certificates of those no longer passed are revoked in the same transaction; the ones a
 * completed training now owes are queued once it committed.
 */
export async function saveAttendance(
  deps: { db: Db; certificates: TrainingCertificates },
  scope: TrainingScope,
  actor: { id: string | null; origin: string },
  ids: { trainingId: string; dateId: string },
  input: SaveAttendanceInput,
): Promise<{
  date: { id: string; attendanceState: "temporary" | "final" };
  attendancesCompleted: boolean;
}> {
  const { trainingId, dateId } = ids;
  const { db, certificates } = deps;
  const actorId = actor.id;
  const saved = await db.transaction(async (tx) => {
    const date = await findVisibleDate(tx, scope, trainingId, dateId, true);
    if (!date) throw notFound();
    refuseWithoutAttendanceList(date.training);
    const rows = input.participants.map((row) => ({
      trainingUserId: row.trainingUserId,
      presence: presenceOf(row),
      remarks: row.remarks,
      passed: row.passed,
      certificateTypeKey: row.certificateTypeKey,
      workUnderSupervision: row.workUnderSupervision,
    }));
    const placed = await writeAttendanceRows(tx, trainingId, dateId, actorId, rows);
    if (placed !== rows.length)
      throw validationFailed({ participants: [attendanceMessages.unknownParticipants] });
    const state: "temporary" | "final" = input.saveTemporarily ? "temporary" : "final";
    if (state === "final" && (await countMissingRows(tx, trainingId, dateId)) > 0)
      throw validationFailed({ participants: [attendanceMessages.finalNeedsEveryone] });
    const attendancesCompleted = await setAttendanceState(tx, trainingId, dateId, state);
    await certificates.outcomesSaved(tx, trainingId);
    return { date: { id: dateId, attendanceState: state }, attendancesCompleted };
  });
  await certificates.attendanceSaved({
    trainingId,
    attendancesCompleted: saved.attendancesCompleted,
    origin: actor.origin,
  });
  return saved;
}
