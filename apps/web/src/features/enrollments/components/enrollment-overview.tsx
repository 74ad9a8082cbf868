import type { Enrollment } from "@leerlijn/contracts/enrollments/enrollment.schema";
import type { WalkSection } from "@leerlijn/contracts/enrollments/walk-through.schema";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CourseHero } from "../../courses/components/course-hero";
import { CourseTypeBadge } from "../../courses/components/course-type-badge";
import { formatTime } from "../../../lib/i18n";
import { Alert } from "../../../ui/alert/alert";
import { ProgressBar } from "../../../ui/progress-bar/progress-bar";
import { EnrollmentStatusBadge, PassedBadge } from "./enrollment-badges";
import { SectionOutline } from "./section-outline";
import styles from "./overview.module.css";

type EnrollmentOverviewProps = {
  enrollment: Enrollment;
  sections: WalkSection[] | undefined;
  /** The start, continue or result button. */
  action: ReactNode;
  /** Keeping the course on this device, for the learner's own enrollment. */
  offline?: ReactNode;
  linkToSection: (section: WalkSection) => string | null;
};

/** The enrollment page: the course, what it teaches, its outline and how far the learner is. */
export function EnrollmentOverview({
  enrollment,
  sections,
  action,
  offline,
  linkToSection,
}: EnrollmentOverviewProps) {
  const { t } = useTranslation();
  const { course, settings, progress } = enrollment;
  const goals = course.courseTypeKey === "test" ? course.testGoals : course.learningGoals;
  return (
    <div className={styles.page}>
      <CourseHero image={course.image} courseType={course.courseType}>
        <div className={styles.badges}>
          <CourseTypeBadge type={course.courseTypeKey} />
          <EnrollmentStatusBadge status={enrollment.status} />
          {enrollment.finishedAt && enrollment.isPassed !== null && (
            <PassedBadge isPassed={enrollment.isPassed} />
          )}
        </div>
        <h1 className={styles.title}>{course.name}</h1>
        <p className={styles.muted}>
          {t("enrollments.overview.fromCompany", { company: course.companyName })}
          {course.estimatedMinutes !== null &&
            ` · ${t("courses.minutes", { count: course.estimatedMinutes })}`}
        </p>
      </CourseHero>

      <ProgressBar
        value={progress.percentage}
        label={t("enrollments.overview.progressText", {
          completed: progress.completedBlocks,
          total: progress.totalBlocks,
        })}
        showValue
      />

      {settings.timeLimitMinutes !== null && !enrollment.finishedAt && (
        <Alert tone="warning">
          {enrollment.deadlineAt
            ? t("enrollments.overview.timeLimitRunning", {
                time: formatTime(enrollment.deadlineAt),
              })
            : t("enrollments.overview.timeLimit", { minutes: settings.timeLimitMinutes })}
        </Alert>
      )}

      <div className={styles.actions}>{action}</div>
      {offline}

      {course.description && <p className={styles.description}>{course.description}</p>}
      <ul className={styles.facts}>
        {settings.passPercentage !== null && settings.scoringMethod !== "none" && (
          <li>{t("enrollments.overview.aboutScore", { percentage: settings.passPercentage })}</li>
        )}
        {settings.checkAnswerMode && <li>{t("enrollments.overview.checkAnswers")}</li>}
      </ul>

      {goals.length > 0 && (
        <section className={styles.section}>
          <h2>
            {course.courseTypeKey === "test"
              ? t("enrollments.overview.testGoals")
              : t("enrollments.overview.goals")}
          </h2>
          <ul className={styles.goals}>
            {goals.map((goal) => (
              <li key={goal}>{goal}</li>
            ))}
          </ul>
        </section>
      )}

      {sections && (
        <section className={styles.section}>
          <h2>{t("enrollments.overview.outline")}</h2>
          <SectionOutline sections={sections} linkTo={linkToSection} />
        </section>
      )}
    </div>
  );
}
