import { z } from "zod";
import { sectionTypeKeys } from "../courses/section.schema";
import { enrollmentSchema, scoreSchema } from "./enrollment.schema";
import { examQuestionResultSchema, learnerQuestionSchema } from "./walk-through.schema";

/** One question of a finished (or running) attempt, as the course settings allow it shown. */
export const resultQuestionSchema = z.object({
  blockUuid: z.string(),
  sectionId: z.string(),
  sectionTitle: z.string(),
  sectionTypeKey: z.enum(sectionTypeKeys),
  /** Counts towards the score under the course's scoring method. */
  isScored: z.boolean(),
  question: learnerQuestionSchema,
  examQuestionResult: examQuestionResultSchema.nullable(),
});
export type ResultQuestion = z.infer<typeof resultQuestionSchema>;

/** An earlier attempt, kept when an educator let the learner start over. */
export const pastAttemptSchema = z.object({
  attempt: z.number().int(),
  versionNumber: z.number().int(),
  percentage: z.number().int(),
  hasScore: z.boolean(),
  isPassed: z.boolean().nullable(),
  score: scoreSchema.nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  reassignedAt: z.string(),
  reassignedBy: z.string().nullable(),
});
export type PastAttempt = z.infer<typeof pastAttemptSchema>;

export const enrollmentResultSchema = z.object({
  enrollment: enrollmentSchema,
  learner: z.object({ name: z.string(), email: z.string().nullable() }),
  versionNumber: z.number().int(),
  questions: z.array(resultQuestionSchema),
  pastAttempts: z.array(pastAttemptSchema),
  deletedAt: z.string().nullable(),
});
export type EnrollmentResult = z.infer<typeof enrollmentResultSchema>;
