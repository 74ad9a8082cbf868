import type {
  DateAttendance,
  TrainingAttendance,
  TrainingPresence,
} from "@leerlijn/contracts/trainings/attendance.schema";
import { formatAddress } from "@leerlijn/contracts/trainings/address.schema";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import {
  findAttendanceDates,
  findDateAttendanceRows,
  findPlacedParticipants,
  findTrainingAttendanceRows,
  findVisibleDate,
} from "./attendance.repository";
import { refuseWithoutAttendanceList } from "./attendance-rules";
import type { TrainingScope } from "./training-scope";
import { findTraining } from "./trainings.repository";

/** `GET /trainings/:id/attendance`: the presence of every placed participant on every date. */
export async function describeTrainingAttendance(
  db: Db,
  scope: TrainingScope,
  trainingId: string,
): Promise<TrainingAttendance> {
  const training = await findTraining(db, scope, trainingId);
  if (!training) throw notFound();
  const dates = await findAttendanceDates(db, trainingId);
  const participants = await findPlacedParticipants(db, trainingId);
  const presence = new Map<string, TrainingPresence>();
  for (const row of await findTrainingAttendanceRows(db, trainingId))
    presence.set(`${row.trainingUserId}/${row.trainingDateId}`, row.presence);
  return {
    trainingId,
    attendancesCompleted: training.attendancesCompleted,
    dates,
    participants: participants.map((participant) => ({
      ...participant,
      // No row yet on a date: they are expected there ("assigned"), not absent.
      presences: Object.fromEntries(
        dates.map((date) => [
          date.id,
          presence.get(`${participant.trainingUserId}/${date.id}`) ?? "assigned",
        ]),
      ),
    })),
  };
}

/** `GET /trainings/:id/attendance/:dateId`: the list of one date, as the tablet shows it. */
export async function describeDateAttendance(
  db: Db,
  scope: TrainingScope,
  trainingId: string,
  dateId: string,
): Promise<DateAttendance> {
  const date = await findVisibleDate(db, scope, trainingId, dateId);
  if (!date) throw notFound();
  refuseWithoutAttendanceList(date.training);
  const participants = await findPlacedParticipants(db, trainingId);
  const rows = new Map(
    (await findDateAttendanceRows(db, dateId)).map((row) => [row.trainingUserId, row]),
  );
  const { training, ...day } = date;
  return {
    training: {
      id: training.id,
      name: training.name,
      locationLine: formatAddress(training.location),
    },
    date: day,
    attendancesCompleted: training.attendancesCompleted,
    participants: participants.map((participant) => {
      const row = rows.get(participant.trainingUserId);
      const presence = row?.presence ?? "assigned";
      return {
        ...participant,
        presence,
        isPresent: presence === "present",
        isPartiallyPresent: presence === "partiallyPresent",
        remarks: row?.remarks ?? "",
        certificateUrl: null,
      };
    }),
  };
}
