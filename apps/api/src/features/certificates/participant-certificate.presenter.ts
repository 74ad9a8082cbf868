import type { ParticipantCertificate } from "@leerlijn/contracts/certificates/certificate.schema";
import type { Storage } from "../../platform/storage/storage";
import { todayInAmsterdam } from "../trainings/training-scope";
import { verificationUrl } from "./certificate-codes";
import { certificateStatus } from "./certificate-status";
import type { CertificateRow } from "./certificates.table";

const extensionOf: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
};

/** A signed, expiring link to the certificate's file, named for the download. */
export function certificateFileUrl(storage: Storage, certificate: CertificateRow) {
  if (!certificate.storageKey) return Promise.resolve(null);
  const extension = extensionOf[certificate.contentType ?? ""] ?? "pdf";
  return storage.signedUrl("media", certificate.storageKey, {
    downloadName: `certificaat-${certificate.number ?? certificate.id.slice(0, 8)}.${extension}`,
  });
}

/** A participant's certificate as educators see it; `origin` is the company host of the request. */
export async function describeParticipantCertificate(
  storage: Storage,
  certificate: CertificateRow,
  origin: string,
  today = todayInAmsterdam(),
): Promise<ParticipantCertificate> {
  return {
    id: certificate.id,
    source: certificate.source,
    status: certificateStatus(certificate, today),
    number: certificate.number,
    issuedOn: todayInAmsterdam(certificate.issuedAt),
    expiresOn: certificate.expiresOn,
    verificationUrl: certificate.code ? verificationUrl(origin, certificate.code) : null,
    fileUrl: await certificateFileUrl(storage, certificate),
    fileFailed: certificate.storageKey === null && certificate.fileFailedAt !== null,
    revokedOn: certificate.revokedAt ? todayInAmsterdam(certificate.revokedAt) : null,
    revokedReason: certificate.revokedReason,
  };
}
