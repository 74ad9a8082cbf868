import { z } from "zod";
import { documentEventTypes } from "./document.schema";

/** Uploads to `/verificatie` are sealed PDFs; 50 MB is far more than a signed document needs. */
export const MAX_VERIFY_UPLOAD_BYTES = 50 * 1024 * 1024;

/** A verification code as printed in the QR code: 20 random bytes, base64url. */
export const sealCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{27}$/);

export const sealMessages = {
  noFile: "Kies een PDF-bestand om te controleren.",
  empty: "Het gekozen bestand is leeg.",
  notPdf: "Dit is geen PDF-bestand. Kies het verzegelde PDF-bestand.",
  tooLarge: "Dit bestand is te groot (maximaal 50 MB).",
  notFound:
    "Dit bestand is geen ongewijzigd verzegeld origineel van deze organisatie. Het is gewijzigd, of het is hier niet ondertekend.",
  codeNotFound: "Deze controlelink is onbekend bij deze organisatie.",
  tooManyChecks: "Te veel controles die niets opleverden. Probeer het over een kwartier opnieuw.",
} as const;

/** What `/verificatie` says of a sealed document. */
export const sealVerificationSchema = z.object({
  /**
   * `unchanged`: the uploaded bytes are exactly a sealed PDF of this company and its PAdES
   * signature holds. `record`: looked up by the link's code, no file compared yet.
   * `signature-broken`: the bytes match but the signature does not verify.
   */
  verdict: z.enum(["unchanged", "record", "signature-broken"]),
  documentTitle: z.string(),
  company: z.string(),
  signerName: z.string(),
  signedAt: z.string(),
  pdfSha256: z.string(),
  sealedSha256: z.string().nullable(),
  /** The certificate's name that signed the file (PAdES), when a file was checked. */
  sealedBy: z.string().nullable(),
  trail: z.array(
    z.object({
      type: z.enum(documentEventTypes),
      occurredAt: z.string(),
      actorName: z.string().nullable(),
      hash: z.string(),
    }),
  ),
  /** Whether the trail's hash chain recomputes. */
  trailIntact: z.boolean(),
});
export type SealVerification = z.infer<typeof sealVerificationSchema>;
