import type { MediaItem, MediaType } from "@leerlijn/contracts/media/media.schema";
import { CircleAlert, FileText, Film, Image as ImageIcon, Play } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ProgressBar } from "../../../ui/progress-bar/progress-bar";
import { Spinner } from "../../../ui/spinner/spinner";
import styles from "./media-grid.module.css";

const typeIcons = { image: ImageIcon, video: Film, document: FileText } as const;

function Preview({
  type,
  thumb,
  children,
}: {
  type: MediaType;
  thumb: string | null;
  children?: ReactNode;
}) {
  const Icon = typeIcons[type];
  // Without a picture the state sits under the type icon instead of on top of it.
  return (
    <span className={[styles.preview, !thumb && styles.stacked].filter(Boolean).join(" ")}>
      {thumb ? (
        <img src={thumb} alt="" loading="lazy" className={styles.image} />
      ) : (
        <Icon size={36} aria-hidden="true" className={styles.typeIcon} />
      )}
      {children}
    </span>
  );
}

/**
 * What a tile shows of an item: preview, name, size, and its processing or failed state. A tile
 * that is a button is named by this content, so what it shows is also what it is called; the
 * action, heard after the name, is not shown.
 */
export function MediaTileContent({
  item,
  action,
  origin,
}: {
  item: MediaItem;
  action?: string;
  /** The company the item belongs to, when the list holds more than this company's own. */
  origin?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Preview type={item.type} thumb={item.thumb}>
        {item.status === "processing" && (
          <span className={styles.overlay}>
            <Spinner size={20} decorative />
            <span>{t("media.status.processing")}</span>
          </span>
        )}
        {item.status === "failed" && (
          <span className={`${styles.overlay} ${styles.failed}`}>
            <CircleAlert size={20} aria-hidden="true" />
            <span>{t("media.status.failed")}</span>
          </span>
        )}
        {item.type === "video" && item.status === "ready" && (
          <Play size={28} aria-hidden="true" className={styles.playIcon} />
        )}
      </Preview>
      <span className={styles.caption}>
        <span className={styles.name} title={item.name}>
          {item.name}
        </span>
        {action && <span className="visually-hidden"> {action},</span>}
        <span className={styles.meta}>
          {t(`media.types.${item.type}`)} · {item.size}
        </span>
        {item.status === "failed" && item.failureReason && (
          <span className={styles.reason}>{item.failureReason}</span>
        )}
        {origin && (
          <span className={styles.origin} title={origin}>
            {origin}
          </span>
        )}
      </span>
    </>
  );
}

/** A file still uploading: progress 0 to 100, then "processing" until the server answers. */
export function PendingTile({
  name,
  type,
  progress,
}: {
  name: string;
  type: MediaType;
  progress: number;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.tile} aria-busy="true">
      <Preview type={type} thumb={null}>
        <span className={styles.overlay}>
          {progress < 100 ? (
            <ProgressBar
              value={progress}
              label={t("media.status.uploading", { percent: progress })}
              hideLabel
              showValue
            />
          ) : (
            <>
              <Spinner size={20} decorative />
              <span>{t("media.status.processing")}</span>
            </>
          )}
        </span>
      </Preview>
      <span className={styles.caption}>
        <span className={styles.name} title={name}>
          {name}
        </span>
        <span className={styles.meta}>{t(`media.types.${type}`)}</span>
      </span>
    </div>
  );
}
