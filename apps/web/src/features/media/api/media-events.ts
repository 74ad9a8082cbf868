import { type MediaItem, mediaItemSchema } from "@leerlijn/contracts/media/media.schema";
import { mediaEvents } from "@leerlijn/contracts/realtime/broadcasting.contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { listenPrivate } from "../../../lib/realtime";
import { upsertMediaItem } from "./media-list";

/**
 * Keeps the library live: a thumbnail.generated or video.transcoded event replaces the item in
 * every cached list, and `onItem` lets a holder of the item (a picker's value) replace it too.
 */
export function useMediaEvents(onItem?: (item: MediaItem) => void): void {
  const queryClient = useQueryClient();
  const latest = useRef(onItem);
  useEffect(() => {
    latest.current = onItem;
  });
  useEffect(
    () =>
      listenPrivate("private-media", (event, payload) => {
        if (!(mediaEvents as readonly string[]).includes(event)) return;
        const parsed = mediaItemSchema.safeParse(payload);
        if (!parsed.success) return;
        upsertMediaItem(queryClient, parsed.data);
        latest.current?.(parsed.data);
      }),
    [queryClient],
  );
}
