import { z } from "zod";
import { nameField } from "../fields";
import { mediaItemSchema } from "../media/media.schema";
import { blockSchema } from "./block.schema";
import { courseStatuses } from "./course-status";
import { courseTypeKeys } from "./course-types";
import { sectionSchema } from "./section.schema";

export const scoringMethods = ["none", "exam", "sectionQuestions"] as const;
export type ScoringMethod = (typeof scoringMethods)[number];

export const MIN_LEARNING_GOALS = 2;
export const MIN_TEST_GOALS = 2;
export const MAX_GOALS = 20;
export const MAX_TIME_LIMIT_MINUTES = 600;
/** Ten years: longer than any safety certificate we know of is valid. */
export const MAX_CERTIFICATE_VALIDITY_MONTHS = 120;

export const courseMessages = {
  tooFewLearningGoals: "Voeg minstens twee leerdoelen toe (wat je gaat leren).",
  tooFewTestGoals: "Voeg bij een toets minstens twee punten toe die je toetst.",
  courseTypeRequired: "Kies eerst een soort cursus.",
  timeLimitTooLow: "Vul een tijdslimiet van minimaal 1 minuut in.",
  timeLimitTooHigh: `Een tijdslimiet is maximaal ${MAX_TIME_LIMIT_MINUTES} minuten.`,
  passPercentageRequired: "Vul een slagingspercentage tussen 1 en 100 in.",
  checkAnswerInTest: "Bij een toets kun je antwoorden niet tussendoor laten controleren.",
  testNeedsScoring: "Een toets heeft altijd een scoremethode.",
  certificateValidity: `Vul een geldigheid van 1 tot ${MAX_CERTIFICATE_VALIDITY_MONTHS} maanden in, of kies onbeperkt geldig.`,
  noBlocks: "Voeg minstens één onderdeel (een tekst, afbeelding, video, document of vraag) toe.",
} as const;

const goal = z.string().trim().min(1).max(255);

/** Step 'general information'. Test goals are required for tests (checked with the course type). */
export const generalInfoSchema = z.strictObject({
  name: nameField,
  description: z.string().trim().max(5000),
  imageMediaId: z.uuid().nullable(),
  learningGoals: z
    .array(goal)
    .min(MIN_LEARNING_GOALS, courseMessages.tooFewLearningGoals)
    .max(MAX_GOALS),
  testGoals: z.array(goal).max(MAX_GOALS),
});
export type GeneralInfo = z.infer<typeof generalInfoSchema>;

/** Step 'categorise': where the course shows up in searches, and how long it takes. */
export const categorisationSchema = z.strictObject({
  categories: z
    .array(z.string().trim().min(1).max(50))
    .max(10)
    .transform((tags) => [...new Set(tags)]),
  estimatedMinutes: z.number().int().min(1).max(6000).nullable(),
});
export type Categorisation = z.infer<typeof categorisationSchema>;

/** Step 'settings'. The check-answer mode is refused for tests by the server (course type). */
export const courseSettingsSchema = z
  .strictObject({
    scoringMethod: z.enum(scoringMethods),
    // Out of range is refused with the field's own text, never moved into range (0 % is not 1 %).
    passPercentage: z
      .number()
      .int()
      .min(1, courseMessages.passPercentageRequired)
      .max(100, courseMessages.passPercentageRequired)
      .nullable(),
    timeLimitEnabled: z.boolean(),
    timeLimitMinutes: z
      .number()
      .int()
      .max(MAX_TIME_LIMIT_MINUTES, courseMessages.timeLimitTooHigh)
      .nullable(),
    checkAnswerMode: z.boolean(),
    isAvailableForAllStudentsOfThisDomain: z.boolean(),
    // Optional for callers from before certificates: leaving them out means no certificate.
    issuesCertificate: z.boolean().default(false),
    /** Months a certificate stays valid from its issue day; null: it does not expire. */
    certificateValidityMonths: z
      .number(courseMessages.certificateValidity)
      .int(courseMessages.certificateValidity)
      .min(1, courseMessages.certificateValidity)
      .max(MAX_CERTIFICATE_VALIDITY_MONTHS, courseMessages.certificateValidity)
      .nullable()
      .default(null),
  })
  .superRefine((settings, context) => {
    if (settings.timeLimitEnabled && (settings.timeLimitMinutes ?? 0) < 1)
      context.addIssue({
        code: "custom",
        path: ["timeLimitMinutes"],
        message: courseMessages.timeLimitTooLow,
      });
    if (settings.scoringMethod !== "none" && settings.passPercentage === null)
      context.addIssue({
        code: "custom",
        path: ["passPercentage"],
        message: courseMessages.passPercentageRequired,
      });
  })
  .transform((settings) => ({
    ...settings,
    timeLimitMinutes: settings.timeLimitEnabled ? settings.timeLimitMinutes : null,
    passPercentage: settings.scoringMethod === "none" ? null : settings.passPercentage,
    certificateValidityMonths: settings.issuesCertificate
      ? settings.certificateValidityMonths
      : null,
  }));
export type CourseSettings = z.output<typeof courseSettingsSchema>;
export type CourseSettingsInput = z.input<typeof courseSettingsSchema>;

export const versionSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(courseStatuses),
  /** The version learners are enrolled in now. */
  isLive: z.boolean(),
  rejectionReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  supersededAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

/** A version as its editor sees it: everything, correct answers included. */
export const courseVersionSchema = versionSummarySchema.extend({
  courseId: z.string(),
  courseTypeKey: z.enum(courseTypeKeys),
  companyName: z.string(),
  editMode: z.enum(["full", "text-only", "none"]),
  name: z.string(),
  description: z.string(),
  imageMediaId: z.string().nullable(),
  image: mediaItemSchema.nullable(),
  learningGoals: z.array(z.string()),
  testGoals: z.array(z.string()),
  categories: z.array(z.string()),
  estimatedMinutes: z.number().int().nullable(),
  settings: z.object({
    scoringMethod: z.enum(scoringMethods),
    passPercentage: z.number().int().nullable(),
    timeLimitEnabled: z.boolean(),
    timeLimitMinutes: z.number().int().nullable(),
    checkAnswerMode: z.boolean(),
    isAvailableForAllStudentsOfThisDomain: z.boolean(),
    issuesCertificate: z.boolean(),
    certificateValidityMonths: z.number().int().nullable(),
  }),
  reviewedAt: z.string().nullable(),
  revision: z.number().int(),
  createdAt: z.string(),
  sections: z.array(sectionSchema),
  blocks: z.array(blockSchema),
});
export type CourseVersion = z.infer<typeof courseVersionSchema>;
