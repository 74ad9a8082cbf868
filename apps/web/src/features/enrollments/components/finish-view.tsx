import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../../ui/alert/alert";
import { buttonClassName } from "../../../ui/button/button";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { useEnrollmentResult } from "../api/enrollment";
import { AnswerReview } from "./answer-review";
import { ResultSummary } from "./result-summary";
import styles from "./overview.module.css";

type FinishViewProps = {
  enrollmentId: string;
  /** Where 'go on' leads while the course is not done yet. */
  continuePath: string;
  /** The way out: my trainings, or back to the course for a preview. */
  actions: ReactNode;
};

/** The finish page: the score and whether it is enough, then the answers as the course allows. */
export function FinishView({ enrollmentId, continuePath, actions }: FinishViewProps) {
  const { t } = useTranslation();
  const result = useEnrollmentResult(enrollmentId);
  if (result.isPending)
    return (
      <div aria-busy="true" className={styles.page}>
        <Skeleton height={180} />
        <Skeleton height={96} />
      </div>
    );
  if (!result.data)
    return (
      <div className={styles.page}>
        <LoadFailed retrying={result.isFetching} onRetry={() => void result.refetch()}>
          {t("enrollments.overview.loadFailed")}
        </LoadFailed>
      </div>
    );
  const { enrollment, questions } = result.data;
  const { progress } = enrollment;
  return (
    <div className={styles.page}>
      <h1>{t("enrollments.finish.title")}</h1>
      <p className={styles.lead}>{enrollment.course.name}</p>
      {enrollment.isPreview && <Alert tone="info">{t("enrollments.walk.preview")}</Alert>}
      {enrollment.status !== "done" ? (
        <>
          <Alert tone="info">
            {t("enrollments.finish.notDone", {
              completed: progress.completedBlocks,
              total: progress.totalBlocks,
            })}
          </Alert>
          <div className={styles.actions}>
            <Link
              className={buttonClassName({ variant: "primary", size: "large" })}
              to={continuePath}
            >
              {t("enrollments.finish.continue")}
            </Link>
          </div>
        </>
      ) : (
        <>
          <ResultSummary enrollment={enrollment} />
          <div className={styles.actions}>{actions}</div>
          {questions.length > 0 && (
            <section className={styles.section}>
              <h2>{t("enrollments.finish.answers")}</h2>
              <AnswerReview questions={questions} />
            </section>
          )}
        </>
      )}
    </div>
  );
}
