import {
  MAX_SIGNATURES_SHOWN,
  type SealedSignature,
} from "@leerlijn/contracts/documents/document.schema";
import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { safeFileName, type Storage } from "../../platform/storage/storage";
import { documentSignatures, type DocumentRow } from "./documents.table";

/**
 * An assignment's newest signatures (at most `MAX_SIGNATURES_SHOWN`), each with a signed,
 * expiring link to its sealed PDF, and how many there are: a new signature after expiry never
 * replaces the evidence of an earlier one, so the history keeps growing.
 */
export async function signaturesOf(
  deps: { db: Db; storage: Storage },
  document: DocumentRow,
  assignmentId: string,
): Promise<{ signatures: SealedSignature[]; signaturesTotal: number }> {
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
    .orderBy(desc(documentSignatures.signedAt))
    .limit(MAX_SIGNATURES_SHOWN);
  // Counted only when the page is full; a shorter one is the whole history.
  const signaturesTotal =
    rows.length < MAX_SIGNATURES_SHOWN
      ? rows.length
      : ((
          await deps.db
            .select({ total: count() })
            .from(documentSignatures)
            .where(eq(documentSignatures.assignmentId, assignmentId))
        )[0]?.total ?? 0);
  const downloadName = `${safeFileName(document.title, "document").replace(/\.pdf$/i, "")}-ondertekend.pdf`;
  const signatures = await Promise.all(
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
  return { signatures, signaturesTotal };
}
