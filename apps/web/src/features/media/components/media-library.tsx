import { type MediaItem, mediaTypes } from "@leerlijn/contracts/media/media.schema";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { confirm } from "../../../ui/confirm-dialog/confirm-store";
import { toasts } from "../../../ui/toast/toast-store";
import { useDeleteMedia } from "../api/delete-media";
import { useMediaEvents } from "../api/media-events";
import { MediaGrid } from "./media-grid";
import styles from "./media-grid.module.css";
import { UploadZone } from "./upload-zone";
import { useUploads } from "./use-uploads";
import { VideoPreviewDialog } from "./video-preview-dialog";

type MediaLibraryProps = {
  /** Spec §6: deleting is offered for the company's own items, or anywhere on the administrative domain. */
  canDelete: (item: MediaItem) => boolean;
  originOf?: (item: MediaItem) => string | null;
};

/** The educators' library: upload, browse, preview and delete, live as processing finishes. */
export function MediaLibrary({ canDelete, originOf }: MediaLibraryProps) {
  const { t } = useTranslation();
  const uploads = useUploads();
  const [refused, setRefused] = useState<string[]>([]);
  const [preview, setPreview] = useState<MediaItem | null>(null);
  const remove = useDeleteMedia();
  useMediaEvents((item) => setPreview((current) => (current?.id === item.id ? item : current)));

  const handleDelete = async (item: MediaItem, trigger: HTMLElement) => {
    // The deleted tile takes its button with it; focus moves to a neighbour rather than the page.
    const cell = trigger.closest("li");
    const neighbour = [cell?.nextElementSibling, cell?.previousElementSibling]
      .map((sibling) => sibling?.querySelector<HTMLElement>("button"))
      .find(Boolean);
    const sure = await confirm({
      title: t("media.library.deleteTitle", { name: item.name }),
      description: t("media.library.deleteText"),
      confirmLabel: t("media.library.deleteConfirm"),
      tone: "danger",
    });
    if (!sure) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        neighbour?.focus();
        toasts.show({ type: "success", title: t("media.library.deleted") });
      },
      onError: (error) =>
        toasts.show({
          type: "error",
          title: t("media.library.deleteFailed"),
          description: error instanceof ApiError ? error.body?.message : undefined,
        }),
    });
  };

  const open = (item: MediaItem) => {
    if (item.type === "video") setPreview(item);
    else if (item.url) window.open(item.url, "_blank", "noopener");
  };

  return (
    <>
      <UploadZone accept={mediaTypes} onFiles={uploads.start} onRefused={setRefused} />
      <div style={{ marginTop: "var(--space-6)" }}>
        <MediaGrid
          layout="page"
          accept={mediaTypes}
          pending={uploads.pending}
          errors={[...refused, ...uploads.errors]}
          originOf={originOf}
          onOpen={open}
          actions={(item) =>
            canDelete(item) && (
              <button
                type="button"
                className={`${styles.iconButton} ${styles.danger}`}
                aria-label={t("media.library.delete", { name: item.name })}
                title={t("media.library.delete", { name: item.name })}
                onClick={(event) => void handleDelete(item, event.currentTarget)}
              >
                <Trash2 size={16} aria-hidden="true" />
              </button>
            )
          }
        />
      </div>
      <VideoPreviewDialog media={preview} onClose={() => setPreview(null)} />
    </>
  );
}
