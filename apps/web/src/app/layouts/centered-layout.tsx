import type { ReactNode } from "react";
import styles from "./centered-layout.module.css";

/** One card in the middle of the page, without navigation (login, not-found, errors). */
export function CenteredLayout({ logo, children }: { logo?: ReactNode; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        {logo && <div className={styles.logo}>{logo}</div>}
        {children}
      </div>
    </main>
  );
}

export const centeredStyles = styles;
