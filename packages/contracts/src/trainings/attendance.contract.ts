import { z } from "zod";
import { defineContract } from "../contract";
import { idSchema } from "../fields";
import { envelope } from "../pagination";
import {
  dateAttendanceSchema,
  saveAttendanceBodySchema,
  savedAttendanceSchema,
  trainingAttendanceSchema,
} from "./attendance.schema";

export const dateAttendanceParams = z.object({ id: idSchema, dateId: idSchema });

export const getTrainingAttendance = defineContract({
  method: "GET",
  path: "/trainings/:id/attendance",
  summary: "Every date's attendance state and every participant's presence per date",
  tag: "trainings",
  permission: "educator.trainings.attendance",
  params: z.object({ id: idSchema }),
  response: envelope(trainingAttendanceSchema),
});

export const getDateAttendance = defineContract({
  method: "GET",
  path: "/trainings/:id/attendance/:dateId",
  summary: "The attendance list of one date: each participant's presence, remarks and outcome",
  tag: "trainings",
  permission: "educator.trainings.attendance",
  params: dateAttendanceParams,
  response: envelope(dateAttendanceSchema),
});

export const saveDateAttendance = defineContract({
  method: "PATCH",
  path: "/trainings/:id/attendance/:dateId",
  summary:
    "Saves a date's attendance list, temporarily (a draft) or finally; a final list may be corrected",
  tag: "trainings",
  permission: "educator.trainings.attendance",
  params: dateAttendanceParams,
  body: saveAttendanceBodySchema,
  response: envelope(savedAttendanceSchema),
});

export const getAttendanceSheet = defineContract({
  method: "GET",
  path: "/trainings/:id/attendance/:dateId/sheet",
  summary: "The date's attendance sheet to print (presentielijst): a PDF with a signature column",
  tag: "trainings",
  permission: "educator.trainings.attendance",
  params: dateAttendanceParams,
  file: { contentType: "application/pdf" },
});
