import { mediaMessages, mediaSizeLimits } from "@leerlijn/contracts/media/media.schema";
import type { FieldErrors } from "@leerlijn/contracts/errors";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/http/app-error";
import type { JobQueue } from "../../platform/jobs/job-queue";
import type { Storage } from "../../platform/storage/storage";
import { detectFileKind, kindsOfType, SIGNATURE_BYTES } from "./file-signatures";
import { transcodeVideoJob } from "./media.jobs";
import { deleteMediaRow, findPendingUpload, updateMedia } from "./media.repository";
import type { MediaRow } from "./media.table";

type Deps = { db: Db; storage: Storage; jobs: JobQueue };
type VideoUpload = { id: string; name: string; location: string };

/** Why an uploaded video cannot be taken; null when it can. Refused files are removed. */
async function refusal(
  { db, storage }: Deps,
  row: MediaRow,
  rawKey: string,
): Promise<string | null> {
  const stored = await storage.stat("raw-videos", rawKey);
  if (!stored || stored.size === 0) return mediaMessages.uploadMissing;
  const kind = detectFileKind(await storage.readStart("raw-videos", rawKey, SIGNATURE_BYTES));
  const tooLarge = stored.size > mediaSizeLimits.video;
  const wrongKind = !kind || !(kindsOfType.video as readonly string[]).includes(kind);
  if (!tooLarge && !wrongKind) return null;
  await storage.remove("raw-videos", rawKey);
  await deleteMediaRow(db, row.companyId, row.id);
  return tooLarge ? mediaMessages.tooLarge("video") : mediaMessages.notAllowed(["video"]);
}

/**
 * Takes videos the browser uploaded to their presigned targets: each must be this company's
 * pending upload, really there, within the limit and a video by its first bytes. Then they are
 * listed as processing and queued for transcoding. All or nothing, like the file upload.
 */
export async function addUploadedVideos(
  deps: Deps,
  companyId: string,
  videos: VideoUpload[],
): Promise<MediaRow[]> {
  const errors: FieldErrors = {};
  const accepted: { row: MediaRow; name: string }[] = [];
  for (const [index, video] of videos.entries()) {
    const row = await findPendingUpload(deps.db, companyId, video.id);
    if (!row?.rawKey || `raw-videos/${row.rawKey}` !== video.location) {
      errors[`videos.${index}.id`] = ["Deze upload bestaat niet (meer). Upload de video opnieuw."];
      continue;
    }
    const reason = await refusal(deps, row, row.rawKey);
    if (reason) errors[`videos.${index}.id`] = [reason];
    else accepted.push({ row, name: video.name });
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError("VALIDATION_FAILED", first, { errors });

  const rows: MediaRow[] = [];
  for (const { row, name } of accepted) {
    const size = (await deps.storage.stat("raw-videos", row.rawKey ?? ""))?.size ?? row.sizeBytes;
    const updated = await updateMedia(deps.db, row.id, {
      status: "processing",
      name,
      sizeBytes: size,
    });
    if (updated) rows.push(updated);
  }
  await Promise.all(rows.map((row) => deps.jobs.send(transcodeVideoJob, { mediaId: row.id })));
  return rows;
}
