import type { OpenLibraryTile as OpenLibraryTileData } from "@leerlijn/contracts/enrollments/open-library.contract";
import { useTranslation } from "react-i18next";
import { CourseTileFrame } from "../../courses/components/course-tile-frame";
import { CompletionMark } from "./completion-mark";
import { EnrollmentStatusBadge } from "./enrollment-badges";

/** A course of the open library as a tile, with the learner's own progress when enrolled. */
export function OpenLibraryTile({ course, to }: { course: OpenLibraryTileData; to: string }) {
  const { t } = useTranslation();
  const { enrollment } = course;
  const byCompany = t("enrollments.openLibrary.byCompany", { company: course.companyName });
  return (
    <CourseTileFrame
      variant="learner"
      heading="h2"
      name={course.name}
      to={to}
      image={course.image}
      courseType={course.courseType}
      overlay={enrollment?.status === "done" && <CompletionMark />}
      status={enrollment && <EnrollmentStatusBadge status={enrollment.status} />}
      meta={
        course.estimatedMinutes === null
          ? byCompany
          : `${byCompany} · ${t("courses.minutes", { count: course.estimatedMinutes })}`
      }
      progress={
        enrollment?.status === "in-progress"
          ? {
              percentage: enrollment.percentage,
              label: t("enrollments.myTrainings.percentageDone", {
                percentage: enrollment.percentage,
              }),
            }
          : undefined
      }
    />
  );
}
