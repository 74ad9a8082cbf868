import {
  sealMessages,
  type SealVerification,
} from "@leerlijn/contracts/documents/document-seal.schema";
import { and, asc, eq, lte } from "drizzle-orm";
import type { RateLimiter } from "../../platform/auth/rate-limiter";
import type { Db } from "../../platform/db/database";
import { AppError, notFound } from "../../platform/http/app-error";
import { checkPades } from "../../platform/pdf/pades";
import type { Storage } from "../../platform/storage/storage";
import type { Tenant } from "../../platform/tenancy/tenant";
import { verifyChain } from "./document-events";
import {
  documentAssignments,
  documentEvents,
  documents,
  documentSignatures,
} from "./documents.table";

/** Checks that found nothing a client may make per window before it is refused until it ends. */
export const SEAL_MISSES_PER_WINDOW = 20;
export const SEAL_WINDOW_SECONDS = 15 * 60;

export type SealVerifyDeps = { db: Db; storage: Storage; limiter: RateLimiter };

/**
 * Like the certificate check: misses (an unknown file or code) count against the client, and
 * after 20 in 15 minutes it is refused before any work. A found one does not count.
 */
async function refuseWhenLimited(limiter: RateLimiter, ip: string) {
  const misses = await limiter.current(`document-seal-verify:ip:${ip}`);
  if (misses.count >= SEAL_MISSES_PER_WINDOW)
    throw new AppError("RATE_LIMITED", sealMessages.tooManyChecks, {
      headers: { "retry-after": String(Math.max(1, misses.retryAfterSeconds)) },
    });
}

async function miss(limiter: RateLimiter, ip: string, message: string): Promise<never> {
  await limiter.hit(`document-seal-verify:ip:${ip}`, SEAL_WINDOW_SECONDS);
  throw notFound(message);
}

type Found = NonNullable<Awaited<ReturnType<typeof findSeal>>>;

/** A signature of the tenant's own documents, by its sealed file's hash or its link's code. */
async function findSeal(db: Db, tenantId: string, by: { sha256: string } | { code: string }) {
  const [row] = await db
    .select({ signature: documentSignatures, title: documents.title })
    .from(documentSignatures)
    .innerJoin(documentAssignments, eq(documentAssignments.id, documentSignatures.assignmentId))
    .innerJoin(documents, eq(documents.id, documentAssignments.documentId))
    .where(
      and(
        eq(documentAssignments.companyId, tenantId),
        "sha256" in by
          ? eq(documentSignatures.sealedSha256, by.sha256)
          : eq(documentSignatures.verificationCode, by.code),
      ),
    );
  return row ?? null;
}

/** The trail as sealed: the assignment's events up to and including this signature's. */
async function present(
  db: Db,
  tenant: Tenant,
  found: Found,
  check: Pick<SealVerification, "verdict" | "sealedBy">,
): Promise<SealVerification> {
  const [signed] = await db
    .select()
    .from(documentEvents)
    .where(eq(documentEvents.id, found.signature.eventId));
  const trail = signed
    ? await db
        .select()
        .from(documentEvents)
        .where(
          and(
            eq(documentEvents.assignmentId, found.signature.assignmentId),
            lte(documentEvents.sequence, signed.sequence),
          ),
        )
        .orderBy(asc(documentEvents.sequence))
    : [];
  return {
    ...check,
    documentTitle: found.title,
    company: tenant.name,
    signerName: signed?.actorName ?? "",
    signedAt: found.signature.signedAt.toISOString(),
    pdfSha256: found.signature.pdfSha256,
    sealedSha256: found.signature.sealedSha256,
    trail: trail.map((event) => ({
      type: event.type,
      occurredAt: event.occurredAt.toISOString(),
      actorName: event.actorName,
      hash: event.hash,
    })),
    trailIntact: signed !== undefined && verifyChain(trail).intact,
  };
}

/**
 * `POST /document-seals/verify`: an uploaded PDF is an unchanged sealed original when its
 * SHA-256 is that of a sealed PDF of this company (one changed byte changes it) and its PAdES
 * signature verifies over the whole file. The signature is checked on the stored file, which
 * has exactly the uploaded bytes, so the upload itself is only ever streamed.
 */
export async function verifySealedUpload(
  deps: SealVerifyDeps,
  input: { tenant: Tenant; ip: string; readUploadSha256: () => Promise<string> },
): Promise<SealVerification> {
  await refuseWhenLimited(deps.limiter, input.ip);
  const sha256 = await input.readUploadSha256();
  const found = await findSeal(deps.db, input.tenant.id, { sha256 });
  if (!found?.signature.sealedKey) return miss(deps.limiter, input.ip, sealMessages.notFound);
  const chunks: Buffer[] = [];
  for await (const chunk of await deps.storage.read("media", found.signature.sealedKey))
    chunks.push(chunk as Buffer);
  const pades = checkPades(Buffer.concat(chunks));
  return present(deps.db, input.tenant, found, {
    verdict: pades.valid ? "unchanged" : "signature-broken",
    sealedBy: pades.valid ? pades.signerName : null,
  });
}

/** `GET /document-seals/:code`: what the link in a sealed PDF's QR code shows. */
export async function sealRecord(
  deps: SealVerifyDeps,
  input: { tenant: Tenant; code: string; ip: string },
): Promise<SealVerification> {
  await refuseWhenLimited(deps.limiter, input.ip);
  const found = await findSeal(deps.db, input.tenant.id, { code: input.code });
  if (!found) return miss(deps.limiter, input.ip, sealMessages.codeNotFound);
  return present(deps.db, input.tenant, found, { verdict: "record", sealedBy: null });
}
