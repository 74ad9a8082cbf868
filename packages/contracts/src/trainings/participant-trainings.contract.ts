import { z } from "zod";
import { courseCertificateSchema } from "../certificates/certificate.schema";
import { defineContract } from "../contract";
import { idParams } from "../fields";
import { envelope, pageQuerySchema, paginated } from "../pagination";
import {
  myTrainingSchema,
  participantTrainingSchema,
  trainingPresenceFilters,
} from "./participant-training.schema";
import {
  myTrainingCalendarEndpoint,
  myTrainingEndpoint,
  myTrainingsEndpoint,
  userTrainingsEndpoint,
} from "../start-page-endpoints";

export const userTrainingsQuerySchema = pageQuerySchema.extend({
  /** The newest training (by its first date) first; the spec's only order. */
  sort: z.enum(["-date"]).default("-date"),
  filter: z.strictObject({ presence: z.enum(trainingPresenceFilters).optional() }).optional(),
});
export type UserTrainingsQuery = z.input<typeof userTrainingsQuerySchema>;

export const listUserTrainings = defineContract({
  ...userTrainingsEndpoint,
  summary: "A person's trainings (by membership id) with their presence per date, newest first",
  tag: "trainings",
  // As a person's enrollments; a trainer (who may see people) sees the trainings they give.
  permission: ["lms.enrollments.list", "lms.users.show"],
  params: idParams,
  query: userTrainingsQuerySchema,
  response: paginated(participantTrainingSchema).extend({
    person: z.object({ name: z.string(), email: z.string().nullable() }),
    /** The person's certificates of courses (passed online), newest first; not paged. */
    courseCertificates: z.array(courseCertificateSchema),
  }),
});

export const listMyTrainings = defineContract({
  ...myTrainingsEndpoint,
  summary:
    "The signed-in person's trainings in this company: upcoming by their next date, then past ones",
  tag: "trainings",
  permission: "training.my_trainings.list",
  response: envelope(z.array(participantTrainingSchema)),
});

export const getMyTraining = defineContract({
  ...myTrainingEndpoint,
  summary: "One of the signed-in person's trainings: dates, place, trainers, their presence",
  tag: "trainings",
  permission: "training.my_trainings.show",
  params: idParams,
  response: envelope(myTrainingSchema),
});

export const downloadMyTrainingCalendar = defineContract({
  ...myTrainingCalendarEndpoint,
  summary:
    "The participant's training as an iCalendar file (one event per date, the same entries the invitation mail carries)",
  tag: "trainings",
  permission: "training.my_trainings.show",
  params: idParams,
  file: { contentType: "text/calendar; charset=utf-8" },
});
