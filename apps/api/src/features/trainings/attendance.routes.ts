import {
  getAttendanceSheet,
  getDateAttendance,
  getTrainingAttendance,
  saveDateAttendance,
} from "@leerlijn/contracts/trainings/attendance.contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../platform/db/database";
import { registerContract } from "../../platform/http/register-contract";
import { publicOrigin, requestOrigin } from "../../platform/tenancy/public-origin";
import { describeDateAttendance, describeTrainingAttendance } from "./attendance.presenter";
import { attendanceSheet } from "./attendance-sheet";
import { saveAttendance } from "./save-attendance";
import type { TrainingCertificates } from "./training-certificates";
import { trainingScope } from "./training-scope";

/** Attendance of a training's dates: the overview, one date's list, its save and its sheet. */
export function attendanceRoutes(
  app: FastifyInstance,
  deps: { db: Db; certificates: TrainingCertificates },
): void {
  const { db } = deps;

  registerContract(app, getTrainingAttendance, async ({ tenant, actor, params }) => ({
    data: await describeTrainingAttendance(db, trainingScope(tenant.id, actor), params.id),
  }));

  registerContract(app, getDateAttendance, async ({ tenant, actor, params, request }) => ({
    data: await describeDateAttendance(
      { db, certificates: deps.certificates, origin: publicOrigin(requestOrigin(request)) },
      trainingScope(tenant.id, actor),
      params.id,
      params.dateId,
    ),
  }));

  registerContract(app, saveDateAttendance, async ({ tenant, actor, params, body, request }) => ({
    data: await saveAttendance(
      deps,
      trainingScope(tenant.id, actor),
      { id: actor.companyUserId, origin: publicOrigin(requestOrigin(request)) },
      { trainingId: params.id, dateId: params.dateId },
      body,
    ),
  }));

  registerContract(app, getAttendanceSheet, async ({ tenant, actor, params }) =>
    attendanceSheet(db, tenant, trainingScope(tenant.id, actor), {
      trainingId: params.id,
      dateId: params.dateId,
    }),
  );
}
