import { z } from "zod";

/** A learner's answer to a question block, by question kind. */
export const questionAnswerSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("choice"), optionIds: z.array(z.string().max(40)).max(20) }),
  z.strictObject({ kind: z.literal("open"), text: z.string().trim().max(5000) }),
  z.strictObject({ kind: z.literal("points"), optionId: z.string().max(40) }),
]);
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;
