import type { CSSProperties } from "react";
import styles from "./skeleton.module.css";

type SkeletonProps = {
  /** CSS width, e.g. 120 (px) or "60%"; defaults to the full width. */
  width?: CSSProperties["width"];
  /** CSS height; defaults to one line of text. */
  height?: CSSProperties["height"];
  circle?: boolean;
  className?: string;
};

/**
 * A grey placeholder block in the shape of content that is still loading. It is hidden from
 * screen readers: mark the region that is loading with `aria-busy="true"` and give it a
 * label or a visually hidden loading text instead.
 */
export function Skeleton({
  width = "100%",
  height = "1em",
  circle = false,
  className,
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={[styles.skeleton, circle && styles.circle, className].filter(Boolean).join(" ")}
      style={{ width, height }}
    />
  );
}
