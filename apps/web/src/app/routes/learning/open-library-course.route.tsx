import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useCurrentCompany } from "../../../features/companies/api/current-company";
import { CourseHero } from "../../../features/courses/components/course-hero";
import { CourseTypeBadge } from "../../../features/courses/components/course-type-badge";
import {
  useEnrollInCourse,
  useOpenLibraryCourse,
} from "../../../features/enrollments/api/open-library";
import { askToStart } from "../../../features/enrollments/components/ask-to-start";
import { EnrollmentStatusBadge } from "../../../features/enrollments/components/enrollment-badges";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button, buttonClassName } from "../../../ui/button/button";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { Spinner } from "../../../ui/spinner/spinner";
import { useDocumentTitle } from "../../use-document-title";
import styles from "./learning.module.css";

/** `/open-library/{courseId}`: what the course is about; enroll and start at once. */
export function OpenLibraryCoursePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const naming = useCurrentCompany().openLibraryName;
  const { courseId = "" } = useParams();
  const course = useOpenLibraryCourse(courseId);
  const enroll = useEnrollInCourse();
  useDocumentTitle(course.data?.name ?? t(`enrollments.openLibrary.title.${naming}`));
  const back = (
    <p className={styles.backLink}>
      <Link to="/open-library">
        <ArrowLeft size={18} aria-hidden="true" /> {t(`enrollments.openLibrary.back.${naming}`)}
      </Link>
    </p>
  );
  if (course.isPending)
    return (
      <div className={styles.loading} aria-busy="true">
        <Skeleton height={40} />
        <Skeleton height={200} />
      </div>
    );
  if (!course.data)
    return (
      <div className={styles.narrow}>
        {back}
        <LoadFailed retrying={course.isFetching} onRetry={() => void course.refetch()}>
          {t("enrollments.openLibrary.loadFailed")}
        </LoadFailed>
      </div>
    );
  const data = course.data;
  const enrollment = data.enrollment;
  const goals = data.courseType.key === "test" ? data.testGoals : data.learningGoals;
  const primary = buttonClassName({ variant: "primary", size: "large" });

  return (
    <div className={styles.narrow}>
      {back}
      <CourseHero image={data.image} courseType={data.courseType}>
        <div className={styles.badgeRow}>
          <CourseTypeBadge type={data.courseType.key} />
          {enrollment && <EnrollmentStatusBadge status={enrollment.status} />}
        </div>
        <h1>{data.name}</h1>
        <p className={styles.intro}>
          {t("enrollments.openLibrary.byCompany", { company: data.companyName })}
          {data.estimatedMinutes !== null &&
            ` · ${t("courses.minutes", { count: data.estimatedMinutes })}`}
          {data.questionCount > 0 &&
            ` · ${t("enrollments.openLibrary.questions", { count: data.questionCount })}`}
        </p>
      </CourseHero>
      {data.timeLimitMinutes !== null ? (
        <Alert tone="warning">
          <p>{t("enrollments.openLibrary.timeLimit", { count: data.timeLimitMinutes })}</p>
          {data.passPercentage !== null && (
            <p>{t("enrollments.overview.aboutScore", { percentage: data.passPercentage })}</p>
          )}
        </Alert>
      ) : (
        data.passPercentage !== null && (
          <p className={styles.passMark}>
            {t("enrollments.overview.aboutScore", { percentage: data.passPercentage })}
          </p>
        )
      )}
      <div className={styles.actionsRow}>
        {enrollment ? (
          <Link className={primary} to={`/enrollments/${enrollment.id}`}>
            {enrollment.status === "in-progress"
              ? t("enrollments.openLibrary.continue")
              : t("enrollments.openLibrary.open")}
          </Link>
        ) : (
          <Button
            variant="primary"
            size="large"
            disabled={enroll.isPending}
            icon={enroll.isPending ? <Spinner size={18} decorative /> : undefined}
            onClick={() =>
              void askToStart(t, data).then((agreed) => {
                if (!agreed) return;
                enroll.mutate(
                  { courseId: data.id, startClock: data.timeLimitMinutes !== null },
                  {
                    onSuccess: (created) =>
                      void navigate(`/enrollments/${created.id}/walk-through`),
                  },
                );
              })
            }
          >
            {enroll.isPending
              ? t("enrollments.openLibrary.enrolling")
              : t("enrollments.openLibrary.enroll")}
          </Button>
        )}
      </div>
      {enroll.isError && (
        <Alert tone="danger">
          {enroll.error instanceof ApiError
            ? enroll.error.message
            : t("enrollments.openLibrary.enrollFailed")}
        </Alert>
      )}
      {data.description && <p>{data.description}</p>}
      {goals.length > 0 && (
        <section className={styles.list}>
          <h2>
            {data.courseType.key === "test"
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
      <section className={styles.list}>
        <h2>{t("enrollments.overview.outline")}</h2>
        <ol className={styles.outline}>
          {data.outline.map((section) => (
            <li
              key={section.id}
              className={section.sectionTypeKey === "chapter" ? styles.outlineChapter : undefined}
              style={{ paddingLeft: section.depth * 16 }}
            >
              <span>{section.title}</span>
              {section.sectionTypeKey !== "chapter" && (
                <span className={styles.muted}>
                  {t("enrollments.overview.blocks", { count: section.blockCount })}
                </span>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
