import type { ReactNode } from "react";
import styles from "./verdict.module.css";

export type VerdictTone = "success" | "info" | "warning" | "danger";

/**
 * The answer of a public check (is this certificate valid, is this PDF unchanged): a large
 * coloured block with an icon, the verdict as a heading and one sentence on what it means.
 * Announced when it appears, since it comes after the visitor's own action.
 */
export function Verdict({
  tone,
  icon,
  title,
  text,
}: {
  tone: VerdictTone;
  /** A 32 px icon that matches the tone, hidden from screen readers (`aria-hidden`). */
  icon: ReactNode;
  title: string;
  text?: string;
}) {
  return (
    <div className={`${styles.verdict} ${styles[tone]}`} role="status">
      {icon}
      <div>
        <h2 className={styles.title}>{title}</h2>
        {text && <p className={styles.text}>{text}</p>}
      </div>
    </div>
  );
}

/** The facts behind a verdict as name and value pairs (`dt` and `dd` children). */
export function VerdictFacts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}
