import { documentMessages } from "@leerlijn/contracts/documents/document.schema";
import type { z } from "zod";
import type { documentBodySchema } from "@leerlijn/contracts/documents/document.schema";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound, validationFailed } from "../../platform/http/app-error";
import type { Storage } from "../../platform/storage/storage";
import type { Tenant } from "../../platform/tenancy/tenant";
import { presentMedia } from "../media/media.presenter";
import { pdfSha256, requireDocumentPdf, visiblePdfs } from "./document-pdf";
import { releaseMovedExpiries } from "./document-expiry";
import { presentDocument } from "./document.presenter";
import { todayInAmsterdam } from "./document-status";
import {
  findDocument,
  hasSignatures,
  insertDocument,
  listDocumentsPage,
  markDocumentDeleted,
  statusCounts,
  updateDocumentRow,
} from "./documents.repository";
import type { DocumentRow } from "./documents.table";

export type DocumentInput = z.output<typeof documentBodySchema>;
export type DocumentDeps = { db: Db; storage: Storage };

/** Documents as the educator sees them: their PDF (if still visible) and counts per status. */
async function describe(deps: DocumentDeps, tenant: Tenant, rows: readonly DocumentRow[]) {
  const [pdfs, counts] = await Promise.all([
    visiblePdfs(
      deps.db,
      tenant,
      rows.map((row) => row.mediaId),
    ),
    statusCounts(
      deps.db,
      rows.map((row) => row.id),
      new Date(),
    ),
  ]);
  return Promise.all(
    rows.map(async (row) => {
      const pdf = pdfs.get(row.mediaId);
      return presentDocument(
        row,
        pdf ? await presentMedia(deps.storage, pdf) : null,
        counts.get(row.id)!,
      );
    }),
  );
}

async function describeOne(deps: DocumentDeps, tenant: Tenant, row: DocumentRow) {
  const [document] = await describe(deps, tenant, [row]);
  return document!;
}

export async function listDocuments(
  deps: DocumentDeps,
  tenant: Tenant,
  query: { page: number; perPage: number; search?: string | undefined },
) {
  const { rows, total } = await listDocumentsPage(deps.db, tenant.id, query);
  return { items: await describe(deps, tenant, rows), total };
}

export async function requireDocument(db: Db, tenant: Tenant, id: string) {
  const row = await findDocument(db, tenant.id, id);
  if (!row) throw notFound();
  return row;
}

export async function getDocument(deps: DocumentDeps, tenant: Tenant, id: string) {
  return describeOne(deps, tenant, await requireDocument(deps.db, tenant, id));
}

export async function createDocument(
  deps: DocumentDeps,
  tenant: Tenant,
  actor: Actor,
  input: DocumentInput,
) {
  // A new document already past its date would ask nobody anything. A saved one may be moved
  // into the past on purpose: that is how an educator ends it.
  if (input.expiresOn !== null && input.expiresOn < todayInAmsterdam())
    throw validationFailed({ expires_on: [documentMessages.expiryInPast] });
  const pdf = await requireDocumentPdf(deps.db, tenant, input.mediaId);
  const row = await insertDocument(deps.db, {
    companyId: tenant.id,
    title: input.title,
    description: input.description,
    mediaId: pdf.id,
    pdfSha256: await pdfSha256(deps.storage, pdf),
    mustSign: input.mustSign,
    expiresOn: input.expiresOn,
    validityMonths: input.validityMonths,
    createdById: actor.companyUserId,
  });
  return describeOne(deps, tenant, row);
}

/**
 * Changes a document. Its PDF may change only while nobody signed it: a signature, and the
 * trail, name the hash of the PDF that was signed, so a new text needs a new document. A
 * change of what its expiry depends on releases, in the same transaction, the recorded
 * expiries it undoes, so the next expiry is recorded again.
 */
export async function updateDocument(
  deps: DocumentDeps,
  tenant: Tenant,
  id: string,
  input: DocumentInput,
) {
  const current = await requireDocument(deps.db, tenant, id);
  let pdf: { mediaId: string; pdfSha256: string } = current;
  if (input.mediaId !== current.mediaId) {
    if (await hasSignatures(deps.db, current.id))
      throw validationFailed({ media_id: [documentMessages.pdfLocked] });
    const row = await requireDocumentPdf(deps.db, tenant, input.mediaId);
    pdf = { mediaId: row.id, pdfSha256: await pdfSha256(deps.storage, row) };
  }
  const expiryChanged =
    input.expiresOn !== current.expiresOn || input.mustSign !== current.mustSign;
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateDocumentRow(tx, current.id, {
      title: input.title,
      description: input.description,
      mediaId: pdf.mediaId,
      pdfSha256: pdf.pdfSha256,
      mustSign: input.mustSign,
      expiresOn: input.expiresOn,
      validityMonths: input.validityMonths,
    });
    if (expiryChanged) await releaseMovedExpiries(tx, current.id, new Date());
    return updated;
  });
  return describeOne(deps, tenant, row);
}

/** Hidden from every list; assignments, signatures and the trail stay as evidence. */
export async function deleteDocument(db: Db, tenant: Tenant, id: string) {
  const row = await requireDocument(db, tenant, id);
  await markDocumentDeleted(db, row.id);
}
