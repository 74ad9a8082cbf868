import type { Enrollment } from "@leerlijn/contracts/enrollments/enrollment.schema";
import { CircleCheck, CircleX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../ui/alert/alert";
import styles from "./result.module.css";

/** The outcome of a finished attempt: passed or failed with the score, or that it has none. */
export function ResultSummary({ enrollment }: { enrollment: Enrollment }) {
  const { t } = useTranslation();
  const { score, isPassed, settings } = enrollment;
  return (
    <section className={styles.summary} aria-live="polite">
      {enrollment.hasScore && score ? (
        <>
          <div className={[styles.outcome, isPassed ? styles.passed : styles.failed].join(" ")}>
            {isPassed ? (
              <CircleCheck size={40} aria-hidden="true" />
            ) : (
              <CircleX size={40} aria-hidden="true" />
            )}
            <p className={styles.outcomeText}>
              {isPassed ? t("enrollments.result.passed") : t("enrollments.result.failed")}
            </p>
          </div>
          <p className={styles.score}>
            {t("enrollments.finish.score", { percentage: score.percentage })}
          </p>
          <p className={styles.muted}>
            {t("enrollments.finish.points", { points: score.points, maxPoints: score.maxPoints })}
            {settings.passPercentage !== null &&
              ` · ${t("enrollments.finish.needed", { percentage: settings.passPercentage })}`}
          </p>
        </>
      ) : (
        <>
          <div className={[styles.outcome, styles.passed].join(" ")}>
            <CircleCheck size={40} aria-hidden="true" />
            <p className={styles.outcomeText}>{t("enrollments.finish.doneTitle")}</p>
          </div>
          <p className={styles.muted}>
            {t("enrollments.finish.done", { course: enrollment.course.name })}
          </p>
        </>
      )}
      {enrollment.timedOut && <Alert tone="warning">{t("enrollments.finish.timedOut")}</Alert>}
    </section>
  );
}
