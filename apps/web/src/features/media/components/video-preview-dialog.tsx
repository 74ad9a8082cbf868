import type { MediaItem } from "@leerlijn/contracts/media/media.schema";
import { Modal } from "../../../ui/modal/modal";
import { VideoPlayer } from "./video-player";

/** Spec §9: the preview player is 70vh high. */
export const PREVIEW_VIDEO_HEIGHT = "70vh";

/** A video in a large dialog, playing as soon as it opens (muted when the browser insists). */
export function VideoPreviewDialog({
  media,
  onClose,
}: {
  media: MediaItem | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={media !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={media?.name ?? ""}
      size="large"
      footer={null}
    >
      {media && <VideoPlayer media={media} autoplay="any" height={PREVIEW_VIDEO_HEIGHT} />}
    </Modal>
  );
}
