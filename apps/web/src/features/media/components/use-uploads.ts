import type { MediaItem, MediaType } from "@leerlijn/contracts/media/media.schema";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { upsertMediaItem } from "../api/media-list";
import { uploadMediaFile } from "../api/upload-media";

/** A file on its way: shown at the top of the grid with its progress (0 to 100). */
export type PendingUpload = { uid: string; name: string; type: MediaType; progress: number };

let counter = 0;
const nextUid = () => `u${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * Uploads files one request each, so one refused file takes only its own placeholder away.
 * Created items go into the cached lists; `onUploaded` gets the items of each finished file.
 */
export function useUploads(onUploaded?: (items: MediaItem[]) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [errors, setErrors] = useState<string[]>([]);

  const start = useCallback(
    (files: { file: File; type: MediaType }[]) => {
      const setProgress = (uid: string, progress: number) =>
        setPending((list) => list.map((item) => (item.uid === uid ? { ...item, progress } : item)));
      const drop = (uid: string) => setPending((list) => list.filter((item) => item.uid !== uid));
      setErrors([]);
      const started = files.map(({ file, type }) => ({
        uid: nextUid(),
        name: file.name,
        type,
        progress: 0,
        file,
      }));
      setPending((list) => [...started.map(({ file: _file, ...item }) => item), ...list]);
      for (const item of started) {
        uploadMediaFile(item.file, item.type, item.uid, (progress) =>
          setProgress(item.uid, progress),
        )
          .then((created) => {
            created.forEach((media) => upsertMediaItem(queryClient, media));
            drop(item.uid);
            onUploaded?.(created);
          })
          .catch((error: unknown) => {
            drop(item.uid);
            const reason =
              error instanceof ApiError
                ? (error.body?.errors?.[`files.${item.uid}`]?.[0] ??
                  error.body?.message ??
                  t("media.upload.connection"))
                : t("media.upload.connection");
            setErrors((list) => [...list, t("media.upload.failed", { name: item.name, reason })]);
          });
      }
    },
    [queryClient, onUploaded, t],
  );

  return { pending, errors, setErrors, start };
}
