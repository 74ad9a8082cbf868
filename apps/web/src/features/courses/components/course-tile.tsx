import type { CourseTile as CourseTileData } from "@leerlijn/contracts/courses/course-library.contract";
import { BookOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CourseStatusBadge } from "./course-status-badge";
import { CourseTypeBadge } from "./course-type-badge";
import styles from "./course-tile.module.css";

/** A course as a tile: image, type badge, status, name and length; the whole tile is the link. */
export function CourseTile({ course, to }: { course: CourseTileData; to: string }) {
  const { t } = useTranslation();
  return (
    <article className={styles.tile}>
      <div className={styles.image} aria-hidden="true">
        {course.image?.thumb ? (
          <img src={course.image.thumb} alt="" />
        ) : (
          <BookOpen size={36} style={{ color: course.courseType.colorProfile.text }} />
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.badges}>
          <CourseTypeBadge type={course.courseType.key} />
          <CourseStatusBadge status={course.status} />
        </div>
        <h3 className={styles.title}>
          <Link to={to} className={styles.link}>
            {course.name}
          </Link>
        </h3>
        {course.estimatedMinutes !== null && (
          <p className={styles.meta}>{t("courses.minutes", { count: course.estimatedMinutes })}</p>
        )}
      </div>
    </article>
  );
}
