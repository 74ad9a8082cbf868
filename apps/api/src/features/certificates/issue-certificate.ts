import { Readable } from "node:stream";
import { certificateMessages } from "@leerlijn/contracts/certificates/certificate.schema";
import { formatAddress } from "@leerlijn/contracts/trainings/address.schema";
import type { Db } from "../../platform/db/database";
import type { Storage } from "../../platform/storage/storage";
import type { CompanyDirectory } from "../companies/company-directory";
import { readLogo } from "../companies/company-logos";
import { findAttendanceDates } from "../trainings/attendance.repository";
import { todayInAmsterdam } from "../trainings/training-scope";
import { findInstructors, findPeople } from "../trainings/trainings.repository";
import { drawCertificate } from "./certificate-pdf";
import { newCertificateNumber, newVerificationCode, verificationUrl } from "./certificate-codes";
import {
  findActiveCertificate,
  findIssueSource,
  insertCertificate,
  type IssueSource,
  revokeActiveCertificate,
  setCertificateFile,
  wasRevokedByEducator,
} from "./certificates.repository";
import type { CertificateRow } from "./certificates.table";

export type IssueDeps = {
  db: Db;
  storage: Storage;
  companies: Pick<CompanyDirectory, "profile">;
};

/** Why a participant cannot get a certificate now; null when they can. */
export function refusalOf(source: IssueSource): string | null {
  const { training } = source;
  if (training.deleted || source.waiting) return certificateMessages.notPassed;
  if (!training.generateCertificates) return certificateMessages.notGenerating;
  if (!training.attendancesCompleted || source.passed !== true)
    return certificateMessages.notPassed;
  return null;
}

const longDate = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
/** yyyy-MM-dd (a calendar day) as "12 maart 2027". */
export const formatDay = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

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

const certificateKey = (certificate: CertificateRow) =>
  `certificates/${certificate.companyId}/${certificate.id}.pdf`;

/** The company's uploaded logo (a PNG we stored), or null when it has none of its own. */
async function logoOf(storage: Storage, logoUrl: string | null): Promise<Uint8Array | null> {
  const match =
    logoUrl && /^\/api\/v1\/company-logos\/([0-9a-f-]{36})\/([\w.-]+\.png)$/.exec(logoUrl);
  if (!match) return null;
  const stream = await readLogo(storage, match[1]!, match[2]!);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Draws the PDF of a claimed certificate and stores it; one PDF in memory at a time. */
async function renderCertificate(
  deps: IssueDeps,
  certificate: CertificateRow,
  source: IssueSource,
  requestedOrigin: string | null,
) {
  const { db, storage } = deps;
  const { training } = source;
  const profile = await deps.companies.profile(training.companyId);
  if (!profile) throw new Error(`company ${training.companyId} not found for a certificate`);
  const origin =
    requestedOrigin ??
    training.publicOrigin ??
    (profile.primaryHost ? `https://${profile.primaryHost}` : null);
  if (!origin) throw new Error(`no origin to verify certificate ${certificate.id} at`);
  const dates = await findAttendanceDates(db, training.id);
  const instructors = (await findInstructors(db, [training.id])).get(training.id) ?? [];
  const trainers =
    instructors.length > 0
      ? instructors
      : training.registrarId
        ? await findPeople(db, [training.registrarId])
        : [];
  const pdf = await drawCertificate({
    company: profile.company.name,
    logoPng: await logoOf(storage, profile.company.logoLightUrl),
    color: profile.company.primaryColor,
    holderName: certificate.holderName,
    trainingName: certificate.trainingName,
    dates: dates.map((date) => formatDay(date.date)).join(", ") || "–",
    place: formatAddress(training.location),
    trainers: trainers.map((person) => person.name).join(", ") || "–",
    certificateType: certificate.typeKey,
    issuedOn: formatDay(todayInAmsterdam(certificate.issuedAt)),
    expiresOn: certificate.expiresOn ? formatDay(certificate.expiresOn) : null,
    number: certificate.number ?? "",
    verificationUrl: verificationUrl(origin, certificate.code ?? ""),
  });
  const file = { storageKey: certificateKey(certificate), contentType: "application/pdf" };
  await storage.write("media", file.storageKey, Readable.from([Buffer.from(pdf)]), {
    contentType: file.contentType,
  });
  await setCertificateFile(db, certificate.id, file);
  return file;
}
