import { z } from "zod";
import { mediaItemSchema } from "../media/media.schema";

export const blockTypes = ["text", "image", "video", "document", "question"] as const;
export type BlockType = (typeof blockTypes)[number];

export const questionKinds = ["choice", "open", "points"] as const;
export type QuestionKind = (typeof questionKinds)[number];

export const questionWeights = ["low", "medium", "high"] as const;
export type QuestionWeight = (typeof questionWeights)[number];

/** How much a question counts in a score: its points are multiplied by this factor. */
export const weightFactors = { low: 1, medium: 2, high: 3 } as const satisfies Record<
  QuestionWeight,
  number
>;

/** Rich text is a few pages at most; a megabyte of HTML is refused with a message. */
export const MAX_RICH_TEXT_LENGTH = 100_000;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 20;
export const MAX_OPTION_POINTS = 100;

export const blockMessages = {
  richTextTooLong: "Deze tekst is te lang: maximaal 100.000 tekens, inclusief opmaak.",
  tooFewOptions: "Geef minstens twee antwoorden.",
  noCorrectOption: "Kies minstens één goed antwoord.",
  noPointsOption: "Geef minstens één antwoord punten.",
  duplicateOptionIds: "Elk antwoord moet een eigen id hebben.",
  finishPercentage: "Vul een percentage tussen 1 en 100 in.",
} as const;

// Texts may be empty while an author is still writing; publishing checks that they are filled.
const shortText = z.string().trim().max(255);
const mediumText = z.string().trim().max(2000);
const optionId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const mediaId = z.uuid().nullable();

export const feedbackSchema = z.strictObject({
  correct: mediumText,
  incorrect: mediumText,
});

const uniqueIds = (options: readonly { id: string }[]) =>
  new Set(options.map((option) => option.id)).size === options.length;

const questionBase = {
  prompt: mediumText,
  weight: z.enum(questionWeights),
  feedback: feedbackSchema,
};

export const choiceQuestionSchema = z.strictObject({
  kind: z.literal("choice"),
  ...questionBase,
  options: z
    .array(
      z.strictObject({ id: optionId, text: z.string().trim().max(500), isCorrect: z.boolean() }),
    )
    .min(MIN_OPTIONS, blockMessages.tooFewOptions)
    .max(MAX_OPTIONS)
    .refine(uniqueIds, blockMessages.duplicateOptionIds)
    .refine((options) => options.some((option) => option.isCorrect), blockMessages.noCorrectOption),
});

/** An open answer earns the points when it matches an accepted answer; with none, any answer does. */
export const openQuestionSchema = z.strictObject({
  kind: z.literal("open"),
  ...questionBase,
  acceptedAnswers: z.array(z.string().trim().min(1).max(255)).max(MAX_OPTIONS),
});

export const pointsQuestionSchema = z.strictObject({
  kind: z.literal("points"),
  ...questionBase,
  options: z
    .array(
      z.strictObject({
        id: optionId,
        text: z.string().trim().max(500),
        points: z.number().int().min(0).max(MAX_OPTION_POINTS),
      }),
    )
    .min(MIN_OPTIONS, blockMessages.tooFewOptions)
    .max(MAX_OPTIONS)
    .refine(uniqueIds, blockMessages.duplicateOptionIds)
    .refine((options) => options.some((option) => option.points > 0), blockMessages.noPointsOption),
});

export const questionSchema = z.discriminatedUnion("kind", [
  choiceQuestionSchema,
  openQuestionSchema,
  pointsQuestionSchema,
]);
export type Question = z.infer<typeof questionSchema>;
export type ChoiceQuestion = z.infer<typeof choiceQuestionSchema>;
export type OpenQuestion = z.infer<typeof openQuestionSchema>;
export type PointsQuestion = z.infer<typeof pointsQuestionSchema>;

/**
 * What a question is worth: one point for choice and open questions, the best option's points
 * for weighted points (`base`), times the weight's factor. Authors see the sum as learners do.
 */
export function questionPoints(question: Question): {
  base: number;
  factor: number;
  total: number;
} {
  const factor = weightFactors[question.weight];
  const base =
    question.kind === "points"
      ? Math.max(0, ...question.options.map((option) => option.points))
      : 1;
  return { base, factor, total: base * factor };
}

