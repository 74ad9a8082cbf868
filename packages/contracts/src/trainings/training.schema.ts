import { personCertificateStatusSchema } from "../certificates/certificate.schema";
import { z } from "zod";
import { mediaItemSchema } from "../media/media.schema";
import { storedAddressSchema } from "./address.schema";

export const trainingPersonSchema = z.object({
  /** The membership (company user) id, as everywhere people are chosen. */
  id: z.string(),
  name: z.string(),
});

export const trainingDateSchema = z.object({
  id: z.string(),
  /** yyyy-MM-dd, a day in Europe/Amsterdam. */
  date: z.string(),
  /** HH:mm, Europe/Amsterdam local time. */
  timeFrom: z.string(),
  timeTo: z.string(),
  /** The date's attendance list is filled in: the date can no longer be changed or removed. */
  hasAttendances: z.boolean(),
});
export type TrainingDate = z.infer<typeof trainingDateSchema>;

export const trainingParticipantSchema = trainingPersonSchema.extend({
  /** The training user id, which attendance later refers to. */
  trainingUserId: z.string(),
  email: z.string().nullable(),
  /** The group this person came in through, or null when chosen directly. */
  addedViaGroupId: z.string().nullable(),
  /** That group's name; null when chosen directly or when the group is gone. */
  addedViaGroupName: z.string().nullable(),
  /** On the waiting list (the training is full) rather than having a place. */
  waiting: z.boolean(),
  /** The turn on the waiting list, 1 being next; null for someone with a place. */
  waitingListPosition: z.number().int().nullable(),
  /** Their certificate of this training today (Europe/Amsterdam). */
  certificateStatus: personCertificateStatusSchema,
});

export const trainingSettingsSchema = z.object({
  inviteParticipants: z.boolean(),
  daysBeforeInvite: z.number().int(),
  attendanceList: z.boolean(),
  generateCertificates: z.boolean(),
  certificateExpiryDate: z.string().nullable(),
  certificateReminderDate: z.string().nullable(),
  templateId: z.string().nullable(),
  recertifiesTemplateId: z.string().nullable(),
});
export type TrainingSettings = z.infer<typeof trainingSettingsSchema>;

export const trainingSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Sanitised rich text. */
  description: z.string(),
  location: storedAddressSchema,
  /** The location in the spec's one-line format. */
  locationLine: z.string(),
  /** Places for participants; null is unlimited. */
  capacity: z.number().int().nullable(),
  imageMediaId: z.string().nullable(),
  image: mediaItemSchema.nullable(),
  registrarId: z.string().nullable(),
  /** The registrar by name. */
  registrar: trainingPersonSchema.nullable(),
  registrarManagerIds: z.array(z.string()),
  registrarManagers: z.array(trainingPersonSchema),
  instructors: z.array(trainingPersonSchema),
  dates: z.array(trainingDateSchema),
  participants: z.array(trainingParticipantSchema),
  /** Free places; null when the capacity is unlimited. Never below zero. */
  placesLeft: z.number().int().nullable(),
  /** How many participants are on the waiting list. */
  waitingCount: z.number().int(),
  settings: trainingSettingsSchema,
  /** The name of the template it recertifies (settings.recertifiesTemplateId), while it exists. */
  recertifiesTemplateName: z.string().nullable(),
  attendancesCompleted: z.boolean(),
  /** Some date's attendance list is filled in (its participants can no longer be removed). */
  hasTrainingAttendances: z.boolean(),
  hasNotifiedParticipants: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Training = z.infer<typeof trainingSchema>;

export const trainingSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  locationLine: z.string(),
  /** The first date on or after today, null once every date has passed. */
  nextDate: z.string().nullable(),
  /** HH:mm, the times of the next date's first session; null with nextDate. */
  nextTimeFrom: z.string().nullable(),
  nextTimeTo: z.string().nullable(),
  firstDate: z.string(),
  lastDate: z.string(),
  dateCount: z.number().int(),
  instructors: z.array(trainingPersonSchema),
  /** Participants with a place; those on the waiting list are not counted. */
  participantCount: z.number().int(),
  /** Participants on the waiting list. */
  waitingCount: z.number().int(),
});
export type TrainingSummary = z.infer<typeof trainingSummarySchema>;
