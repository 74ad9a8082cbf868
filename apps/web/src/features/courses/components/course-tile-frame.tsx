import type { BlockMedia } from "@leerlijn/contracts/courses/block.schema";
import type { CourseType } from "@leerlijn/contracts/courses/course-types";
import { BookOpen } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProgressBar } from "../../../ui/progress-bar/progress-bar";
import { CourseTypeBadge } from "./course-type-badge";
import styles from "./course-tile-frame.module.css";

type Props = {
  name: string;
  to: string;
  image: BlockMedia | null;
  courseType: CourseType;
  /** The page's heading outline decides: a tile under a section heading is an h3. */
  heading: "h2" | "h3";
  /**
   * `educator`: a 16:9 image above the text at every width. `learner`: a lower 16:7 banner,
   * and on a phone a compact row, so more of a learner's courses fit in view.
   */
  variant: "educator" | "learner";
  /** Beside the course type badge: the course's or the learner's status. */
  status?: ReactNode;
  meta?: string;
  /** Laid over the image, e.g. the check of a finished course. */
  overlay?: ReactNode;
  progress?: { percentage: number; label: string };
  /** A muted line under the progress. */
  note?: string;
};

/**
 * The one course tile: image (or the type's icon when there is none), type badge, name and
 * details. The name is the only link, stretched over the whole tile, so the tile is one
 * target without nesting the badges in a link.
 */
export function CourseTileFrame({
  name,
  to,
  image,
  courseType,
  heading: Heading,
  variant,
  status,
  meta,
  overlay,
  progress,
  note,
}: Props) {
  return (
    <article className={`${styles.tile} ${styles[variant]}`}>
      <div className={styles.image} aria-hidden="true">
        {image?.thumb ? (
          <img src={image.thumb} alt="" />
        ) : (
          <BookOpen size={36} style={{ color: courseType.colorProfile.text }} />
        )}
        {overlay}
      </div>
      <div className={styles.body}>
        <div className={styles.badges}>
          <CourseTypeBadge type={courseType.key} />
          {status}
        </div>
        <Heading className={styles.title}>
          <Link to={to} className={styles.link}>
            {name}
          </Link>
        </Heading>
        {meta && <p className={styles.meta}>{meta}</p>}
        {progress && (
          <ProgressBar
            className={styles.progress}
            value={progress.percentage}
            label={progress.label}
            hideLabel
            showValue
          />
        )}
        {note && <p className={styles.meta}>{note}</p>}
      </div>
    </article>
  );
}
