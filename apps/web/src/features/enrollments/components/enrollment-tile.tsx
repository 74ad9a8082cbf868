import type { EnrollmentListItem } from "@leerlijn/contracts/enrollments/enrollment.schema";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../../lib/i18n";
import { CourseTileFrame } from "../../courses/components/course-tile-frame";
import { CompletionMark } from "./completion-mark";
import { EnrollmentStatusBadge, PassedBadge } from "./enrollment-badges";

/** A course the learner follows, as a tile that opens the enrollment. */
export function EnrollmentTile({ enrollment }: { enrollment: EnrollmentListItem }) {
  const { t } = useTranslation();
  const { course, progress, status } = enrollment;
  const done = status === "done";
  const { percentage } = progress;
  return (
    <CourseTileFrame
      variant="learner"
      heading="h2"
      name={course.name}
      to={`/enrollments/${enrollment.id}`}
      image={course.image}
      courseType={course.courseType}
      overlay={done && <CompletionMark failed={enrollment.isPassed === false} />}
      status={
        done && enrollment.isPassed !== null ? (
          <PassedBadge isPassed={enrollment.isPassed} />
        ) : (
          <EnrollmentStatusBadge status={status} />
        )
      }
      meta={
        course.estimatedMinutes === null
          ? undefined
          : t("courses.minutes", { count: course.estimatedMinutes })
      }
      progress={
        status === "in-progress"
          ? { percentage, label: t("enrollments.myTrainings.percentageDone", { percentage }) }
          : undefined
      }
      note={
        enrollment.deadlineAt && !enrollment.finishedAt
          ? t("enrollments.myTrainings.deadline", { time: formatTime(enrollment.deadlineAt) })
          : undefined
      }
    />
  );
}
