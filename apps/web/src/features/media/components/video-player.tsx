import type { MediaItem } from "@leerlijn/contracts/media/media.schema";
import { CircleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../../ui/spinner/spinner";
import styles from "./video-player.module.css";

/**
 * Spec §4 autoplay options. false: wait for the user. true and "play": start with sound (the
 * browser may refuse). "muted": start without sound. "any": start with sound, or muted when the
 * browser refuses sound.
 */
export type VideoAutoplay = boolean | "muted" | "play" | "any";

export type VideoPlayerProps = {
  /** A video media item; one still processing or failed shows that instead of a player. */
  media: MediaItem;
  autoplay?: VideoAutoplay;
  /** Percentage of the duration at which `onFinish` fires (once per mount). Default 100. */
  finishPercentage?: number;
  onFinish?: () => void;
  /** CSS height of the player, e.g. "70vh" in the preview dialog. */
  height?: string;
  /** What a screen reader calls the video; the file name when there is nothing better. */
  label?: string;
};

/** Whether playback has reached the finish percentage of the duration. */
export function reachedFinish(currentTime: number, duration: number, percentage: number): boolean {
  if (!Number.isFinite(duration) || duration <= 0) return false;
  if (percentage >= 100) return currentTime >= duration - 0.25;
  return (currentTime / duration) * 100 >= percentage;
}

/** The video player of courses and the library, with a finish event for progress. */
export function VideoPlayer({
  media,
  autoplay = false,
  finishPercentage = 100,
  onFinish,
  height,
  label,
}: VideoPlayerProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const finished = useRef(false);
  const latestFinish = useRef(onFinish);
  useEffect(() => {
    latestFinish.current = onFinish;
  });

  const ready = media.status === "ready" && media.url !== null;
  useEffect(() => {
    const element = video.current;
    if (!element || !ready || autoplay === false) return;
    element.muted = autoplay === "muted";
    element.play().catch(() => {
      if (autoplay !== "any") return;
      element.muted = true;
      void element.play().catch(() => undefined);
    });
  }, [ready, autoplay, media.url]);

  const check = () => {
    const element = video.current;
    if (!element || finished.current) return;
    if (element.ended || reachedFinish(element.currentTime, element.duration, finishPercentage)) {
      finished.current = true;
      latestFinish.current?.();
    }
  };

  if (!ready) {
    const failed = media.status === "failed";
    return (
      <div
        className={`${styles.state} ${failed ? styles.failed : ""}`}
        style={{ height }}
        role="status"
      >
        {failed ? <CircleAlert size={28} aria-hidden="true" /> : <Spinner size={28} decorative />}
        <p>
          {failed ? (media.failureReason ?? t("media.video.failed")) : t("media.video.processing")}
        </p>
      </div>
    );
  }
  return (
    <video
      ref={video}
      className={styles.video}
      style={{ height }}
      src={media.url ?? undefined}
      poster={media.thumb ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={label || media.name}
      onTimeUpdate={check}
      onEnded={check}
    />
  );
}
