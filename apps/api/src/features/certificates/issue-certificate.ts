import { certificateMessages } from "@leerlijn/contracts/certificates/certificate.schema";
import { formatAddress } from "@leerlijn/contracts/trainings/address.schema";
import { findAttendanceDates } from "../trainings/attendance.repository";
import { findInstructors, findPeople } from "../trainings/trainings.repository";
import { newCertificateNumber, newVerificationCode } from "./certificate-codes";
import { formatDay, type IssueDeps, storeCertificatePdf } from "./certificate-file";
import {
  findActiveCertificate,
  findIssueSource,
  insertCertificate,
  type IssueSource,
  revokeActiveCertificate,
  wasRevokedByEducator,
} from "./certificates.repository";
import type { CertificateRow } from "./certificates.table";

/** Why a participant cannot get a certificate now; null when they can. */
export function refusalOf(source: IssueSource): string | null {
  const { training } = source;
  if (training.deleted || source.waiting) return certificateMessages.notPassed;
  if (!training.generateCertificates) return certificateMessages.notGenerating;
  if (!training.attendancesCompleted || source.passed !== true)
    return certificateMessages.notPassed;
  return null;
}

/**
 * Issues the participant's certificate, once: the participant's row is locked while the
 * certificate row is claimed, and a participant holds at most one that counts (a unique index),
 * so a job retried or sent twice finds the first one and only finishes its PDF if that is still
 * missing. Without `reissue` nothing comes back that an educator revoked; with it, the one that
 * counts is revoked as replaced and a new one issued. Answers the certificate, or the refusal.
 * `issuedAt` is now unless given (the demo issues certificates on its past trainings' dates).
 */
export async function issueCertificate(
  deps: IssueDeps,
  input: {
    trainingUserId: string;
    origin: string | null;
    reissuedById?: string | null;
    issuedAt?: Date;
  },
): Promise<CertificateRow | { refused: string }> {
  type Claim = { refused: string } | { certificate: CertificateRow; source: IssueSource };
  const claimed = await deps.db.transaction(async (tx): Promise<Claim> => {
    const source = await findIssueSource(tx, input.trainingUserId, true);
    if (!source) return { refused: certificateMessages.notPassed };
    const refused = refusalOf(source);
    if (refused) return { refused };
    if (input.reissuedById !== undefined) {
      await revokeActiveCertificate(tx, source.trainingUserId, {
        reason: certificateMessages.revokedReissued,
        byId: input.reissuedById,
      });
    } else {
      const active = await findActiveCertificate(tx, source.trainingUserId);
      if (active) return { certificate: active, source };
      if (await wasRevokedByEducator(tx, source.trainingUserId))
        return { refused: certificateMessages.noCertificate };
    }
    const issuedAt = input.issuedAt ?? new Date();
    const certificate = await insertCertificate(tx, {
      companyId: source.training.companyId,
      holderId: source.holderId,
      trainingUserId: source.trainingUserId,
      trainingId: source.training.id,
      source: "generated",
      code: newVerificationCode(),
      number: newCertificateNumber(issuedAt),
      typeKey: source.certificateTypeKey,
      holderName: source.holderName,
      trainingName: source.training.name,
      issuedAt,
      expiresOn: source.training.certificateExpiryDate,
      reminderOn: source.training.certificateReminderDate,
    });
    return { certificate, source };
  });
  if ("refused" in claimed) return claimed;
  const { certificate, source } = claimed;
  if (certificate.source !== "generated" || certificate.storageKey) return certificate;
  const file = await renderCertificate(deps, certificate, source, input.origin);
  return { ...certificate, ...file };
}

/** Draws and stores the PDF of a claimed training certificate. */
async function renderCertificate(
  deps: IssueDeps,
  certificate: CertificateRow,
  source: IssueSource,
  requestedOrigin: string | null,
) {
  const { db } = deps;
  const { training } = source;
  const dates = await findAttendanceDates(db, training.id);
  const instructors = (await findInstructors(db, [training.id])).get(training.id) ?? [];
  const trainers =
    instructors.length > 0
      ? instructors
      : training.registrarId
        ? await findPeople(db, [training.registrarId])
        : [];
  return storeCertificatePdf(deps, certificate, {
    origin: requestedOrigin ?? training.publicOrigin,
    achievement: "met goed gevolg heeft deelgenomen aan de training",
    facts: [
      ["Datum", dates.map((date) => formatDay(date.date)).join(", ") || "–"],
      ["Locatie", formatAddress(training.location)],
      ["Trainer", trainers.map((person) => person.name).join(", ") || "–"],
    ],
  });
}
