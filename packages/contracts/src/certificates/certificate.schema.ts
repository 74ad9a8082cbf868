import { z } from "zod";
import { nlValidationMessages } from "../validation-messages";

/** Where a certificate comes from: made by us on passing, or a file from elsewhere. */
export const certificateSources = ["generated", "uploaded"] as const;
export type CertificateSource = (typeof certificateSources)[number];

/** What a certificate proves: a training's final attendance, or a course passed online. */
export const certificateKinds = ["training", "course"] as const;
export type CertificateKind = (typeof certificateKinds)[number];

/**
 * What a certificate is worth today (Europe/Amsterdam): valid, expired (from its expiry date on)
 * or revoked by the company.
 */
export const certificateStatuses = ["valid", "expired", "revoked"] as const;
export const certificateStatusSchema = z.enum(certificateStatuses);
export type CertificateStatus = z.infer<typeof certificateStatusSchema>;

/**
 * Where a person stands with a training's certificate (spec §4, Certificate), as educators see it
 * per participant: none (yet), one that counts, one that ran out, or one the company revoked.
 */
export const personCertificateStatuses = ["notOwned", "valid", "expired", "revoked"] as const;
export const personCertificateStatusSchema = z.enum(personCertificateStatuses);
export type PersonCertificateStatus = z.infer<typeof personCertificateStatusSchema>;

/** The texts the API answers with around certificates, so the web app can say the same. */
export const certificateMessages = {
  notFound: "Dit certificaat is niet gevonden. Controleer de code of de link.",
  tooManyChecks:
    "Je hebt te vaak een onbekende code geprobeerd. Wacht even en probeer het dan opnieuw.",
  wrongFileKind:
    "Dit bestand kan niet als certificaat worden gebruikt. Kies een PDF-, JPG- of PNG-bestand.",
  noFile: "Kies een bestand met het certificaat.",
  tooLarge: "Het certificaat is te groot. Het mag hoogstens 10 MB zijn.",
  empty: "Dit bestand is leeg.",
  noCertificate: "Deze deelnemer heeft geen geldig certificaat.",
  notPassed: "Alleen een deelnemer die geslaagd is, kan een certificaat krijgen.",
  notGenerating: "Deze training maakt geen certificaten.",
  courseNotPassed: "Alleen wie de cursus met goed gevolg heeft afgerond, krijgt een certificaat.",
  courseNotIssuing: "Deze cursus geeft geen certificaten uit.",
  noUpload: "Deze deelnemer heeft geen geüpload certificaat.",
  alreadyRevoked: "Dit certificaat is al ingetrokken.",
  courseRetaken: "Deze cursus wordt opnieuw gemaakt; het nieuwe certificaat volgt na het slagen.",
  /** Why a certificate was revoked when the list says someone did not pass after all. */
  revokedNotPassed: "Volgens de presentielijst niet (meer) geslaagd.",
  revokedReplaced: "Vervangen door een geüpload certificaat.",
  revokedReissued: "Vervangen door een nieuw uitgegeven certificaat.",
} as const;

/** Largest uploaded certificate file. */
export const MAX_CERTIFICATE_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_REVOKE_REASON_LENGTH = 500;

/** `GET /certificates/verify/:code`: what anyone holding the link may know. */
export const certificateVerificationSchema = z.object({
  status: certificateStatusSchema,
  kind: z.enum(certificateKinds),
  number: z.string(),
  holderName: z.string(),
  trainingName: z.string(),
  certificateType: z.string().nullable(),
  company: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
  /** yyyy-MM-dd, Europe/Amsterdam. */
  issuedOn: z.string(),
  expiresOn: z.string().nullable(),
  /** The day it expired (its expiry date), when expired. */
  expiredSince: z.string().nullable(),
  /** The day it was revoked (Europe/Amsterdam), when revoked. The reason stays internal. */
  revokedOn: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** A participant's certificate as educators see it beside the attendance list. */
export const participantCertificateSchema = z.object({
  id: z.string(),
  source: z.enum(certificateSources),
  status: certificateStatusSchema,
  /** Null for an uploaded certificate. */
  number: z.string().nullable(),
  issuedOn: z.string(),
  expiresOn: z.string().nullable(),
  /** The public verification page; null for an uploaded certificate. */
  verificationUrl: z.string().nullable(),
  /** A signed, expiring link to the file; null while a generated PDF is still being made. */
  fileUrl: z.string().nullable(),
  /** Its PDF could not be made (the job gave up): issue it again. */
  fileFailed: z.boolean(),
  revokedOn: z.string().nullable(),
  revokedReason: z.string().nullable(),
});
export type ParticipantCertificate = z.infer<typeof participantCertificateSchema>;

/** One of the signed-in person's own certificates, with the training it proves. */
export const myCertificateSchema = participantCertificateSchema.extend({
  kind: z.enum(certificateKinds),
  /** The training it was issued for; null for a course's, or once that training is gone. */
  trainingId: z.string().nullable(),
  /** The training's (or course's) name as printed on the certificate. */
  trainingName: z.string(),
});
export type MyCertificate = z.infer<typeof myCertificateSchema>;

/** A person's certificate of a course, as educators see it beside their trainings. */
export const courseCertificateSchema = z.object({
  id: z.string(),
  /** The course's name as printed on the certificate. */
  courseName: z.string(),
  status: certificateStatusSchema,
  number: z.string().nullable(),
  issuedOn: z.string(),
  expiresOn: z.string().nullable(),
  revokedOn: z.string().nullable(),
});
export type CourseCertificate = z.infer<typeof courseCertificateSchema>;

export const revokeCertificateBodySchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1)
    .max(MAX_REVOKE_REASON_LENGTH, nlValidationMessages.tooLong(MAX_REVOKE_REASON_LENGTH)),
});
export type RevokeCertificateBody = z.input<typeof revokeCertificateBodySchema>;
