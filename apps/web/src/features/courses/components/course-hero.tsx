import type { BlockMedia } from "@leerlijn/contracts/courses/block.schema";
import type { CourseType } from "@leerlijn/contracts/courses/course-types";
import { BookOpen } from "lucide-react";
import type { ReactNode } from "react";
import styles from "./course-hero.module.css";

/**
 * The head of a course's own page: its picture (or its type's icon) beside what the page says
 * first about it, the picture a banner above it on a phone. The same picture as on its tile, so
 * the course is recognised when opened.
 */
export function CourseHero({
  image,
  courseType,
  className,
  children,
}: {
  image: BlockMedia | null;
  courseType: CourseType;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${styles.hero} ${className}` : styles.hero}>
      <div className={styles.picture} aria-hidden="true">
        {image?.thumb ? (
          <img src={image.thumb} alt="" />
        ) : (
          <BookOpen size={40} style={{ color: courseType.colorProfile.text }} />
        )}
      </div>
      <div className={styles.text}>{children}</div>
    </div>
  );
}
