import { can } from "@leerlijn/contracts/permissions";
import { RotateCcw, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import {
  useDeleteEnrollment,
  useReassignEnrollment,
} from "../../../features/enrollments/api/assignments";
import { useEnrollmentResult } from "../../../features/enrollments/api/enrollment";
import { AnswerReview } from "../../../features/enrollments/components/answer-review";
import {
  EnrollmentStatusBadge,
  PassedBadge,
} from "../../../features/enrollments/components/enrollment-badges";
import { PastAttempts } from "../../../features/enrollments/components/past-attempts";
import { CourseTypeBadge } from "../../../features/courses/components/course-type-badge";
import { ApiError } from "../../../lib/api-client";
import { formatDate } from "../../../lib/i18n";
import { Alert } from "../../../ui/alert/alert";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Button } from "../../../ui/button/button";
import { confirm } from "../../../ui/confirm-dialog/confirm-dialog";
import { ProgressBar } from "../../../ui/progress-bar/progress-bar";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { toasts } from "../../../ui/toast/toast-store";
import { useDocumentTitle } from "../../use-document-title";
import styles from "./learning.module.css";

/** `/lms/users/{userId}/enrollments/{enrollmentId}`: one result in detail, with reassign and delete. */
export function UserEnrollmentResultPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { userId = "", enrollmentId = "" } = useParams();
  const result = useEnrollmentResult(enrollmentId);
  const reassign = useReassignEnrollment();
  const remove = useDeleteEnrollment();
  const data = result.data;
  useDocumentTitle(
    data ? t("enrollments.results.detailTitle", { name: data.learner.name }) : undefined,
  );
  const listPath = `/lms/users/${userId}/enrollments`;

  if (result.isPending) return <Skeleton height={320} />;
  if (!data) return <Alert tone="danger">{t("enrollments.results.loadFailed")}</Alert>;
  const { enrollment, learner } = data;
  const names = { course: enrollment.course.name, name: learner.name };
  const failed = (error: unknown) =>
    toasts.show({
      type: "error",
      title: error instanceof ApiError ? error.message : t("errors.generic"),
    });

  const handleReassign = async () => {
    const sure = await confirm({
      title: t("enrollments.results.reassignTitle", names),
      description: t("enrollments.results.reassignText", names),
      confirmLabel: t("enrollments.results.reassign"),
    });
    if (!sure) return;
    reassign.mutate(enrollment.id, {
      onSuccess: () =>
        toasts.show({ type: "success", title: t("enrollments.results.reassigned", names) }),
      onError: failed,
    });
  };
  const handleDelete = async () => {
    const sure = await confirm({
      title: t("enrollments.results.deleteTitle", names),
      description: t("enrollments.results.deleteText", names),
      confirmLabel: t("enrollments.results.delete"),
      tone: "danger",
    });
    if (!sure) return;
    remove.mutate(enrollment.id, {
      onSuccess: () => {
        toasts.show({ type: "success", title: t("enrollments.results.deleted", names) });
        void navigate(listPath);
      },
      onError: failed,
    });
  };

  return (
    <div className={styles.list}>
      <Breadcrumbs
        items={[
          { label: t("pages.titles.lmsUsers"), to: "/lms/users" },
          { label: learner.name, to: `/lms/users/${userId}/edit` },
          { label: t("enrollments.results.breadcrumb"), to: listPath },
          { label: enrollment.course.name },
        ]}
      />
      <div className={styles.badgeRow}>
        <CourseTypeBadge type={enrollment.course.courseTypeKey} />
        <EnrollmentStatusBadge status={enrollment.status} />
        {enrollment.finishedAt && enrollment.isPassed !== null && (
          <PassedBadge isPassed={enrollment.isPassed} />
        )}
      </div>
      <h1>{enrollment.course.name}</h1>
      <p className={styles.intro}>
        {t("enrollments.results.detailTitle", { name: learner.name })} ·{" "}
        {t("enrollments.results.version", { number: data.versionNumber })} ·{" "}
        {t("enrollments.results.attempt", { number: enrollment.attempt })}
      </p>
      {data.deletedAt && (
        <Alert tone="warning">
          {t("enrollments.results.deletedBanner", { date: formatDate(data.deletedAt) })}
        </Alert>
      )}
      {!data.deletedAt && (
        <div className={styles.actionsRow}>
          {can(user, "lms.enrollments.create") && (
            <Button
              icon={<RotateCcw size={18} aria-hidden="true" />}
              disabled={reassign.isPending}
              onClick={() => void handleReassign()}
            >
              {t("enrollments.results.reassign")}
            </Button>
          )}
          {can(user, "lms.enrollments.delete") && (
            <Button
              variant="danger"
              icon={<Trash2 size={18} aria-hidden="true" />}
              disabled={remove.isPending}
              onClick={() => void handleDelete()}
            >
              {t("enrollments.results.delete")}
            </Button>
          )}
        </div>
      )}
      <ProgressBar
        value={enrollment.progress.percentage}
        label={t("enrollments.overview.progressText", {
          completed: enrollment.progress.completedBlocks,
          total: enrollment.progress.totalBlocks,
        })}
        showValue
      />
      {enrollment.finishedAt && enrollment.score && (
        <p>
          {t("enrollments.results.score", { percentage: enrollment.score.percentage })} ·{" "}
          {t("enrollments.finish.points", {
            points: enrollment.score.points,
            maxPoints: enrollment.score.maxPoints,
          })}
          {enrollment.settings.passPercentage !== null &&
            ` · ${t("enrollments.finish.needed", { percentage: enrollment.settings.passPercentage })}`}
        </p>
      )}
      {enrollment.timedOut && <Alert tone="warning">{t("enrollments.finish.timedOut")}</Alert>}
      <section className={styles.list}>
        <h2>{t("enrollments.results.answers")}</h2>
        {data.questions.length > 0 ? (
          <AnswerReview questions={data.questions} forEducator />
        ) : (
          <p>{t("enrollments.results.noQuestions")}</p>
        )}
      </section>
      {data.pastAttempts.length > 0 && (
        <section className={styles.list}>
          <h2>{t("enrollments.results.pastAttempts")}</h2>
          <PastAttempts attempts={data.pastAttempts} />
        </section>
      )}
    </div>
  );
}
