import {
  type CertificateVerification,
  certificateMessages,
} from "@leerlijn/contracts/certificates/certificate.schema";
import type { RateLimiter } from "../../platform/auth/rate-limiter";
import type { Db } from "../../platform/db/database";
import { AppError, notFound } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import type { CompanyDirectory } from "../companies/company-directory";
import { todayInAmsterdam } from "../trainings/training-scope";
import { certificateKind, certificateStatus } from "./certificate-status";
import { findCertificateByCode } from "./certificates.repository";

/** Unknown codes a client may try per window before it is refused until the window ends. */
export const VERIFY_MISSES_PER_WINDOW = 20;
export const VERIFY_WINDOW_SECONDS = 15 * 60;

/**
 * `GET /certificates/verify/:code` on the company's host: anyone with the link learns whether the
 * certificate counts. An unknown code (or another company's) is a plain 404 that says nothing,
 * and counts against the client: after 20 in 15 minutes it is refused before any lookup, so
 * guessing 160-bit codes is hopeless and slow. Known codes do not count (an inspector checking a
 * whole shift is not slowed). The reason of a revocation stays with the company.
 */
export async function verifyCertificate(
  deps: { db: Db; limiter: RateLimiter; companies: Pick<CompanyDirectory, "profile"> },
  input: { tenant: Tenant; code: string; ip: string; today?: string },
): Promise<CertificateVerification> {
  const key = `certificate-verify:ip:${input.ip}`;
  const misses = await deps.limiter.current(key);
  if (misses.count >= VERIFY_MISSES_PER_WINDOW)
    throw new AppError("RATE_LIMITED", certificateMessages.tooManyChecks, {
      headers: { "retry-after": String(Math.max(1, misses.retryAfterSeconds)) },
    });
  const certificate = await findCertificateByCode(deps.db, input.tenant.id, input.code);
  if (!certificate) {
    await deps.limiter.hit(key, VERIFY_WINDOW_SECONDS);
    throw notFound(certificateMessages.notFound);
  }
  const profile = await deps.companies.profile(input.tenant.id);
  const status = certificateStatus(certificate, input.today ?? todayInAmsterdam());
  return {
    status,
    kind: certificateKind(certificate),
    number: certificate.number ?? "",
    holderName: certificate.holderName,
    trainingName: certificate.trainingName,
    certificateType: certificate.typeKey,
    company: { name: input.tenant.name, logoUrl: profile?.company.logoLightUrl ?? null },
    issuedOn: todayInAmsterdam(certificate.issuedAt),
    expiresOn: certificate.expiresOn,
    expiredSince: status === "expired" ? certificate.expiresOn : null,
    revokedOn: certificate.revokedAt ? todayInAmsterdam(certificate.revokedAt) : null,
  };
}