/** What a block holds, by type. Rich text arrives as HTML and is sanitised by the server. */
export const blockContentSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("text"),
    html: z.string().max(MAX_RICH_TEXT_LENGTH, blockMessages.richTextTooLong),
  }),
  z.strictObject({ type: z.literal("image"), mediaId, alt: shortText, caption: shortText }),
  z.strictObject({
    type: z.literal("video"),
    mediaId,
    title: shortText,
    /** The learner has seen the video at this percentage of playback (spec: default 100). */
    finishPercentage: z
      .number()
      .int()
      .min(1, blockMessages.finishPercentage)
      .max(100, blockMessages.finishPercentage),
  }),
  z.strictObject({ type: z.literal("document"), mediaId, title: shortText }),
  z.strictObject({ type: z.literal("question"), question: questionSchema }),
]);
export type BlockContent = z.infer<typeof blockContentSchema>;

/** A media file as a block or a course shows it. */
export const blockMediaSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(["image", "video", "document"]),
  url: z.string().nullable(),
  thumb: z.string().nullable(),
});
export type BlockMedia = z.infer<typeof blockMediaSchema>;

/** Refusals of a media choice that is not an item of the company's library of the right type. */
export const mediaChoiceMessages = {
  image: "Kies een afbeelding uit de mediabibliotheek.",
  video: "Kies een video uit de mediabibliotheek.",
  document: "Kies een PDF-document uit de mediabibliotheek.",
} as const;

/** The media id a block's content points at, with the type it must have. */
export function mediaChoiceOf(
  content: BlockContent,
): { mediaId: string; type: "image" | "video" | "document" } | null {
  if (content.type === "text" || content.type === "question" || !content.mediaId) return null;
  return { mediaId: content.mediaId, type: content.type };
}

export const blockSchema = z.object({
  uuid: z.string(),
  sectionId: z.string(),
  content: blockContentSchema,
  /** The media file of an image, video or document block, as the media picker shows it. */
  media: mediaItemSchema.nullable(),
  /** Goes up with every save; a save based on an older revision is a conflict. */
  revision: z.number().int(),
  updatedAt: z.string(),
});
export type Block = z.infer<typeof blockSchema>;

/** The score-relevant parts of a question, which may not change once learners follow it. */
export function scoreItemsOf(content: BlockContent): string | null {
  if (content.type !== "question") return null;
  const { question } = content;
  switch (question.kind) {
    case "choice":
      return JSON.stringify([
        question.kind,
        question.weight,
        question.options.map((option) => [option.id, option.isCorrect]),
      ]);
    case "points":
      return JSON.stringify([
        question.kind,
        question.weight,
        question.options.map((option) => [option.id, option.points]),
      ]);
    case "open":
      return JSON.stringify([question.kind, question.weight, question.acceptedAnswers]);
  }
}

let nextOptionNumber = 0;
/** A fresh option id; unique within a question is enough. */
export function newOptionId(): string {
  nextOptionNumber += 1;
  return `o${Date.now().toString(36)}${nextOptionNumber.toString(36)}`;
}

/** The content a new block of a type starts with. */
export function emptyBlockContent(type: BlockType, kind: QuestionKind = "choice"): BlockContent {
  const base = { prompt: "", weight: "medium" as const, feedback: { correct: "", incorrect: "" } };
  switch (type) {
    case "text":
      return { type, html: "" };
    case "image":
      return { type, mediaId: null, alt: "", caption: "" };
    case "video":
      return { type, mediaId: null, title: "", finishPercentage: 100 };
    case "document":
      return { type, mediaId: null, title: "" };
    case "question":
      if (kind === "open") return { type, question: { kind, ...base, acceptedAnswers: [] } };
      if (kind === "points")
        return {
          type,
          question: {
            kind,
            ...base,
            options: [
              { id: newOptionId(), text: "", points: 1 },
              { id: newOptionId(), text: "", points: 0 },
            ],
          },
        };
      return {
        type,
        question: {
          kind,
          ...base,
          options: [
            { id: newOptionId(), text: "", isCorrect: true },
            { id: newOptionId(), text: "", isCorrect: false },
          ],
        },
      };
  }
}
