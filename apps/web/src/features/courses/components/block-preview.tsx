import type { Block, BlockContent } from "@leerlijn/contracts/courses/block.schema";
import { ExternalLink, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { VideoPlayer } from "../../media/components/video-player";
import { useEffectivePoints } from "./effective-points";
import styles from "./block-preview.module.css";

/** The key of a block's kind in `courses.editor.blockTypes`: a question by its kind. */
export const blockKindKey = (content: BlockContent) =>
  content.type === "question" ? content.question.kind : content.type;

/**
 * One block as it will be read, watched or answered, with what a learner does not see: the
 * correct answers, the points with their weight and the feedback. For whoever checks a version
 * (the reviewer) and for a version that can no longer be edited.
 */
export function BlockPreview({ block, label }: { block: Block; label: string }) {
  const { t } = useTranslation();
  const effectivePoints = useEffectivePoints();
  const { content, media } = block;
  const missing = (text: string) => <p className={styles.missing}>{text}</p>;
  return (
    <article className={styles.block} aria-label={label}>
      <p className={styles.label}>{label}</p>
      {content.type === "text" && (
        // Rich text is sanitised by the server before it is stored.
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: content.html }} />
      )}
      {content.type === "image" &&
        (media?.url ? (
          <figure className={styles.figure}>
            <img className={styles.image} src={media.url} alt={content.alt} />
            {content.caption && <figcaption>{content.caption}</figcaption>}
          </figure>
        ) : (
          missing(t("courses.blockPreview.noImage"))
        ))}
      {content.type === "video" && (
        <>
          {content.title && <h3 className={styles.title}>{content.title}</h3>}
          {media ? (
            <VideoPlayer
              media={media}
              label={content.title || media.name}
              finishPercentage={content.finishPercentage}
            />
          ) : (
            missing(t("courses.blockPreview.noVideo"))
          )}
          <p className={styles.meta}>
            {t("courses.blockPreview.finishAt", { percentage: content.finishPercentage })}
          </p>
        </>
      )}
      {content.type === "document" &&
        (media?.url ? (
          <div className={styles.document}>
            {media.thumb && <img className={styles.thumb} src={media.thumb} alt="" />}
            <div>
              <h3 className={styles.title}>
                <FileText size={20} aria-hidden="true" /> {content.title || media.name}
              </h3>
              <a href={media.url} target="_blank" rel="noreferrer">
                {t("courses.blockPreview.openDocument", { name: media.name })}{" "}
                <ExternalLink size={16} aria-hidden="true" />
              </a>
            </div>
          </div>
        ) : (
          missing(t("courses.blockPreview.noDocument"))
        ))}
      {content.type === "question" && (
        <>
          <p className={styles.prompt}>
            {content.question.prompt || t("courses.questions.noPrompt")}
          </p>
          <p className={styles.meta}>{effectivePoints(content.question)}</p>
          <ul className={styles.answers}>
            {content.question.kind === "choice" &&
              content.question.options.map((option) => (
                <li key={option.id} className={option.isCorrect ? styles.correct : undefined}>
                  {option.text || t("courses.questions.emptyAnswer")}
                  {option.isCorrect && ` (${t("courses.review.correct")})`}
                </li>
              ))}
            {content.question.kind === "points" &&
              content.question.options.map((option) => (
                <li key={option.id}>
                  {t("courses.review.points", {
                    text: option.text || t("courses.questions.emptyAnswer"),
                    count: option.points,
                  })}
                </li>
              ))}
            {content.question.kind === "open" &&
              (content.question.acceptedAnswers.length > 0 ? (
                content.question.acceptedAnswers.map((answer) => <li key={answer}>{answer}</li>)
              ) : (
                <li>{t("courses.questions.anyAnswer")}</li>
              ))}
          </ul>
          {(content.question.feedback.correct || content.question.feedback.incorrect) && (
            <dl className={styles.feedback}>
              {content.question.feedback.correct && (
                <>
                  <dt>{t("courses.editor.feedbackCorrect")}</dt>
                  <dd>{content.question.feedback.correct}</dd>
                </>
              )}
              {content.question.feedback.incorrect && (
                <>
                  <dt>{t("courses.editor.feedbackIncorrect")}</dt>
                  <dd>{content.question.feedback.incorrect}</dd>
                </>
              )}
            </dl>
          )}
        </>
      )}
    </article>
  );
}

/**
 * The blocks of one section in order, each numbered and named by its kind. `blockOf` finds a
 * block by uuid; one that is not there (yet) is left out.
 */
export function BlockPreviews({
  uuids,
  blockOf,
}: {
  uuids: readonly string[];
  blockOf: (uuid: string) => Block | undefined;
}) {
  const { t } = useTranslation();
  return uuids.map((uuid, index) => {
    const block = blockOf(uuid);
    return block ? (
      <BlockPreview
        key={uuid}
        block={block}
        label={`${t(`courses.editor.blockTypes.${blockKindKey(block.content)}`)} ${index + 1}`}
      />
    ) : null;
  });
}
