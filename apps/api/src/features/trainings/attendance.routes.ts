import {
  getAttendanceSheet,
  getDateAttendance,
  getTrainingAttendance,
  saveDateAttendance,
} from "@leerlijn/contracts/trainings/attendance.contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../platform/db/database";
import { registerContract } from "../../platform/http/register-contract";
import { describeDateAttendance, describeTrainingAttendance } from "./attendance.presenter";
import { attendanceSheet } from "./attendance-sheet";
import { saveAttendance } from "./save-attendance";
import { trainingScope } from "./training-scope";

/** Attendance of a training's dates: the overview, one date's list, its save and its sheet. */
export function attendanceRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;

  registerContract(app, getTrainingAttendance, async ({ tenant, actor, params }) => ({
    data: await describeTrainingAttendance(db, trainingScope(tenant.id, actor), params.id),
  }));

  registerContract(app, getDateAttendance, async ({ tenant, actor, params }) => ({
    data: await describeDateAttendance(
      db,
      trainingScope(tenant.id, actor),
      params.id,
      params.dateId,
    ),
  }));

  registerContract(app, saveDateAttendance, async ({ tenant, actor, params, body }) => ({
    data: await saveAttendance(
      db,
      trainingScope(tenant.id, actor),
      actor.companyUserId,
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
