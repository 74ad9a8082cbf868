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
import type { TrainingCertificates } from "./training-certificates";
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
  deps: { db: Db; certificates: TrainingCertificates; origin: string },
  scope: TrainingScope,
  trainingId: string,
  dateId: string,
): Promise<DateAttendance> {
  const { db } = deps;
  const date = await findVisibleDate(db, scope, trainingId, dateId);
  if (!date) throw notFound();
  refuseWithoutAttendanceList(date.training);
  const participants = await findPlacedParticipants(db, trainingId);
  const certificates = await deps.certificates.ofParticipants(
    participants.map((participant) => participant.trainingUserId),
    deps.origin,
  );
  const rows = new Map(
    (await findDateAttendanceRows(db, dateId)).map((row) => [row.trainingUserId, row]),
  );
  const { training, ...day } = date;
  return {
    training: {
      id: training.id,
      name: training.name,
      locationLine: formatAddress(training.location),
      generateCertificates: training.generateCertificates,
    },
    date: day,
    attendancesCompleted: training.attendancesCompleted,
    participants: participants.map((participant) => {
      const row = rows.get(participant.trainingUserId);
      const presence = row?.presence ?? "assigned";
      const certificate = certificates.get(participant.trainingUserId) ?? null;
      return {
        ...participant,
        presence,
        isPresent: presence === "present",
        isPartiallyPresent: presence === "partiallyPresent",
        remarks: row?.remarks ?? "",
        // The file of a certificate that counts; a revoked one is no proof to hand out.
        certificateUrl: certificate?.status === "revoked" ? null : (certificate?.fileUrl ?? null),
        certificate,
      };
    }),
  };
}
