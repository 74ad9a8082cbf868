import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import sharp from "sharp";
import type { Db } from "../../platform/db/database";
import type { RealtimePublisher } from "../../platform/realtime/realtime";
import type { Storage } from "../../platform/storage/storage";
import { posterArgs, probeVideo, runTool, transcodeArgs } from "./ffmpeg";
import { announceMedia } from "./media-channel";
import { UnprocessableMediaError } from "./media.jobs";
import { findMediaForJob, updateMedia } from "./media.repository";

type Deps = {
  db: Db;
  storage: Storage;
  realtime: RealtimePublisher;
  tools: { ffmpeg: string; ffprobe: string };
};

const UNREADABLE =
  "Deze video kon niet worden verwerkt: het bestand is beschadigd of wordt niet ondersteund.";

/**
 * Transcodes an uploaded video to H.264/AAC MP4 (720p at most, faststart) with a poster frame,
 * in a temporary directory; then the result replaces the raw upload and browsers are told.
 */
export async function transcodeVideo(
  deps: Deps,
  mediaId: string,
  signal?: AbortSignal,
): Promise<void> {
  const row = await findMediaForJob(deps.db, mediaId);
  if (!row?.rawKey || row.status !== "processing") return;
  const work = await mkdtemp(join(tmpdir(), "leerlijn-transcode-"));
  try {
    const input = join(work, "input");
    const output = join(work, "video.mp4");
    const poster = join(work, "poster.jpg");
    await pipeline(await deps.storage.read("raw-videos", row.rawKey), createWriteStream(input));

    const probe = await probeVideo(deps.tools.ffprobe, input, signal).catch((error: unknown) => {
      throw new UnprocessableMediaError(UNREADABLE, String(error));
    });
    if (!probe.hasVideo)
      throw new UnprocessableMediaError("Dit bestand bevat geen beeld dat kan worden afgespeeld.");
    await runTool(deps.tools.ffmpeg, transcodeArgs(input, output, probe.hasAudio), signal).catch(
      (error: unknown) => {
        if (signal?.aborted) throw error;
        throw new UnprocessableMediaError(UNREADABLE, String(error));
      },
    );
    const at = Math.min(1, (probe.durationSeconds ?? 0) / 2);
    await runTool(deps.tools.ffmpeg, posterArgs(output, poster, at), signal);

    const fileKey = `${row.companyId}/${row.id}/video.mp4`;
    const thumbKey = `${row.companyId}/${row.id}/poster.webp`;
    await deps.storage.write("media", fileKey, createReadStream(output), {
      contentType: "video/mp4",
    });
    await deps.storage.write(
      "thumbnails",
      thumbKey,
      createReadStream(poster).pipe(sharp().webp({ quality: 80 })),
      {
        contentType: "image/webp",
      },
    );
    const updated = await updateMedia(deps.db, row.id, {
      status: "ready",
      fileKey,
      thumbKey,
      rawKey: null,
      sizeBytes: (await stat(output)).size,
      durationSeconds: probe.durationSeconds,
      failureReason: null,
    });
    await deps.storage.remove("raw-videos", row.rawKey);
    if (updated) await announceMedia(deps.realtime, deps.storage, "video.transcoded", updated);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
