import { createVideoUpload, uploadMedia } from "@leerlijn/contracts/media/media.contract";
import type { MediaItem, MediaType } from "@leerlijn/contracts/media/media.schema";
import { API_BASE, callApi } from "../../../lib/api-client";
import { sendWithProgress, type UploadProgress } from "../../../lib/upload-request";

/**
 * Uploads one file with progress and returns the created items. Images and PDFs go to the API
 * as multipart (field `images[uid]` / `documents[uid]`); a video goes straight to storage
 * through a presigned PUT, after which the API is told where it is.
 */
export async function uploadMediaFile(
  file: File,
  type: MediaType,
  uid: string,
  onProgress: UploadProgress,
  signal?: AbortSignal,
): Promise<MediaItem[]> {
  if (type !== "video") {
    const form = new FormData();
    form.append(`${type === "image" ? "images" : "documents"}[${uid}]`, file, file.name);
    const answer = (await sendWithProgress({
      method: "POST",
      url: API_BASE + uploadMedia.path,
      body: form,
      onProgress,
      signal,
    })) as { data: MediaItem[] };
    return answer.data;
  }
  const { data: target } = await callApi(createVideoUpload, {
    body: { name: file.name, size: file.size },
    signal,
  });
  await sendWithProgress({
    method: target.upload.method,
    url: target.upload.url,
    headers: target.upload.headers,
    body: file,
    onProgress,
    signal,
  });
  const { data } = await callApi(uploadMedia, {
    body: { videos: [{ id: target.id, name: file.name, location: target.location }] },
    signal,
  });
  return data;
}
