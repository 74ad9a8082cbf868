import { mediaMessages } from "@leerlijn/contracts/media/media.schema";
import type { Db } from "../../platform/db/database";
import { conflict, forbidden, notFound } from "../../platform/http/app-error";
import type { Storage } from "../../platform/storage/storage";
import type { Actor } from "../../platform/auth/actor";
import type { Tenant } from "../../platform/tenancy/tenant";
import type { MediaUsageRegistry } from "./media-usage";
import { deleteMediaRow, findListedMedia, findVisibleMedia } from "./media.repository";
import { managesEveryLibrary, visibleCompanyIds } from "./visible-companies";

/** foreign_key_violation (no action) and restrict_violation (on delete restrict). */
const STILL_REFERENCED = ["23503", "23001"];

function isStillReferenced(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause)
    if (STILL_REFERENCED.includes(String((cause as { code?: unknown }).code))) return true;
  return false;
}

/**
 * Spec §6: only the company's own items, or anything on the administrative domain; never one a
 * course or document still shows. The files go after the row, so a failure leaves no item
 * pointing at nothing.
 */
export async function deleteMedia(
  { db, storage, usage }: { db: Db; storage: Storage; usage: MediaUsageRegistry },
  { tenant, actor }: { tenant: Tenant; actor: Actor },
  id: string,
): Promise<void> {
  const everyLibrary = managesEveryLibrary(tenant, actor);
  const row = everyLibrary
    ? await findListedMedia(db, id)
    : await findVisibleMedia(db, visibleCompanyIds(tenant), id);
  if (!row) throw notFound();
  if (row.companyId !== tenant.id && !everyLibrary) throw forbidden(mediaMessages.notOwn);
  if (await usage.isInUse(db, id)) throw conflict(mediaMessages.inUse);
  try {
    await deleteMediaRow(db, row.companyId, id);
  } catch (error) {
    if (isStillReferenced(error)) throw conflict(mediaMessages.inUse);
    throw error;
  }
  await Promise.allSettled([
    row.fileKey ? storage.remove("media", row.fileKey) : null,
    row.rawKey ? storage.remove("raw-videos", row.rawKey) : null,
    row.thumbKey ? storage.remove("thumbnails", row.thumbKey) : null,
  ]);
}
