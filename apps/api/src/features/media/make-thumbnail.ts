import { Readable } from "node:stream";
import sharp from "sharp";
import type { Db } from "../../platform/db/database";
import type { RealtimePublisher } from "../../platform/realtime/realtime";
import type { Storage } from "../../platform/storage/storage";
import { announceMedia } from "./media-channel";
import { UnprocessableMediaError } from "./media.jobs";
import { findMediaForJob, updateMedia } from "./media.repository";
import type { MediaRow } from "./media.table";
import { renderFirstPage } from "./pdf-first-page";

type Deps = { db: Db; storage: Storage; realtime: RealtimePublisher };

const THUMB_SIZE = 480;

async function readWhole(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read("media", key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function thumbnailOf(storage: Storage, row: MediaRow & { fileKey: string }): Promise<Buffer> {
  if (row.type === "document") {
    const pdf = await readWhole(storage, row.fileKey);
    let page: Buffer;
    try {
      page = await renderFirstPage(new Uint8Array(pdf));
    } catch (error) {
      throw new UnprocessableMediaError(
        "Van dit pdf-document kon geen voorbeeld worden gemaakt. Het is mogelijk beschadigd.",
        String(error),
      );
    }
    return sharp(page).resize({ width: THUMB_SIZE }).webp({ quality: 80 }).toBuffer();
  }
  const source: Readable = await storage.read("media", row.fileKey);
  try {
    return await source
      .pipe(
        sharp({ failOn: "error" })
          .rotate()
          .resize(THUMB_SIZE, THUMB_SIZE, { fit: "inside", withoutEnlargement: true }),
      )
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    throw new UnprocessableMediaError(
      "Deze afbeelding kon niet worden gelezen. Upload het bestand opnieuw.",
      String(error),
    );
  }
}

/** Makes the preview of an image or PDF, marks the item ready and tells the company's browsers. */
export async function makeThumbnail(deps: Deps, mediaId: string): Promise<void> {
  const row = await findMediaForJob(deps.db, mediaId);
  if (!row?.fileKey || row.status !== "processing") return;
  const thumb = await thumbnailOf(deps.storage, { ...row, fileKey: row.fileKey });
  const thumbKey = `${row.companyId}/${row.id}/thumb.webp`;
  await deps.storage.write("thumbnails", thumbKey, Readable.from([thumb]), {
    contentType: "image/webp",
  });
  const updated = await updateMedia(deps.db, row.id, {
    thumbKey,
    status: "ready",
    failureReason: null,
  });
  if (updated) await announceMedia(deps.realtime, deps.storage, "thumbnail.generated", updated);
}
