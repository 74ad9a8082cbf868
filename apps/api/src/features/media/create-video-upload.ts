import { randomUUID } from "node:crypto";
import {
  extensionOf,
  mediaMessages,
  mediaSizeLimits,
  mediaTypeOfName,
} from "@leerlijn/contracts/media/media.schema";
import type { Db } from "../../platform/db/database";
import { AppError, validationFailed } from "../../platform/http/app-error";
import { safeFileName, type Storage, type UploadTarget } from "../../platform/storage/storage";
import { insertMedia } from "./media.repository";

const contentTypeOfExtension: Record<string, string> = {
  mp4: "video/mp4",
  mov: "video/quicktime",
  qt: "video/quicktime",
  avi: "video/x-msvideo",
};

/**
 * Reserves a video upload: a pending item and a presigned PUT straight into storage under
 * `raw-videos/{id}/{filename}`, so the browser never holds a credential and the file never
 * passes through the API (with S3). One never confirmed is cleared by `clearAbandonedUploads`.
 */
export async function createVideoUpload(
  { db, storage }: { db: Db; storage: Storage },
  companyId: string,
  { name, size }: { name: string; size: number },
): Promise<{ id: string; location: string; upload: UploadTarget }> {
  if (mediaTypeOfName(name, ["video"]) !== "video")
    throw validationFailed({ name: [mediaMessages.notAllowed(["video"])] });
  if (size > mediaSizeLimits.video)
    throw new AppError("PAYLOAD_TOO_LARGE", mediaMessages.tooLarge("video"), {
      errors: { size: [mediaMessages.tooLarge("video")] },
    });

  const id = randomUUID();
  const rawKey = `${id}/${safeFileName(name, "video.mp4")}`;
  await insertMedia(db, [
    { id, companyId, type: "video", status: "uploading", name, rawKey, sizeBytes: size },
  ]);
  const contentType = contentTypeOfExtension[extensionOf(name)] ?? "application/octet-stream";
  const upload = await storage.uploadTarget("raw-videos", rawKey, { contentType, size });
  return { id, location: `raw-videos/${rawKey}`, upload };
}
