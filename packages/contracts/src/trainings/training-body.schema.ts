import { z } from "zod";
import { isoDateField, MAX_NAME_LENGTH } from "../fields";
import { nlValidationMessages } from "../validation-messages";
import { addressSchema } from "./address.schema";

export const MAX_TRAINING_DATES = 50;
export const MAX_TRAINING_INSTRUCTORS = 50;
export const MAX_DESCRIPTION_LENGTH = 20_000;
export const MAX_DAYS_BEFORE_INVITE = 365;
export const MAX_TRAINING_CAPACITY = 10_000;

export const trainingMessages = {
  nameRequired: "Vul een naam voor de training in.",
  dateRequired: "Voeg minimaal één datum toe.",
  tooManyDates: `Een training heeft maximaal ${MAX_TRAINING_DATES} datums.`,
  time: "Vul een geldige tijd in (uu:mm).",
  timeToAfterFrom: "De eindtijd moet na de begintijd liggen.",
  capacity: `Vul een aantal plaatsen in van 1 tot en met ${MAX_TRAINING_CAPACITY.toLocaleString("nl-NL")}, of laat het leeg.`,
  reminderBeforeExpiry: "De herinneringsdatum moet voor de verloopdatum liggen.",
  unknownTemplate: "Dit sjabloon bestaat niet (meer) in deze omgeving.",
} as const;

const templateChoice = z
  .uuid({ error: trainingMessages.unknownTemplate })
  .nullish()
  .transform((value) => value ?? null);

const timeField = z
  .string({ error: trainingMessages.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, trainingMessages.time);

export const trainingDateBodySchema = z
  .strictObject({
    /** An existing date keeps its id (and so its attendance and calendar entry); new ones have none. */
    id: z.uuid().optional(),
    date: isoDateField,
    timeFrom: timeField,
    timeTo: timeField,
  })
  .refine((value) => value.timeTo > value.timeFrom, {
    message: trainingMessages.timeToAfterFrom,
    path: ["timeTo"],
  });

const personIds = (max: number) =>
  z
    .array(z.uuid())
    .max(max, nlValidationMessages.tooManyItems(max))
    .default([])
    .transform((ids) => [...new Set(ids)]);

export const trainingSettingsBodySchema = z
  .strictObject({
    inviteParticipants: z.boolean().default(false),
    daysBeforeInvite: z.number().int().min(0).max(MAX_DAYS_BEFORE_INVITE).default(0),
    attendanceList: z.boolean().default(true),
    generateCertificates: z.boolean().default(false),
    certificateExpiryDate: isoDateField.nullish().transform((value) => value ?? null),
    certificateReminderDate: isoDateField.nullish().transform((value) => value ?? null),
    /**
     * The template the training was planned from: its certificates are that template's, so a
     * recertification training of the template is where their holders are booked next.
     */
    templateId: templateChoice,
    /**
     * The template this training recertifies: holders of that template's certificates whose
     * reminder date comes are booked on it (or its waiting list) while it is upcoming.
     */
    recertifiesTemplateId: templateChoice,
  })
  .refine(
    (value) =>
      !value.certificateExpiryDate ||
      !value.certificateReminderDate ||
      value.certificateReminderDate < value.certificateExpiryDate,
    { message: trainingMessages.reminderBeforeExpiry, path: ["certificateReminderDate"] },
  );

/** Everything the wizard's general, trainer and settings steps send (participants go apart). */
export const trainingBodySchema = z.strictObject({
  name: z
    .string({ error: trainingMessages.nameRequired })
    .trim()
    .min(1, trainingMessages.nameRequired)
    .max(MAX_NAME_LENGTH, nlValidationMessages.tooLong(MAX_NAME_LENGTH)),
  description: z
    .string()
    .max(MAX_DESCRIPTION_LENGTH, nlValidationMessages.tooLong(MAX_DESCRIPTION_LENGTH))
    .default(""),
  location: addressSchema,
  /** Places for participants; null is unlimited. Past it, people join the waiting list. */
  capacity: z
    .number()
    .int()
    .min(1, trainingMessages.capacity)
    .max(MAX_TRAINING_CAPACITY, trainingMessages.capacity)
    .nullish()
    .transform((value) => value ?? null),
  imageMediaId: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
  dates: z
    .array(trainingDateBodySchema, { error: trainingMessages.dateRequired })
    .min(1, trainingMessages.dateRequired)
    .max(MAX_TRAINING_DATES, trainingMessages.tooManyDates),
  /** Company users with an educator role. */
  instructorIds: personIds(MAX_TRAINING_INSTRUCTORS),
  registrarId: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
  registrarManagerIds: personIds(MAX_TRAINING_INSTRUCTORS),
  settings: trainingSettingsBodySchema.default({
    inviteParticipants: false,
    daysBeforeInvite: 0,
    attendanceList: true,
    generateCertificates: false,
    certificateExpiryDate: null,
    certificateReminderDate: null,
    templateId: null,
    recertifiesTemplateId: null,
  }),
});
export type TrainingBody = z.input<typeof trainingBodySchema>;
export type TrainingInput = z.output<typeof trainingBodySchema>;
