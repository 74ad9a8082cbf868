import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import styles from "./alert.module.css";

export type AlertTone = "info" | "success" | "warning" | "danger";

const icons = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
} as const;

/**
 * An inline message; danger alerts are announced immediately to screen readers. `announce`
 * false leaves the role off, for a message placed in a live region its page keeps mounted.
 */
export function Alert({
  tone = "info",
  title,
  children,
  announce = true,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  announce?: boolean;
}) {
  const Icon = icons[tone];
  return (
    <div
      className={`${styles.alert} ${styles[tone]}`}
      role={announce ? (tone === "danger" ? "alert" : "status") : undefined}
    >
      <Icon className={styles.icon} size={20} aria-hidden="true" />
      <div>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
