import {
  extensionOf,
  formatFileSize,
  type MediaItem,
} from "@leerlijn/contracts/media/media.schema";
import type { Storage } from "../../platform/storage/storage";
import type { MediaRow } from "./media.table";

/** The item as the library shows it, with signed URLs that work for a while. */
export async function presentMedia(
  storage: Storage,
  row: MediaRow & { companyName?: string },
): Promise<MediaItem> {
  const downloadName =
    row.type === "document" && extensionOf(row.name) !== "pdf" ? `${row.name}.pdf` : row.name;
  const [url, thumb] = await Promise.all([
    row.fileKey && row.status !== "failed"
      ? storage.signedUrl("media", row.fileKey, row.type === "document" ? { downloadName } : {})
      : null,
    row.thumbKey ? storage.signedUrl("thumbnails", row.thumbKey) : null,
  ]);
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    status: row.status === "uploading" ? "processing" : row.status,
    url,
    thumb,
    size: formatFileSize(row.sizeBytes),
    sizeBytes: row.sizeBytes,
    duration: row.durationSeconds,
    failureReason: row.failureReason,
    companyId: row.companyId,
    ...(row.companyName === undefined ? {} : { companyName: row.companyName }),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentMediaList(
  storage: Storage,
  rows: (MediaRow & { companyName?: string })[],
): Promise<MediaItem[]> {
  return Promise.all(rows.map((row) => presentMedia(storage, row)));
}
