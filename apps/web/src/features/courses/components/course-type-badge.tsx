import type { CourseTypeKey } from "@leerlijn/contracts/courses/course-types";
import { useCourseTypes } from "../api/course-types";
import styles from "./course-badges.module.css";

/** The course type as a label in its own colours (spec: course type badge). */
export function CourseTypeBadge({ type }: { type: CourseTypeKey }) {
  const found = useCourseTypes().find((candidate) => candidate.key === type);
  if (!found) return null;
  return (
    <span
      className={styles.badge}
      style={{ background: found.colorProfile.background, color: found.colorProfile.text }}
    >
      {found.name}
    </span>
  );
}
