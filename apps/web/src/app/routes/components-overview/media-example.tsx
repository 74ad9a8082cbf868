import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Stack } from "../../../ui/stack/stack";
import type { MediaItem } from "@leerlijn/contracts/media/media.schema";
import { MediaPicker } from "../../../features/media/components/media-picker";
import { VideoPlayer } from "../../../features/media/components/video-player";
import { Example } from "./overview-example";

export function MediaExample() {
  const { t } = useTranslation();
  const [image, setImage] = useState<MediaItem | null>(null);
  const [video, setVideo] = useState<MediaItem | null>(null);
  const [finished, setFinished] = useState(0);
  return (
    <Example section="media">
      <Stack gap={4}>
        <MediaPicker
          label={t("componentsOverview.media.image")}
          accept={["image"]}
          value={image}
          onChange={setImage}
        />
        <MediaPicker
          label={t("componentsOverview.media.video")}
          accept={["video"]}
          required
          value={video}
          onChange={setVideo}
        />
        {video && (
          <VideoPlayer
            key={video.id}
            media={video}
            finishPercentage={90}
            onFinish={() => setFinished((count) => count + 1)}
          />
        )}
        <p role="status">{t("componentsOverview.media.finished", { count: finished })}</p>
      </Stack>
    </Example>
  );
}
