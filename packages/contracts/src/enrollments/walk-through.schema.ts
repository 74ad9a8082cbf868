import { z } from "zod";
import { blockMediaSchema, questionWeights } from "../courses/block.schema";
import { questionAnswerSchema } from "../courses/question-answer.schema";
import { sectionTypeKeys } from "../courses/section.schema";

/** A section as a learner sees it, with how much of it they have done. */
export const walkSectionSchema = z.object({
  id: z.string(),
  sectionTypeKey: z.enum(sectionTypeKeys),
  title: z.string(),
  parentSectionId: z.string().nullable(),
  leftBower: z.number().int(),
  rightBower: z.number().int(),
  depth: z.number().int(),
  blockUuids: z.array(z.string()),
  completedBlockUuids: z.array(z.string()),
  /** Chapters only group other sections; they are no page of their own. */
  isAccessible: z.boolean(),
});
export type WalkSection = z.infer<typeof walkSectionSchema>;

const option = z.object({ id: z.string(), text: z.string() });
const questionBase = { prompt: z.string(), weight: z.enum(questionWeights) };

/**
 * A question without anything that gives the answer away: no correct flags, no points per
 * option, no accepted answers and no feedback. `multiple` says whether to offer check boxes.
 */
export const learnerQuestionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("choice"),
    ...questionBase,
    multiple: z.boolean(),
    options: z.array(option),
  }),
  z.object({ kind: z.literal("open"), ...questionBase }),
  z.object({ kind: z.literal("points"), ...questionBase, options: z.array(option) }),
]);
export type LearnerQuestion = z.infer<typeof learnerQuestionSchema>;

export const learnerBlockContentSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), html: z.string() }),
  z.object({ type: z.literal("image"), alt: z.string(), caption: z.string() }),
  z.object({ type: z.literal("video"), title: z.string(), finishPercentage: z.number().int() }),
  z.object({ type: z.literal("document"), title: z.string() }),
  z.object({ type: z.literal("question"), question: learnerQuestionSchema }),
]);
export type LearnerBlockContent = z.infer<typeof learnerBlockContentSchema>;

/**
 * What the learner may learn about their answer: only after answering, in check-answer mode or
 * once the course is finished, and for exams and tests never the right answers themselves.
 */
export const revealedResultSchema = z.object({
  isCorrect: z.boolean(),
  points: z.number().int(),
  maxPoints: z.number().int(),
  feedback: z.string().nullable(),
  correctOptionIds: z.array(z.string()).nullable(),
  acceptedAnswers: z.array(z.string()).nullable(),
  /** Points per option of a weighted-points question. */
  optionPoints: z.record(z.string(), z.number().int()).nullable(),
});
export type RevealedResult = z.infer<typeof revealedResultSchema>;

export const examQuestionResultSchema = z.object({
  blockUuid: z.string(),
  answer: questionAnswerSchema,
  revealed: revealedResultSchema.nullable(),
});
export type ExamQuestionResult = z.infer<typeof examQuestionResultSchema>;

export const walkBlockSchema = z.object({
  uuid: z.string(),
  sectionId: z.string(),
  content: learnerBlockContentSchema,
  media: blockMediaSchema.nullable(),
  isCompleted: z.boolean(),
  /** Questions only: the learner's answer (and what may be shown of its result). */
  question: z.object({ examQuestionResult: examQuestionResultSchema.nullable() }).nullable(),
  /** Check-answer mode applies to this block (a question outside exams, not in a test). */
  canCheckAnswer: z.boolean(),
});
export type WalkBlock = z.infer<typeof walkBlockSchema>;
