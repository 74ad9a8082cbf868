import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { CONSENT_STATEMENT, documentMessages } from "@leerlijn/contracts/documents/document.schema";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { conflict } from "../../platform/http/app-error";
import type { PdfSealer } from "../../platform/pdf/pades";
import type { Storage } from "../../platform/storage/storage";
import { companies } from "../companies/companies.table";
import type { EventActor } from "./document-events";
import { findAssignmentEvents } from "./document-events";
import { pdfOfDocument } from "./document-pdf";
import type { DocumentRow } from "./documents.table";
import { drawSealedPdf } from "./sealed-pdf";

/** What sealing needs that can be read before the assignment is locked. */
export type SealInput = { original: Buffer; company: string };

/** Where anyone checks a sealed document: the page on the company's own host. */
export const sealVerificationUrl = (origin: string, code: string) =>
  `${origin}/verificatie/${code}`;

/**
 * The document's PDF and its company's name. The PDF must still be the one the document was
 * made with (its SHA-256): a seal that named one file and held another would be false evidence.
 * A PDF gone or changed is refused in Dutch (409: the learner can do nothing but tell someone),
 * and reported as the fault of ours it is. A storage that fails to answer stays a 500.
 */
export async function readSealInput(
  deps: { db: Db; storage: Storage },
  document: DocumentRow,
): Promise<SealInput> {
  const pdf = await pdfOfDocument(deps.db, document);
  if (!pdf?.fileKey || !(await deps.storage.stat("media", pdf.fileKey)))
    throw conflict(documentMessages.pdfMissing, {
      fault: new Error(`document ${document.id}: its PDF is gone`),
    });
  const chunks: Buffer[] = [];
  for await (const chunk of await deps.storage.read("media", pdf.fileKey))
    chunks.push(chunk as Buffer);
  const original = Buffer.concat(chunks);
  if (createHash("sha256").update(original).digest("hex") !== document.pdfSha256)
    throw conflict(documentMessages.pdfChanged, {
      fault: new Error(`document ${document.id}: its PDF no longer matches its hash`),
    });
  const [company] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, document.companyId));
  return { original, company: company?.name ?? "" };
}

export type SealedFile = { sealedKey: string; sealedSha256: string; verificationCode: string };

/**
 * Seals a signature inside the signing transaction, after its `signed` event, so the trail on
 * the page ends with it and a failed seal is a failed signing. The file is written before the
 * row that names it; a rollback leaves an unnamed file, never a row without its file.
 */
export async function sealSignature(
  tx: Db,
  deps: { storage: Storage; sealer: PdfSealer },
  input: SealInput & {
    document: DocumentRow;
    assignmentId: string;
    signatureId: string;
    signer: NonNullable<EventActor>;
    signedAt: Date;
    imageDataUrl: string;
    origin: string;
  },
): Promise<SealedFile> {
  const events = await findAssignmentEvents(tx, input.assignmentId);
  const verificationCode = randomBytes(20).toString("base64url");
  const sealed = await drawSealedPdf(deps.sealer, {
    original: input.original,
    documentTitle: input.document.title,
    documentSha256: input.document.pdfSha256,
    company: input.company,
    signerName: input.signer.name,
    signerEmail: input.signer.email,
    signedAt: input.signedAt,
    signaturePng: Buffer.from(
      input.imageDataUrl.slice(input.imageDataUrl.indexOf(",") + 1),
      "base64",
    ),
    consentStatement: CONSENT_STATEMENT,
    trail: events,
    verificationUrl: sealVerificationUrl(input.origin, verificationCode),
  });
  const sealedKey = `document-seals/${input.document.companyId}/${input.signatureId}.pdf`;
  await deps.storage.write("media", sealedKey, Readable.from([sealed]), {
    contentType: "application/pdf",
  });
  return {
    sealedKey,
    sealedSha256: createHash("sha256").update(sealed).digest("hex"),
    verificationCode,
  };
}
