import { LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import styles from "./spinner.module.css";

type SpinnerProps = {
  size?: number;
  /** Read out to screen readers; defaults to "Bezig met laden…". */
  label?: string;
  /** Inside a control that already says it is busy (a button reading "Bezig met opslaan…"). */
  decorative?: boolean;
};

/**
 * A small turning circle for short waits inside controls. For loading a page or a list,
 * prefer Skeleton blocks in the shape of what is coming.
 */
export function Spinner({ size = 20, label, decorative = false }: SpinnerProps) {
  const { t } = useTranslation();
  if (decorative) {
    return (
      <span className={styles.spinner} aria-hidden="true">
        <LoaderCircle className={styles.icon} size={size} />
      </span>
    );
  }
  return (
    <span className={styles.spinner} role="status">
      <LoaderCircle className={styles.icon} size={size} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t("ui.spinner.label")}</span>
    </span>
  );
}
