import { Check, X } from "lucide-react";
import styles from "./completion-mark.module.css";

/**
 * Laid over a finished course's image (spec: course tile). A test that is done but failed gets a
 * red cross instead of the check, so it never looks like a success.
 */
export function CompletionMark({ failed = false }: { failed?: boolean }) {
  return (
    <span
      className={failed ? styles.failed : styles.check}
      data-testid={failed ? "tile-failed" : "tile-done"}
    >
      {failed ? <X size={32} strokeWidth={3} /> : <Check size={32} strokeWidth={3} />}
    </span>
  );
}
