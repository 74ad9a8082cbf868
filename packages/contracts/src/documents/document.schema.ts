import { z } from "zod";
import { isoDateField, MAX_NAME_LENGTH, nameField } from "../fields";
import { mediaItemSchema } from "../media/media.schema";
import { nlValidationMessages } from "../validation-messages";

/**
 * Spec §4's states plus `expired`: `unassigned` (withdrawn, history kept), `assigned`,
 * `viewed` (opened), `signed` (a valid signature, or for a read-only document: read) and
 * `expired` (the signature's validity ran out, or the document's expiry date passed).
 */
export const documentStatuses = ["unassigned", "assigned", "viewed", "signed", "expired"] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** What the audit trail records of an assignment. */
export const documentEventTypes = [
  "assigned",
  "viewed",
  "consent_shown",
  "signed",
  "reminded",
  "expired",
] as const;
export type DocumentEventType = (typeof documentEventTypes)[number];

export const MAX_DOCUMENT_DESCRIPTION_LENGTH = 5_000;
export const MAX_VALIDITY_MONTHS = 120;

export const documentMessages = {
  pdfRequired: "Kies een PDF-document uit de mediabibliotheek.",
  expiryOrValidity: "Kies een vervaldatum of een geldigheidsduur, niet allebei.",
  expiryInPast: "Kies een vervaldatum vanaf vandaag; een verlopen document vraagt niemand iets.",
  pdfLocked:
    "Dit document is al ondertekend; kies geen ander PDF-bestand maar maak een nieuw document.",
  consentRequired: "Bevestig dat je het document hebt gelezen en ermee akkoord gaat.",
  signatureRequired: "Zet je handtekening.",
  signatureInvalid: "De handtekening is geen geldige afbeelding.",
  noSavedSignature: "Je hebt nog geen opgeslagen handtekening.",
  notToSign: "Dit document hoef je niet te ondertekenen.",
  expired: "Dit document is verlopen.",
  pdfMissing:
    "Het PDF-bestand van dit document ontbreekt, dus je kunt het nu niet ondertekenen. Laat het je leidinggevende weten.",
  pdfChanged:
    "Het PDF-bestand van dit document is gewijzigd sinds het werd klaargezet, dus je kunt het nu niet ondertekenen. Laat het je leidinggevende weten.",
  alreadyReminded:
    "Deze persoon heeft vandaag al een herinnering gekregen. Probeer het morgen opnieuw.",
  nothingToRemind: "Deze persoon hoeft niets meer te doen met dit document.",
  noEmail: "Deze persoon heeft geen e-mailadres, dus er kan geen herinnering worden verstuurd.",
} as const;

/**
 * The statement the learner confirms before signing; its exact text goes into the audit trail,
 * so it lives here, shared by the signing dialog and the server.
 */
export const CONSENT_STATEMENT =
  "Ik heb dit document gelezen en begrepen, en ik onderteken het met mijn handtekening.";

