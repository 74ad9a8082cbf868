import { z } from "zod";
import { MAX_NAME_LENGTH } from "../fields";
import { mediaItemSchema } from "../media/media.schema";
import { nlValidationMessages } from "../validation-messages";
import { addressSchema, storedAddressSchema } from "./address.schema";
import {
  MAX_TRAINING_DATES,
  trainingBodySchema,
  trainingDateBodySchema,
  trainingSettingsBodySchema,
} from "./training-body.schema";

/** The templates the start of the wizard lists at most (by name); companies keep a handful. */
export const MAX_TRAINING_TEMPLATES = 200;

export const templateMessages = {
  nameRequired: "Vul een naam voor het sjabloon in.",
} as const;

const body = trainingBodySchema.shape;
const settings = trainingSettingsBodySchema.shape;
const date = trainingDateBodySchema.shape;

/** A date's times without its day: a template is planned again on other days. */
export const templateSlotSchema = z
  .strictObject({ timeFrom: date.timeFrom, timeTo: date.timeTo })
  .refine((value) => value.timeTo > value.timeFrom, {
    message: "De eindtijd moet na de begintijd liggen.",
    path: ["timeTo"],
  });

/**
 * What a template keeps of a training: everything the wizard holds except the name (the
 * template has its own), the days, the participants and the certificate dates. Those dates are
 * fixed days, which would lie in the past by the time the template is used again.
 */
export const trainingTemplateContentSchema = z.strictObject({
  description: body.description,
  /** A template may leave the place open; the wizard then asks for it. */
  location: addressSchema.nullish().transform((value) => value ?? null),
  imageMediaId: body.imageMediaId,
  capacity: body.capacity,
  instructorIds: body.instructorIds,
  registrarId: body.registrarId,
  registrarManagerIds: body.registrarManagerIds,
  settings: z
    .strictObject({
      inviteParticipants: settings.inviteParticipants,
      daysBeforeInvite: settings.daysBeforeInvite,
      attendanceList: settings.attendanceList,
      generateCertificates: settings.generateCertificates,
    })
    .default({
      inviteParticipants: false,
      daysBeforeInvite: 0,
      attendanceList: true,
      generateCertificates: false,
    }),
  /** The times of each date, in order. */
  slots: z
    .array(templateSlotSchema)
    .max(MAX_TRAINING_DATES, nlValidationMessages.tooManyItems(MAX_TRAINING_DATES))
    .default([]),
});
export type TrainingTemplateContentBody = z.input<typeof trainingTemplateContentSchema>;
export type TrainingTemplateContent = z.output<typeof trainingTemplateContentSchema>;

export const trainingTemplateBodySchema = z.strictObject({
  name: z
    .string({ error: templateMessages.nameRequired })
    .trim()
    .min(1, templateMessages.nameRequired)
    .max(MAX_NAME_LENGTH, nlValidationMessages.tooLong(MAX_NAME_LENGTH)),
  content: trainingTemplateContentSchema,
});
export type TrainingTemplateBody = z.input<typeof trainingTemplateBodySchema>;

export const trainingTemplateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  updatedAt: z.string(),
});
export type TrainingTemplateSummary = z.infer<typeof trainingTemplateSummarySchema>;

/** A template as the wizard loads it: pictures and people that are gone are left out. */
export const trainingTemplateSchema = trainingTemplateSummarySchema.extend({
  content: z.object({
    description: z.string(),
    location: storedAddressSchema.nullable(),
    imageMediaId: z.string().nullable(),
    capacity: z.number().int().nullable(),
    instructorIds: z.array(z.string()),
    registrarId: z.string().nullable(),
    registrarManagerIds: z.array(z.string()),
    settings: z.object({
      inviteParticipants: z.boolean(),
      daysBeforeInvite: z.number().int(),
      attendanceList: z.boolean(),
      generateCertificates: z.boolean(),
    }),
    slots: z.array(z.object({ timeFrom: z.string(), timeTo: z.string() })),
  }),
  /** The picture as the media picker shows it; null when there is none (any more). */
  image: mediaItemSchema.nullable(),
});
export type TrainingTemplate = z.infer<typeof trainingTemplateSchema>;
