import type { ReactNode } from "react";
import styles from "./badge.module.css";

export type BadgeTone = "neutral" | "info" | "success" | "warning" | "danger";

type BadgeProps = {
  tone?: BadgeTone;
  /** The text; required, because colour alone never carries the meaning. */
  children: string | number;
  /** An optional decorative icon before the text (20 px Lucide icons look best at size 14). */
  icon?: ReactNode;
  className?: string;
};

/** A small status label: a tone for the eye, always with text for everyone. */
export function Badge({ tone = "neutral", children, icon, className }: BadgeProps) {
  const text = String(children).trim();
  if (import.meta.env.DEV && text === "") {
    throw new Error("Badge: give the badge a text; colour alone must not carry its meaning.");
  }
  return (
    <span
      className={[styles.badge, styles[tone], className].filter(Boolean).join(" ")}
      data-tone={tone}
    >
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {text}
    </span>
  );
}