export const documentBodySchema = z
  .strictObject({
    title: nameField,
    description: z.string().trim().max(MAX_DOCUMENT_DESCRIPTION_LENGTH).default(""),
    mediaId: z.uuid({ message: documentMessages.pdfRequired }),
    mustSign: z.boolean().default(false),
    expiresOn: isoDateField.nullish().transform((value) => value ?? null),
    validityMonths: z
      .number()
      .int()
      .min(1)
      .max(MAX_VALIDITY_MONTHS)
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((body) => body.expiresOn === null || body.validityMonths === null, {
    message: documentMessages.expiryOrValidity,
    path: ["validityMonths"],
  });
export type DocumentBody = z.input<typeof documentBodySchema>;

export const documentStatusCountsSchema = z.object({
  assigned: z.number().int(),
  viewed: z.number().int(),
  signed: z.number().int(),
  expired: z.number().int(),
});

/** A document as the educator manages it. */
export const documentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  mediaId: z.uuid(),
  /** Null when the PDF is no longer in the library the company sees. */
  media: mediaItemSchema.nullable(),
  pdfSha256: z.string(),
  mustSign: z.boolean(),
  expiresOn: z.string().nullable(),
  validityMonths: z.number().int().nullable(),
  /** Active assignments by status (withdrawn ones are not counted). */
  counts: documentStatusCountsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Document = z.infer<typeof documentSchema>;

/**
 * What a document's page offers to remind an assignee of, decided on the server's clock:
 * `possible` (a reminder can be mailed now), `sent-today` (one went out today in
 * Europe/Amsterdam, at `remindedAt`), `no-email` (no address to mail it to) and
 * `nothing-to-do` (read, signed, withdrawn, past the document's expiry date, or deactivated).
 */
export const documentReminderStates = [
  "possible",
  "sent-today",
  "no-email",
  "nothing-to-do",
] as const;
export type DocumentReminderState = (typeof documentReminderStates)[number];

/** One person on a document's list of assignees. */
export const documentAssigneeSchema = z.object({
  assignmentId: z.uuid(),
  companyUserId: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.enum(documentStatuses),
  assignedAt: z.string(),
  viewedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
  /** The last reminder mailed, if any; one a day at most. */
  remindedAt: z.string().nullable(),
  /** Whether a reminder can be sent now; the reminder call refuses anything but `possible`. */
  reminder: z.enum(documentReminderStates),
});
export type DocumentAssignee = z.infer<typeof documentAssigneeSchema>;

/** A document in one person's list: the learner's own, or a person's page for the educator. */
export const assignedDocumentSchema = z.object({
  id: z.uuid(),
  assignmentId: z.uuid(),
  title: z.string(),
  description: z.string(),
  mustSign: z.boolean(),
  status: z.enum(documentStatuses),
  expiresOn: z.string().nullable(),
  assignedAt: z.string(),
  viewedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
  /** True when the document asks the person for a (new) signature now: what the badge counts. */
  canSign: z.boolean(),
});
export type AssignedDocument = z.infer<typeof assignedDocumentSchema>;

/** Why a document cannot be opened yet: it is an onboarding path step waiting for the one before. */
export const documentPathLockSchema = z.object({
  courseGroupName: z.string(),
  previousStepName: z.string(),
});
export type DocumentPathLock = z.infer<typeof documentPathLockSchema>;

/**
 * A document in one person's list: the learner's own, and the educator's page of that person.
 * `pathLock` is set while it is an onboarding path step waiting for the step before it: the
 * learner cannot open or sign it then, and the badge leaves it out.
 */
export const personDocumentSchema = assignedDocumentSchema.extend({
  pathLock: documentPathLockSchema.nullable(),
});
export type PersonDocument = z.infer<typeof personDocumentSchema>;

/** One row of an assignment's audit trail, as the educator sees it. */
export const documentEventSchema = z.object({
  id: z.uuid(),
  type: z.enum(documentEventTypes),
  occurredAt: z.string(),
  actorName: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  pdfSha256: z.string(),
  hash: z.string(),
});
export type DocumentEvent = z.infer<typeof documentEventSchema>;

/** A signature given, with its sealed PDF: the history of an assignment, newest first. */
export const sealedSignatureSchema = z.object({
  id: z.uuid(),
  signedAt: z.string(),
  /** SHA-256 of the PDF that was signed. */
  pdfSha256: z.string(),
  /** SHA-256 of the sealed PDF; null for a signature given before sealing existed. */
  sealedSha256: z.string().nullable(),
  /** Signed, expiring download link of the sealed PDF. */
  sealedPdfUrl: z.string().nullable(),
  /** The public verification page of this signature, on the company's host. */
  verificationPath: z.string().nullable(),
});
export type SealedSignature = z.infer<typeof sealedSignatureSchema>;

/**
 * The events of an assignment's audit trail a page shows: its newest ones. A trail grows with
 * every reminder and expiry; a hundred covers years of them.
 */
export const MAX_TRAIL_EVENTS = 100;
/** The signatures a page shows, newest first: one per validity period, each with its own link. */
export const MAX_SIGNATURES_SHOWN = 20;

/** A person's assignment of one document with its trail, and whether the hash chain holds. */
export const userDocumentSchema = z.object({
  document: assignedDocumentSchema,
  person: z.object({ name: z.string(), email: z.string().nullable() }),
  /** The newest `MAX_TRAIL_EVENTS` events, oldest first. */
  trail: z.array(documentEventSchema),
  /** How many events the whole trail holds. */
  trailTotal: z.number().int(),
  /** Whether the hashes and links of the events shown hold, the link to the one before included. */
  trailIntact: z.boolean(),
  /** The newest `MAX_SIGNATURES_SHOWN` signatures. */
  signatures: z.array(sealedSignatureSchema),
  signaturesTotal: z.number().int(),
});
export type UserDocument = z.infer<typeof userDocumentSchema>;

/** The learner's open document: the PDF to show and what signing asks. */
export const myDocumentSchema = assignedDocumentSchema.extend({
  /** Signed, short-lived URL of the PDF. */
  pdfUrl: z.string().nullable(),
  pdfSha256: z.string(),
  consentStatement: z.string(),
  /** The newest `MAX_SIGNATURES_SHOWN` signatures given, each with its sealed PDF. */
  signatures: z.array(sealedSignatureSchema),
  signaturesTotal: z.number().int(),
});
export type MyDocument = z.infer<typeof myDocumentSchema>;

/** A PNG data URL; 400 kB of text is far more than a drawn signature needs. */
export const MAX_SIGNATURE_DATA_URL_LENGTH = 400_000;

export const signDocumentBodySchema = z
  .strictObject({
    consent: z.literal(true, { message: documentMessages.consentRequired }),
    /** The drawn signature; absent when the saved one is used. */
    signature: z
      .string()
      .max(
        MAX_SIGNATURE_DATA_URL_LENGTH,
        nlValidationMessages.tooLong(MAX_SIGNATURE_DATA_URL_LENGTH),
      )
      .startsWith("data:image/png;base64,", documentMessages.signatureInvalid)
      .optional(),
    /**
     * How the image was made: drawn on the pad, or typed (the name set in a script font, for
     * whoever cannot draw). The trail records it.
     */
    signatureKind: z.enum(["drawn", "typed"]).default("drawn"),
    /** Sign with the person's saved signature (User.signature), confirmed again by `consent`. */
    useSavedSignature: z.boolean().default(false),
    /** Also keep the drawn signature as the person's saved signature. */
    saveSignature: z.boolean().default(false),
  })
  .refine((body) => body.useSavedSignature || body.signature !== undefined, {
    message: documentMessages.signatureRequired,
    path: ["signature"],
  });
export type SignDocumentBody = z.input<typeof signDocumentBodySchema>;

export const MAX_DOCUMENT_TITLE_LENGTH = MAX_NAME_LENGTH;
