import type { OpenLibraryTile as OpenLibraryTileData } from "@leerlijn/contracts/enrollments/open-library.contract";
import { BookOpen, Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProgressBar } from "../../../ui/progress-bar/progress-bar";
import { CourseTypeBadge } from "../../courses/components/course-type-badge";
import { EnrollmentStatusBadge } from "./enrollment-badges";
import styles from "./enrollment-tile.module.css";

/** A course of the open library as a tile, with the learner's own progress when enrolled. */
export function OpenLibraryTile({ course, to }: { course: OpenLibraryTileData; to: string }) {
  const { t } = useTranslation();
  const { enrollment } = course;
  return (
    <article className={styles.tile}>
      <div className={styles.image} aria-hidden="true">
        {course.image?.thumb ? (
          <img src={course.image.thumb} alt="" />
        ) : (
          <BookOpen size={36} style={{ color: course.courseType.colorProfile.text }} />
        )}
        {enrollment?.status === "done" && (
          <span className={styles.check}>
            <Check size={32} strokeWidth={3} />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.badges}>
          <CourseTypeBadge type={course.courseType.key} />
          {enrollment && <EnrollmentStatusBadge status={enrollment.status} />}
        </div>
        <h2 className={styles.title}>
          <Link to={to} className={styles.link}>
            {course.name}
          </Link>
        </h2>
        <p className={styles.meta}>
          {t("enrollments.openLibrary.byCompany", { company: course.companyName })}
          {course.estimatedMinutes !== null &&
            ` · ${t("courses.minutes", { count: course.estimatedMinutes })}`}
        </p>
        {enrollment?.status === "in-progress" && (
          <ProgressBar
            className={styles.progress}
            value={enrollment.percentage}
            label={t("enrollments.myTrainings.percentageDone", {
              percentage: enrollment.percentage,
            })}
            hideLabel
            showValue
          />
        )}
      </div>
    </article>
  );
}
