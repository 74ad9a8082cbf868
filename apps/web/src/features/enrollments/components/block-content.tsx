import type { BlockMedia } from "@leerlijn/contracts/courses/block.schema";
import type { LearnerBlockContent } from "@leerlijn/contracts/enrollments/walk-through.schema";
import { CircleCheck, ExternalLink, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { VideoPlayer } from "../../media/components/video-player";
import { Alert } from "../../../ui/alert/alert";
import { playableMedia } from "./block-media";
import styles from "./block-content.module.css";

type BlockContentProps = {
  content: Exclude<LearnerBlockContent, { type: "question" }>;
  media: BlockMedia | null;
  isCompleted: boolean;
  /** A video reached its finish percentage, or a document was opened. */
  onDone: () => void;
};

/** Text, an image, a video or a document, as the learner reads or watches it. */
export function BlockContent({ content, media, isCompleted, onDone }: BlockContentProps) {
  const { t } = useTranslation();
  switch (content.type) {
    case "text":
      // Rich text is sanitised by the server before it is stored.
      return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: content.html }} />;
    case "image":
      return media?.url ? (
        <figure className={styles.figure}>
          <img className={styles.image} src={media.url} alt={content.alt} />
          {content.caption && <figcaption>{content.caption}</figcaption>}
        </figure>
      ) : (
        <Alert tone="info">{t("enrollments.walk.imageUnavailable")}</Alert>
      );
    case "video":
      return (
        <div className={`${styles.stack} ${styles.player}`}>
          {content.title && <h2 className={styles.title}>{content.title}</h2>}
          {media ? (
            <VideoPlayer
              media={playableMedia(media)}
              label={content.title}
              finishPercentage={content.finishPercentage}
              onFinish={onDone}
            />
          ) : (
            <Alert tone="info">{t("enrollments.walk.videoUnavailable")}</Alert>
          )}
          {isCompleted && (
            <p className={styles.done}>
              <CircleCheck size={20} aria-hidden="true" /> {t("enrollments.walk.videoWatched")}
            </p>
          )}
        </div>
      );
    case "document":
      return (
        <div className={styles.stack}>
          <h2 className={styles.title}>
            <FileText size={22} aria-hidden="true" /> {content.title || media?.name}
          </h2>
          {media?.url ? (
            <>
              <a
                className={styles.documentLink}
                href={media.url}
                target="_blank"
                rel="noreferrer"
                onClick={onDone}
              >
                {t("enrollments.walk.openDocument")} <ExternalLink size={18} aria-hidden="true" />
              </a>
              <iframe
                className={styles.document}
                src={media.url}
                title={content.title || media.name}
                onLoad={onDone}
              />
            </>
          ) : (
            <Alert tone="info">{t("enrollments.walk.documentUnavailable")}</Alert>
          )}
          {isCompleted && (
            <p className={styles.done}>
              <CircleCheck size={20} aria-hidden="true" /> {t("enrollments.walk.documentViewed")}
            </p>
          )}
        </div>
      );
  }
}
