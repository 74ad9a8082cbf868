import { z } from "zod";
import { participantCertificateSchema } from "../certificates/certificate.schema";
import { nlValidationMessages } from "../validation-messages";

/** A training user's presence on one date (spec §4, training presence). */
export const trainingPresences = [
  "unassigned",
  "assigned",
  "present",
  "partiallyPresent",
  "absent",
] as const;
export const trainingPresenceSchema = z.enum(trainingPresences);
export type TrainingPresence = z.infer<typeof trainingPresenceSchema>;

/** none until the date's list is saved; temporary (a draft) or final after. */
export const attendanceStateSchema = z.enum(["none", "temporary", "final"]);
export type AttendanceState = z.infer<typeof attendanceStateSchema>;

export const MAX_ATTENDANCE_REMARKS_LENGTH = 2_000;
export const MAX_CERTIFICATE_TYPE_KEY_LENGTH = 64;
/** A list is one training's participants, who are at most this many. */
export const MAX_ATTENDANCE_PARTICIPANTS = 5_000;

/**
 * The refusals around attendance (spec §8, "attendance and date change blocked messages"), here
 * so the API's 422 and the web app's own hints say the same.
 */
export const attendanceMessages = {
  attendanceBlocksRemoval:
    "Deze deelnemer staat al op een ingevulde presentielijst en kan niet meer worden verwijderd.",
  attendanceBlocksDateChange:
    "Van deze datum is de presentielijst al ingevuld; de datum en tijden kunnen niet meer worden gewijzigd.",
  attendanceBlocksDateRemoval:
    "Een datum waarvan de presentielijst al is ingevuld, kan niet meer worden verwijderd.",
  unknownParticipants: "Een of meer deelnemers horen niet (meer) bij deze training.",
  duplicateParticipants: "Elke deelnemer mag maar één keer in de lijst staan.",
  presentAndPartially: "Kies aanwezig of gedeeltelijk aanwezig, niet allebei.",
  noAttendanceList:
    "Deze training heeft geen presentielijst. Zet de presentielijst aan in de instellingen van de training om de aanwezigheid bij te houden.",
  finalNeedsEveryone:
    "Vul voor iedere deelnemer de aanwezigheid in voordat je de lijst definitief opslaat.",
} as const;

/** A date with how far its attendance list is. */
export const attendanceDateSchema = z.object({
  id: z.string(),
  /** yyyy-MM-dd, a day in Europe/Amsterdam. */
  date: z.string(),
  timeFrom: z.string(),
  timeTo: z.string(),
  attendanceState: attendanceStateSchema,
});
export type AttendanceDate = z.infer<typeof attendanceDateSchema>;

/** The outcome of a participant over all dates, kept on the training user. */
const outcomeFields = {
  /** Null until judged. */
  passed: z.boolean().nullable(),
  certificateTypeKey: z.string().nullable(),
  workUnderSupervision: z.boolean(),
};

/** `GET /trainings/:id/attendance`: every date and every participant's presence on each. */
export const trainingAttendanceSchema = z.object({
  trainingId: z.string(),
  attendancesCompleted: z.boolean(),
  dates: z.array(attendanceDateSchema),
  participants: z.array(
    z.object({
      trainingUserId: z.string(),
      companyUserId: z.string(),
      name: z.string(),
      /** Date id → presence; "assigned" while the date's list has no row for them. */
      presences: z.record(z.string(), trainingPresenceSchema),
      ...outcomeFields,
    }),
  ),
});
export type TrainingAttendance = z.infer<typeof trainingAttendanceSchema>;

/** One row of a date's attendance list (spec §3, Attendance participant). */
export const attendanceParticipantSchema = z.object({
  trainingUserId: z.string(),
  companyUserId: z.string(),
  name: z.string(),
  /** "assigned" while the list has no row for them yet, so "not filled in" is not "absent". */
  presence: trainingPresenceSchema,
  isPresent: z.boolean(),
  isPartiallyPresent: z.boolean(),
  remarks: z.string(),
  ...outcomeFields,
  /** A signed, expiring link to the participant's current certificate file; null without one. */
  certificateUrl: z.string().nullable(),
  /** The participant's latest certificate (valid, expired or revoked); null when none was issued. */
  certificate: participantCertificateSchema.nullable(),
});
export type AttendanceParticipant = z.infer<typeof attendanceParticipantSchema>;

export const dateAttendanceSchema = z.object({
  training: z.object({
    id: z.string(),
    name: z.string(),
    locationLine: z.string(),
    /** Whether passing gives a certificate, so the list asks for its type. */
    generateCertificates: z.boolean(),
  }),
  date: attendanceDateSchema,
  attendancesCompleted: z.boolean(),
  participants: z.array(attendanceParticipantSchema),
});
export type DateAttendance = z.infer<typeof dateAttendanceSchema>;

export const attendanceRowBodySchema = z
  .strictObject({
    trainingUserId: z.uuid(),
    isPresent: z.boolean(),
    isPartiallyPresent: z.boolean().default(false),
    remarks: z
      .string()
      .trim()
      .max(
        MAX_ATTENDANCE_REMARKS_LENGTH,
        nlValidationMessages.tooLong(MAX_ATTENDANCE_REMARKS_LENGTH),
      )
      .default(""),
    // The outcome is the participant's over all dates, so it is sent with any date's list;
    // left out, it keeps what it was (a later date's list need not repeat it).
    passed: z.boolean().nullable().optional(),
    certificateTypeKey: z
      .string()
      .trim()
      .max(
        MAX_CERTIFICATE_TYPE_KEY_LENGTH,
        nlValidationMessages.tooLong(MAX_CERTIFICATE_TYPE_KEY_LENGTH),
      )
      .nullish()
      .transform((value) => (value === undefined ? undefined : value || null)),
    workUnderSupervision: z.boolean().optional(),
  })
  .refine((row) => !(row.isPresent && row.isPartiallyPresent), {
    message: attendanceMessages.presentAndPartially,
    path: ["isPartiallyPresent"],
  });
export type AttendanceRowBody = z.input<typeof attendanceRowBodySchema>;

export const saveAttendanceBodySchema = z.strictObject({
  participants: z
    .array(attendanceRowBodySchema)
    .max(
      MAX_ATTENDANCE_PARTICIPANTS,
      nlValidationMessages.tooManyItems(MAX_ATTENDANCE_PARTICIPANTS),
    )
    .refine(
      (rows) => new Set(rows.map((row) => row.trainingUserId)).size === rows.length,
      attendanceMessages.duplicateParticipants,
    ),
  /** True: a draft (temporary); false: the final list. */
  saveTemporarily: z.boolean(),
});
export type SaveAttendanceBody = z.input<typeof saveAttendanceBodySchema>;
export type SaveAttendanceInput = z.output<typeof saveAttendanceBodySchema>;

export const savedAttendanceSchema = z.object({
  date: z.object({ id: z.string(), attendanceState: attendanceStateSchema }),
  /** True once every date's list is final. */
  attendancesCompleted: z.boolean(),
});
