import type { SealedSignature } from "@leerlijn/contracts/documents/document.schema";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { safeFileName, type Storage } from "../../platform/storage/storage";
import { documentSignatures, type DocumentRow } from "./documents.table";

/**
 * An assignment's signatures, newest first, each with a signed, expiring link to its sealed
 * PDF: a new signature after expiry never replaces the evidence of an earlier one.
 */
export async function signaturesOf(
  deps: { db: Db; storage: Storage },
  document: DocumentRow,
  assignmentId: string,
): Promise<SealedSignature[]> {
  const rows = await deps.db
    .select({
      id: documentSignatures.id,
      signedAt: documentSignatures.signedAt,
      pdfSha256: documentSignatures.pdfSha256,
      sealedKey: documentSignatures.sealedKey,
      sealedSha256: documentSignatures.sealedSha256,
      verificationCode: documentSignatures.verificationCode,
    })
    .from(documentSignatures)
    .where(eq(documentSignatures.assignmentId, assignmentId))
    .orderBy(desc(documentSignatures.signedAt));
  const downloadName = `${safeFileName(document.title, "document").replace(/\.pdf$/i, "")}-ondertekend.pdf`;
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      signedAt: row.signedAt.toISOString(),
      pdfSha256: row.pdfSha256,
      sealedSha256: row.sealedSha256,
      sealedPdfUrl: row.sealedKey
        ? await deps.storage.signedUrl("media", row.sealedKey, { downloadName })
        : null,
      verificationPath: row.verificationCode ? `/verificatie/${row.verificationCode}` : null,
    })),
  );
}
