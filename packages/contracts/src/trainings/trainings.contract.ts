import { z } from "zod";
import { defineContract } from "../contract";
import { idParams, MAX_NAME_LENGTH } from "../fields";
import { envelope, pageQuerySchema, paginated } from "../pagination";
import { nlValidationMessages } from "../validation-messages";
import { trainingBodySchema } from "./training-body.schema";
import { trainingSchema, trainingSummarySchema } from "./training.schema";

export const MAX_PARTICIPANTS_PER_REQUEST = 5_000;
export const MAX_GROUPS_PER_REQUEST = 100;
export const MAX_EXISTING_TRAININGS = 50;

export const trainingsListQuerySchema = pageQuerySchema.extend({
  filter: z
    .object({
      queryString: z.string().trim().max(MAX_NAME_LENGTH).optional(),
      /** Only the trainings this company user gives. */
      instructorId: z.uuid().optional(),
    })
    .optional(),
});
export type TrainingsListQuery = z.input<typeof trainingsListQuerySchema>;

export const listTrainings = defineContract({
  method: "GET",
  path: "/trainings",
  summary:
    "The trainings the caller sees: upcoming ones first (running, then by first date), then past ones, the most recent first",
  tag: "trainings",
  permission: "educator.trainings.list",
  query: trainingsListQuerySchema,
  response: paginated(trainingSummarySchema),
});

export const getTraining = defineContract({
  method: "GET",
  path: "/trainings/:id",
  summary: "One training with its dates, location, trainers and participants",
  tag: "trainings",
  permission: "educator.trainings.show",
  params: idParams,
  response: envelope(trainingSchema),
});

export const participantsBodySchema = z.strictObject({
  /** Company users chosen one by one. */
  companyUserIds: z
    .array(z.uuid())
    .max(
      MAX_PARTICIPANTS_PER_REQUEST,
      nlValidationMessages.tooManyItems(MAX_PARTICIPANTS_PER_REQUEST),
    )
    .default([]),
  /** Groups whose current members take part; people who join a group later are not added. */
  groupIds: z
    .array(z.uuid())
    .max(MAX_GROUPS_PER_REQUEST, nlValidationMessages.tooManyItems(MAX_GROUPS_PER_REQUEST))
    .default([]),
});
export type ParticipantsBody = z.input<typeof participantsBodySchema>;

export const createTrainingBodySchema = trainingBodySchema.extend({
  /**
   * The wizard saves once at the end, so a training may bring its participants along (planned or
   * changed): one transaction, instead of a second call that could fail after the first.
   */
  participants: participantsBodySchema.optional(),
});
export type CreateTrainingBody = z.input<typeof createTrainingBodySchema>;

export const createTraining = defineContract({
  method: "POST",
  path: "/trainings",
  summary: "Plans a training with its dates, trainers, settings and (optionally) participants",
  tag: "trainings",
  permission: "educator.trainings.create",
  status: 201,
  body: createTrainingBodySchema,
  response: envelope(trainingSchema),
});

export const updateTraining = defineContract({
  method: "PATCH",
  path: "/trainings/:id",
  summary:
    "Changes a training's information, dates, trainers, settings and (optionally) participants",
  tag: "trainings",
  permission: "educator.trainings.edit",
  params: idParams,
  body: createTrainingBodySchema,
  response: envelope(trainingSchema),
});

export const updateTrainingParticipants = defineContract({
  method: "PATCH",
  path: "/trainings/:id/participants",
  summary: "Sets a training's participants: these people and the current members of these groups",
  tag: "trainings",
  permission: "educator.trainings.edit",
  params: idParams,
  body: participantsBodySchema,
  response: envelope(trainingSchema),
});

export const existingTrainingsQuerySchema = z.object({
  sort: z.enum(["name"]).default("name"),
  fields: z.enum(["id,name"]).default("id,name"),
  filter: z.object({ queryString: z.string().trim().max(MAX_NAME_LENGTH).optional() }).optional(),
});

export const listExistingTrainings = defineContract({
  method: "GET",
  path: "/existing-trainings",
  summary: `Up to ${MAX_EXISTING_TRAININGS} trainings by name, to start a new one as a copy`,
  tag: "trainings",
  permission: "educator.trainings.create",
  query: existingTrainingsQuerySchema,
  response: envelope(z.array(z.object({ id: z.string(), name: z.string() }))),
});
