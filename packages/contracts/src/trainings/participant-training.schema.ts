import { z } from "zod";
import {
  participantCertificateSchema,
  personCertificateStatusSchema,
} from "../certificates/certificate.schema";
import { mediaItemSchema } from "../media/media.schema";
import { storedAddressSchema } from "./address.schema";
import { trainingPersonSchema } from "./training.schema";

/** Whether someone was there on one date, as the attendance list says. */
export const datePresences = ["present", "partiallyPresent", "absent"] as const;
export type DatePresence = (typeof datePresences)[number];

/**
 * A participant's presence over the whole training (spec §4, training presence): assigned until
 * an attendance list says otherwise; present or absent when every recorded date says so;
 * partially present for anything in between.
 */
export const trainingPresences = ["assigned", "present", "partiallyPresent", "absent"] as const;
export type TrainingPresence = (typeof trainingPresences)[number];

/**
 * The spec's enrollment filter options for trainings (showAll is no filter): present includes
 * partially present (they were there), absent is absent on every recorded date.
 */
export const trainingPresenceFilters = ["assigned", "present", "absent"] as const;
export type TrainingPresenceFilter = (typeof trainingPresenceFilters)[number];

export const participantTrainingDateSchema = z.object({
  id: z.string(),
  /** yyyy-MM-dd, a day in Europe/Amsterdam. */
  date: z.string(),
  /** HH:mm, Europe/Amsterdam local time. */
  timeFrom: z.string(),
  timeTo: z.string(),
  /** This participant on this date; null until the attendance list is saved. */
  presence: z.enum(datePresences).nullable(),
});
export type ParticipantTrainingDate = z.infer<typeof participantTrainingDateSchema>;

/** One training of one participant: when, where, and how it went for them. */
export const participantTrainingSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The location in the spec's one-line format. */
  locationLine: z.string(),
  dates: z.array(participantTrainingDateSchema),
  /** The first date on or after today; null once every date has passed. */
  nextDate: z.string().nullable(),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  presence: z.enum(trainingPresences),
  /** On the waiting list rather than having a place. */
  waiting: z.boolean(),
  /** The turn on the waiting list, 1 being next; null with a place. */
  waitingListPosition: z.number().int().nullable(),
  /** This person's certificate of this training today (Europe/Amsterdam). */
  certificateStatus: personCertificateStatusSchema,
});
export type ParticipantTraining = z.infer<typeof participantTrainingSchema>;

/** The participant's own page of a training. */
export const myTrainingSchema = participantTrainingSchema.extend({
  /** Sanitised rich text. */
  description: z.string(),
  location: storedAddressSchema,
  image: mediaItemSchema.nullable(),
  instructors: z.array(trainingPersonSchema),
  /** The participant's certificate of this training (its latest); null when none was issued. */
  certificate: participantCertificateSchema.nullable(),
});
export type MyTraining = z.infer<typeof myTrainingSchema>;
