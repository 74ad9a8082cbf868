import type { EnrollmentListItem } from "@leerlijn/contracts/enrollments/enrollment.schema";
import { BookOpen, Check, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatTime } from "../../../lib/i18n";
import { ProgressBar } from "../../../ui/progress-bar/progress-bar";
import { CourseTypeBadge } from "../../courses/components/course-type-badge";
import { EnrollmentStatusBadge, PassedBadge } from "./enrollment-badges";
import styles from "./enrollment-tile.module.css";

/**
 * A course the learner follows, as a tile: a check over the image when done, a progress bar
 * while in progress; the whole tile opens the enrollment. A test that is done but failed gets a
 * red cross instead of the check, so it never looks like a success.
 */
export function EnrollmentTile({ enrollment }: { enrollment: EnrollmentListItem }) {
  const { t } = useTranslation();
  const { course, progress, status } = enrollment;
  const done = status === "done";
  const failed = done && enrollment.isPassed === false;
  return (
    <article className={styles.tile}>
      <div className={styles.image} aria-hidden="true">
        {course.image?.thumb ? (
          <img src={course.image.thumb} alt="" />
        ) : (
          <BookOpen size={36} style={{ color: course.courseType.colorProfile.text }} />
        )}
        {done && (
          <span
            className={failed ? styles.failed : styles.check}
            data-testid={failed ? "tile-failed" : "tile-done"}
          >
            {failed ? <X size={32} strokeWidth={3} /> : <Check size={32} strokeWidth={3} />}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.badges}>
          <CourseTypeBadge type={course.courseTypeKey} />
          {done && enrollment.isPassed !== null ? (
            <PassedBadge isPassed={enrollment.isPassed} />
          ) : (
            <EnrollmentStatusBadge status={status} />
          )}
        </div>
        <h2 className={styles.title}>
          <Link to={`/enrollments/${enrollment.id}`} className={styles.link}>
            {course.name}
          </Link>
        </h2>
        {course.estimatedMinutes !== null && (
          <p className={styles.meta}>{t("courses.minutes", { count: course.estimatedMinutes })}</p>
        )}
        {status === "in-progress" && (
          <ProgressBar
            className={styles.progress}
            value={progress.percentage}
            label={t("enrollments.myTrainings.percentageDone", {
              percentage: progress.percentage,
            })}
            hideLabel
            showValue
          />
        )}
        {enrollment.deadlineAt && !enrollment.finishedAt && (
          <p className={styles.meta}>
            {t("enrollments.myTrainings.deadline", { time: formatTime(enrollment.deadlineAt) })}
          </p>
        )}
      </div>
    </article>
  );
}
