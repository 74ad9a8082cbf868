import { certificateMessages } from "@leerlijn/contracts/certificates/certificate.schema";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import type { Storage } from "../../platform/storage/storage";
import type { StoredCertificateFile } from "./certificate-upload";
import {
  deleteUploadedCertificate,
  findIssueSource,
  insertCertificate,
  revokeActiveCertificate,
} from "./certificates.repository";
import type { CertificateRow } from "./certificates.table";

/**
 * Records an uploaded certificate file as the participant's certificate. It replaces what they
 * held: an earlier upload is removed (it was only a file), a generated certificate is revoked as
 * replaced (it stays verifiable, as revoked). The participant's row is locked meanwhile, so two
 * uploads at once leave one certificate that counts.
 */
export async function attachUploadedCertificate(
  deps: { db: Db; storage: Storage },
  input: { trainingUserId: string; file: StoredCertificateFile; byId: string | null },
): Promise<CertificateRow> {
  const { db, storage } = deps;
  const replacedFiles: string[] = [];
  const row = await db
    .transaction(async (tx) => {
      const source = await findIssueSource(tx, input.trainingUserId, true);
      if (!source) throw notFound();
      const earlier = await deleteUploadedCertificate(tx, input.trainingUserId);
      if (earlier?.storageKey) replacedFiles.push(earlier.storageKey);
      await revokeActiveCertificate(tx, input.trainingUserId, {
        reason: certificateMessages.revokedReplaced,
        byId: input.byId,
      });
      return insertCertificate(tx, {
        companyId: source.training.companyId,
        holderId: source.holderId,
        trainingUserId: source.trainingUserId,
        trainingId: source.training.id,
        source: "uploaded",
        typeKey: source.certificateTypeKey,
        holderName: source.holderName,
        trainingName: source.training.name,
        expiresOn: source.training.certificateExpiryDate,
        reminderOn: source.training.certificateReminderDate,
        ...input.file,
      });
    })
    .catch(async (error: unknown) => {
      await storage.remove("media", input.file.storageKey);
      throw error;
    });
  await Promise.all(replacedFiles.map((key) => storage.remove("media", key)));
  return row;
}

/** Removes the participant's uploaded certificate and its file; a 404 when there is none. */
export async function removeUploadedCertificate(
  deps: { db: Db; storage: Storage },
  trainingUserId: string,
): Promise<void> {
  const removed = await deleteUploadedCertificate(deps.db, trainingUserId);
  if (!removed) throw notFound(certificateMessages.noUpload);
  if (removed.storageKey) await deps.storage.remove("media", removed.storageKey);
}

/** The participant's certificate that counts, revoked with the educator's reason; 404 without one. */
export async function revokeCertificate(
  db: Db,
  input: { trainingUserId: string; reason: string; byId: string | null },
): Promise<CertificateRow> {
  const revoked = await revokeActiveCertificate(db, input.trainingUserId, {
    reason: input.reason,
    byId: input.byId,
  });
  if (!revoked) throw notFound(certificateMessages.noCertificate);
  return revoked;
}
