import type { BlockMedia } from "@leerlijn/contracts/courses/block.schema";
import type { MediaItem } from "@leerlijn/contracts/media/media.schema";

/**
 * A block's media file as the media player takes it. A block carries only what a learner needs
 * (a signed URL, a poster); without a URL the file is still being processed.
 */
export function playableMedia(media: BlockMedia): MediaItem {
  return {
    id: media.id,
    name: media.name,
    type: media.type,
    status: media.url ? "ready" : "processing",
    url: media.url,
    thumb: media.thumb,
    size: "",
    sizeBytes: 0,
    duration: null,
    failureReason: null,
    companyId: "",
    createdAt: "",
  };
}
