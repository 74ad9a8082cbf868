import type { MediaItem, MediaType } from "@leerlijn/contracts/media/media.schema";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/modal/modal";
import { TabGroup } from "../../../ui/tab-group/tab-group";
import { MediaGrid } from "./media-grid";
import { UploadZone } from "./upload-zone";
import { useUploads } from "./use-uploads";

type MediaPickerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  accept: readonly MediaType[];
  selectedId: string | null;
  onSelect: (item: MediaItem) => void;
};

/**
 * Spec §4: a Media tab to pick from the library and an Upload tab. Files chosen to upload show
 * at the top of the Media tab with their progress; the first uploaded item is picked and the
 * dialog closes.
 */
export function MediaPickerDialog({
  open,
  onOpenChange,
  accept,
  selectedId,
  onSelect,
}: MediaPickerDialogProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState("media");
  const [refused, setRefused] = useState<string[]>([]);
  const pick = useCallback(
    (item: MediaItem) => {
      onSelect(item);
      onOpenChange(false);
    },
    [onSelect, onOpenChange],
  );
  const handleUploaded = useCallback(
    (items: MediaItem[]) => {
      const first = items[0];
      if (first) pick(first);
    },
    [pick],
  );
  const uploads = useUploads(handleUploaded);

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("media.picker.title")} size="large">
      <TabGroup
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            id: "media",
            label: t("media.tabs.media"),
            content: (
              <MediaGrid
                accept={accept}
                pending={uploads.pending}
                errors={[...refused, ...uploads.errors]}
                selectedId={selectedId}
                onSelect={pick}
              />
            ),
          },
          {
            id: "upload",
            label: t("media.tabs.upload"),
            content: (
              <UploadZone
                accept={accept}
                onRefused={(messages) => {
                  setRefused(messages);
                  if (messages.length > 0) setTab("media");
                }}
                onFiles={(files) => {
                  uploads.start(files);
                  setTab("media");
                }}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
