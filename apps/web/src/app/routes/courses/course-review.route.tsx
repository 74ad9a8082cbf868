import type { CourseVersion } from "@leerlijn/contracts/courses/course-version.schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useDecideReview, useVersionForReview } from "../../../features/courses/api/course-version";
import { BlockPreviews } from "../../../features/courses/components/block-preview";
import { CourseGoals } from "./course-goals";
import { CourseStatusBadge } from "../../../features/courses/components/course-status-badge";
import { CourseTypeBadge } from "../../../features/courses/components/course-type-badge";
import { PreviewButton } from "../../../features/courses/components/preview-button";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { Modal } from "../../../ui/modal/modal";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { Textarea } from "../../../ui/textarea/textarea";
import { toasts } from "../../../ui/toast/toast-store";
import { useDocumentTitle } from "../../use-document-title";
import styles from "./courses-pages.module.css";
import { useLibraryText } from "../../../features/courses/library-text";

/** What decides how learners take the course and pass it, as the author set it. */
function VersionSettings({ settings }: { settings: CourseVersion["settings"] }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.settings}>
      <dt>{t("courses.settings.scoring")}</dt>
      <dd>{t(`courses.settings.methods.${settings.scoringMethod}`)}</dd>
      {settings.scoringMethod !== "none" && (
        <>
          <dt>{t("courses.settings.passPercentage")}</dt>
          <dd>{t("courses.review.percentage", { value: settings.passPercentage })}</dd>
        </>
      )}
      <dt>{t("courses.settings.timeLimit")}</dt>
      <dd>
        {settings.timeLimitEnabled && settings.timeLimitMinutes !== null
          ? t("courses.minutes", { count: settings.timeLimitMinutes })
          : t("courses.review.noTimeLimit")}
      </dd>
      <dt>{t("courses.settings.checkAnswer")}</dt>
      <dd>{settings.checkAnswerMode ? t("courses.review.yes") : t("courses.review.no")}</dd>
    </dl>
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
      <p>
        <PreviewButton target={{ kind: "review", courseId, versionId }} />
      </p>
      {failure && !rejecting && <Alert tone="danger">{failure.message}</Alert>}
      <p>{data.description}</p>
      {data.image?.url && <img className={styles.reviewImage} src={data.image.url} alt="" />}
      <CourseGoals learningGoals={data.learningGoals} testGoals={data.testGoals} />
      <h2>{t("courses.create.steps.settings")}</h2>
      <VersionSettings settings={data.settings} />
      <h2>{t("courses.review.content")}</h2>
      <p className={styles.muted}>{t("courses.review.contentHint")}</p>
      {data.sections.map((section) => (
        <section key={section.id} className={styles.section} aria-label={section.title}>
          <h3 style={{ marginLeft: section.depth * 16 }}>{section.title}</h3>
          <BlockPreviews
            uuids={section.blockUuids}
            blockOf={(uuid) => data.blocks.find((candidate) => candidate.uuid === uuid)}
          />
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
