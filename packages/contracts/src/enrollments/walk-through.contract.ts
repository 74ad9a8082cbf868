import { z } from "zod";
import { defineContract } from "../contract";
import { questionAnswerSchema } from "../courses/question-answer.schema";
import { envelope } from "../pagination";
import { enrollmentParams, enrollmentSectionParams } from "./enrollment-params";
import { enrollmentSchema } from "./enrollment.schema";
import { walkThroughPermissions } from "./enrollments.contract";
import {
  examQuestionResultSchema,
  walkBlockSchema,
  walkSectionSchema,
} from "./walk-through.schema";
import { recordProgressEndpoint } from "../start-page-endpoints";

export const listEnrollmentSections = defineContract({
  method: "GET",
  path: "/enrollments/:enrollmentId/sections",
  summary: "The sections of the enrolled version in reading order, with what is done",
  tag: "walk-through",
  permission: walkThroughPermissions,
  params: enrollmentParams,
  response: envelope(z.array(walkSectionSchema)),
});

export const listEnrollmentBlocks = defineContract({
  method: "GET",
  path: "/enrollments/:enrollmentId/sections/:sectionId/blocks",
  summary: "The blocks of a section without correct answers; starts the clock of a time limit",
  tag: "walk-through",
  permission: walkThroughPermissions,
  params: enrollmentSectionParams,
  response: envelope(z.array(walkBlockSchema)),
});

export const progressBodySchema = z.strictObject({
  blockUuid: z.uuid(),
  /** Ask for the result (and feedback) right away; only in check-answer mode, never in tests. */
  isCheckAnswer: z.boolean().default(false),
  /** The answer of a question block; nothing for other blocks. */
  more: z.strictObject({ answer: questionAnswerSchema.optional() }).nullish(),
  /**
   * Made on the device for an answer it queued while offline: sending it again returns what
   * was stored the first time instead of storing anything.
   */
  idempotencyKey: z.uuid().optional(),
});
export type ProgressBody = z.input<typeof progressBodySchema>;

export const recordProgress = defineContract({
  ...recordProgressEndpoint,
  summary: "Complete a block (answer a question); a repeated submission counts once",
  tag: "walk-through",
  permission: walkThroughPermissions,
  params: enrollmentSectionParams,
  body: progressBodySchema,
  response: envelope(
    z.object({
      enrollment: enrollmentSchema,
      examQuestionResult: examQuestionResultSchema.nullable(),
    }),
  ),
});
