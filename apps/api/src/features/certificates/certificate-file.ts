import { Readable } from "node:stream";
import type { Db } from "../../platform/db/database";
import type { Storage } from "../../platform/storage/storage";
import type { CompanyDirectory } from "../companies/company-directory";
import { readLogo } from "../companies/company-logos";
import { todayInAmsterdam } from "../trainings/training-scope";
import { type CertificateContent, drawCertificate } from "./certificate-pdf";
import { verificationUrl } from "./certificate-codes";
import { setCertificateFile } from "./certificates.repository";
import type { CertificateRow } from "./certificates.table";

export type IssueDeps = {
  db: Db;
  storage: Storage;
  companies: Pick<CompanyDirectory, "profile">;
};

const longDate = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
/** yyyy-MM-dd (a calendar day) as "12 maart 2027". */
export const formatDay = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

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

/**
 * Draws the PDF of a claimed certificate and stores it; one PDF in memory at a time. What the
 * source (a training or a course) adds is `about`; the rest comes from the certificate and its
 * company. `origin` is the host the verification link points to, the company's own if not given.
 */
export async function storeCertificatePdf(
  deps: IssueDeps,
  certificate: CertificateRow,
  about: Pick<CertificateContent, "achievement" | "facts"> & { origin: string | null },
) {
  const { db, storage } = deps;
  const profile = await deps.companies.profile(certificate.companyId);
  if (!profile) throw new Error(`company ${certificate.companyId} not found for a certificate`);
  const origin = about.origin ?? (profile.primaryHost ? `https://${profile.primaryHost}` : null);
  if (!origin) throw new Error(`no origin to verify certificate ${certificate.id} at`);
  const pdf = await drawCertificate({
    company: profile.company.name,
    logoPng: await logoOf(storage, profile.company.logoLightUrl),
    color: profile.company.primaryColor,
    holderName: certificate.holderName,
    achievement: about.achievement,
    trainingName: certificate.trainingName,
    facts: about.facts,
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
