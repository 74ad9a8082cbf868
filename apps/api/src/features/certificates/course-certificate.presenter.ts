import type { CourseCertificate } from "@leerlijn/contracts/certificates/certificate.schema";
import { todayInAmsterdam } from "../trainings/training-scope";
import { certificateStatus } from "./certificate-status";
import type { CertificateRow } from "./certificates.table";

/** A course certificate as the educator sees it on the person's page. */
export function describeCourseCertificate(
  row: CertificateRow,
  today = todayInAmsterdam(),
): CourseCertificate {
  return {
    id: row.id,
    courseName: row.trainingName,
    status: certificateStatus(row, today),
    number: row.number,
    issuedOn: todayInAmsterdam(row.issuedAt),
    expiresOn: row.expiresOn,
    revokedOn: row.revokedAt ? todayInAmsterdam(row.revokedAt) : null,
  };
}
