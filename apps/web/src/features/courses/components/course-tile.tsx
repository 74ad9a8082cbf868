import type { CourseTile as CourseTileData } from "@leerlijn/contracts/courses/course-library.contract";
import { useTranslation } from "react-i18next";
import { CourseStatusBadge } from "./course-status-badge";
import { CourseTileFrame } from "./course-tile-frame";

/** A course of the company's library as a tile, with its publication status. */
export function CourseTile({ course, to }: { course: CourseTileData; to: string }) {
  const { t } = useTranslation();
  return (
    <CourseTileFrame
      variant="educator"
      heading="h3"
      name={course.name}
      to={to}
      image={course.image}
      courseType={course.courseType}
      status={<CourseStatusBadge status={course.status} />}
      meta={
        course.estimatedMinutes === null
          ? undefined
          : t("courses.minutes", { count: course.estimatedMinutes })
      }
    />
  );
}
