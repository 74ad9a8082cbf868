import type { Block } from "@leerlijn/contracts/courses/block.schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useDecideReview, useVersionForReview } from "../../features/courses/api/course-version";
import { CourseStatusBadge } from "../../features/courses/components/course-status-badge";
import { CourseTypeBadge } from "../../features/courses/components/course-type-badge";
import { ApiError } from "../../lib/api-client";
import { Alert } from "../../ui/alert/alert";
import { Button } from "../../ui/button/button";
import { Modal } from "../../ui/modal/modal";
import { Skeleton } from "../../ui/skeleton/skeleton";
import { Textarea } from "../../ui/textarea/textarea";
import { toasts } from "../../ui/toast/toast-store";
import { useDocumentTitle } from "../use-document-title";
import styles from "./courses-pages.module.css";
import { useLibraryText } from "../../features/courses/library-text";

function BlockPreview({ block }: { block: Block }) {
  const { t } = useTranslation();
  const { content } = block;
  if (content.type === "text")
    // Rich text is sanitised by the server before it is stored.
    return <div className={styles.block} dangerouslySetInnerHTML={{ __html: content.html }} />;
  if (content.type !== "question")
    return <div className={styles.block}>{t(`courses.review.blockTypes.${content.type}`)}</div>;
  const { question } = content;
  return (
    <div className={styles.block}>
      <p>
        <strong>{question.prompt}</strong>{" "}
        <span className={styles.muted}>({t(`courses.review.weights.${question.weight}`)})</span>
      </p>
      <ul className={styles.goals}>
        {question.kind === "choice" &&
          question.options.map((option) => (
            <li key={option.id} className={option.isCorrect ? styles.correct : undefined}>
              {option.text} {option.isCorrect && `(${t("courses.review.correct")})`}
            </li>
          ))}
        {question.kind === "points" &&
          question.options.map((option) => (
            <li key={option.id}>
              {t("courses.review.points", { text: option.text, count: option.points })}
            </li>
          ))}
        {question.kind === "open" &&
          question.acceptedAnswers.map((answer) => <li key={answer}>{answer}</li>)}
      </ul>
    </div>
  );
}

/** `/courses/{courseId}/versions/{versionId}/review`: the platform admin accepts or rejects. */
export function CourseReviewPage() {
  const { t } = useTranslation();
  const libraryText = useLibraryText();
  const navigate = useNavigate();
  const { courseId = "", versionId = "" } = useParams();
  const ref = { courseId, versionId };
  const version = useVersionForReview(ref);
  const decide = useDecideReview(ref);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  useDocumentTitle(t("courses.review.title"));
  if (version.isPending) return <Skeleton height={320} />;
  if (!version.data) return <Alert tone="danger">{t("courses.dashboard.loadFailed")}</Alert>;
  const data = version.data;
  const failure = decide.error instanceof ApiError ? decide.error : null;
  const done = (message: string) => {
    toasts.show({ type: "success", title: message });
    void navigate("/");
  };

  return (
    <div className={styles.narrow}>
      <div className={styles.badges}>
        <CourseTypeBadge type={data.courseTypeKey} />
        <CourseStatusBadge status={data.status} />
      </div>
      <h1>{data.name}</h1>
      <p className={styles.muted}>
        {t("courses.review.from", { company: data.companyName, number: data.number })}
      </p>
      {failure && !rejecting && <Alert tone="danger">{failure.message}</Alert>}
      <p>{data.description}</p>
      <h2>{t("courses.library.learningGoals")}</h2>
      <ul className={styles.goals}>
        {data.learningGoals.map((goal) => (
          <li key={goal}>{goal}</li>
        ))}
      </ul>
      {data.sections.map((section) => (
        <section key={section.id} className={styles.section}>
          <h2 style={{ marginLeft: section.depth * 16 }}>{section.title}</h2>
          {section.blockUuids.map((uuid) => {
            const block = data.blocks.find((candidate) => candidate.uuid === uuid);
            return block ? <BlockPreview key={uuid} block={block} /> : null;
          })}
        </section>
      ))}
      {data.status === "review" && (
        <div className={styles.actions}>
          <Button variant="danger" onClick={() => setRejecting(true)}>
            {t("courses.review.reject")}
          </Button>
          <Button
            variant="primary"
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate(
                { decision: "accept" },
                { onSuccess: () => done(libraryText("review.accepted")) },
              )
            }
          >
            {libraryText("review.accept")}
          </Button>
        </div>
      )}
      <Modal
        open={rejecting}
        onOpenChange={setRejecting}
        title={t("courses.review.rejectTitle")}
        submitLabel={t("courses.review.reject")}
        submitting={decide.isPending}
        onSubmit={() =>
          decide.mutate(
            { decision: "reject", reason },
            { onSuccess: () => done(t("courses.review.rejected")) },
          )
        }
      >
        <Textarea
          label={t("courses.review.reason")}
          required
          rows={4}
          maxLength={2000}
          value={reason}
          error={failure?.fieldError("reason")}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </div>
  );
}
