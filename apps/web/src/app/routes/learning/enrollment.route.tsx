import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useEnrollment, useStartEnrollment } from "../../../features/enrollments/api/enrollment";
import { useEnrollmentSections } from "../../../features/enrollments/api/walk-through";
import { askToStart } from "../../../features/enrollments/components/ask-to-start";
import { EnrollmentOverview } from "../../../features/enrollments/components/enrollment-overview";
import { OfflineAvailability } from "../../../features/enrollments/components/offline-availability";
import { QueuedAnswersNotice } from "../../../features/enrollments/components/queued-answers-notice";
import { blockPath } from "../../../features/enrollments/walk-path";
import { Alert } from "../../../ui/alert/alert";
import { Button, buttonClassName } from "../../../ui/button/button";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { useDocumentTitle } from "../../use-document-title";
import { walkPaths } from "./walk-through.route";
import styles from "./learning.module.css";

/** `/enrollments/{enrollmentId}`: the course, its outline and progress; start or go on. */
export function EnrollmentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enrollmentId = "" } = useParams();
  const enrollment = useEnrollment(enrollmentId);
  const lock = enrollment.data?.pathLock ?? null;
  const sections = useEnrollmentSections(enrollmentId, enrollment.isSuccess && !lock);
  const start = useStartEnrollment(enrollmentId);
  useDocumentTitle(enrollment.data?.course.name);

  if (enrollment.isPending)
    return (
      <div aria-busy="true" className={styles.loading}>
        <Skeleton height={96} />
        <Skeleton height={24} />
        <Skeleton height={200} />
      </div>
    );
  const back = (
    <p className={styles.back}>
      <Link to="/my-trainings">
        <ArrowLeft size={18} aria-hidden="true" /> {t("enrollments.overview.back")}
      </Link>
    </p>
  );
  if (!enrollment.data)
    return (
      <>
        {back}
        <div className={styles.narrow}>
          <LoadFailed retrying={enrollment.isFetching} onRetry={() => void enrollment.refetch()}>
            {t("enrollments.overview.loadFailed")}
          </LoadFailed>
        </div>
      </>
    );
  const data = enrollment.data;
  const paths = walkPaths("learner", data);
  const primary = buttonClassName({ variant: "primary", size: "large" });

  let action;
  if (lock) {
    // The server refuses the walk-through of a locked path step; the page says why instead.
    action = (
      <Alert tone="info" title={t("enrollments.overview.pathLockedTitle")}>
        {t("enrollments.overview.pathLocked", {
          path: lock.courseGroupName,
          previous: lock.previousCourseName,
        })}
      </Alert>
    );
  } else if (data.status === "done") {
    action = (
      <Link className={primary} to={paths.finish}>
        {t("enrollments.overview.viewResult")}
      </Link>
    );
  } else if (data.status === "open" && data.settings.timeLimitMinutes !== null && !data.startedAt) {
    // The clock starts on purpose, with this button, not by looking around.
    action = (
      <Button
        variant="primary"
        size="large"
        disabled={start.isPending}
        onClick={() =>
          void askToStart(t, data.settings).then(async (agreed) => {
            if (!agreed) return;
            await start.mutateAsync();
            await navigate(paths.base);
          })
        }
      >
        {t("enrollments.overview.start")}
      </Button>
    );
  } else {
    action = (
      <Link className={primary} to={paths.base}>
        {data.status === "open"
          ? t("enrollments.overview.start")
          : t("enrollments.overview.continue")}
      </Link>
    );
  }

  return (
    <>
      {back}
      <EnrollmentOverview
        enrollment={data}
        sections={sections.data}
        action={action}
        offline={
          <>
            <QueuedAnswersNotice />
            {!lock && <OfflineAvailability enrollment={data} />}
          </>
        }
        linkToSection={(section) => {
          const first = section.blockUuids[0];
          const started = data.status !== "open" || data.settings.timeLimitMinutes === null;
          return first && started && !lock
            ? blockPath(paths, { sectionId: section.id, blockUuid: first })
            : null;
        }}
      />
    </>
  );
}
