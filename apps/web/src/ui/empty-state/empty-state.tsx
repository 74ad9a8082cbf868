import type { ReactNode } from "react";
import styles from "./empty-state.module.css";

type EmptyStateProps = {
  /** A decorative icon, e.g. `<Inbox size={28} aria-hidden="true" />`. */
  icon?: ReactNode;
  /** What this place is for, or what is missing ("Nog geen cursussen"). */
  title: ReactNode;
  /** One or two sentences on what to do next. */
  text?: ReactNode;
  /** The first action, usually a primary Button or a link styled with buttonClassName. */
  action?: ReactNode;
  /** The heading level that fits the page outline; `p` when a heading would be out of place. */
  titleAs?: "h2" | "h3" | "p";
  className?: string;
};

/** The designed "nothing here yet" state: what this is, and the first thing to do. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  titleAs = "h2",
  className,
}: EmptyStateProps) {
  const Title = titleAs;
  return (
    <div className={[styles.emptyState, className].filter(Boolean).join(" ")}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Title className={styles.title}>{title}</Title>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
