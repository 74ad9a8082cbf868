import { createHash } from "node:crypto";
import { documentMessages } from "@leerlijn/contracts/documents/document.schema";
import { and, eq, inArray, ne, or } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { validationFailed } from "../../platform/http/app-error";
import type { Storage } from "../../platform/storage/storage";
import type { Tenant } from "../../platform/tenancy/tenant";
import { findVisibleMedia } from "../media/media.repository";
import { media, type MediaRow } from "../media/media.table";
import type { MediaUsageCheck } from "../media/media-usage";
import { visibleCompanyIds } from "../media/visible-companies";
import { companies } from "../companies/companies.table";
import { documents, type DocumentRow } from "./documents.table";

/**
 * A document shows a PDF of the library the company sees (its own or its parent's), that has
 * its file; anything else, foreign ids included, is the field's message and reveals nothing.
 */
export async function requireDocumentPdf(
  db: Db,
  tenant: Tenant,
  mediaId: string,
): Promise<MediaRow> {
  const row = await findVisibleMedia(db, visibleCompanyIds(tenant), mediaId);
  if (!row || row.type !== "document" || !row.fileKey || row.status === "failed")
    throw validationFailed({ media_id: [documentMessages.pdfRequired] });
  return row;
}

/** SHA-256 (hex) of the stored PDF, read as a stream. */
export async function pdfSha256(storage: Storage, row: MediaRow): Promise<string> {
  if (!row.fileKey) throw new Error(`media ${row.id} has no file`);
  const digest = createHash("sha256");
  for await (const chunk of await storage.read("media", row.fileKey))
    digest.update(chunk as Buffer);
  return digest.digest("hex");
}

/** The media rows of these ids within the library the company sees. */
export async function visiblePdfs(db: Db, tenant: Tenant, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, MediaRow>();
  const rows = await db
    .select()
    .from(media)
    .where(
      and(
        inArray(media.id, [...new Set(ids)]),
        inArray(media.companyId, visibleCompanyIds(tenant)),
        ne(media.status, "uploading"),
      ),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Deleted documents count too: their signatures name the PDF, which must stay readable. */
export const isMediaUsedByDocuments: MediaUsageCheck = async (db, mediaId) => {
  const [used] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.mediaId, mediaId))
    .limit(1);
  return used !== undefined;
};

/**
 * The document's PDF for its readers, looked up in the library of the document's company (its
 * own or its parent's), like courses do: an id that is not its own is never signed.
 */
export async function pdfOfDocument(db: Db, document: DocumentRow): Promise<MediaRow | null> {
  const [row] = await db
    .select({ item: media })
    .from(media)
    .innerJoin(companies, eq(companies.id, document.companyId))
    .where(
      and(
        eq(media.id, document.mediaId),
        or(eq(media.companyId, companies.id), eq(media.companyId, companies.parentCompanyId)),
        ne(media.status, "failed"),
      ),
    );
  return row?.item ?? null;
}
