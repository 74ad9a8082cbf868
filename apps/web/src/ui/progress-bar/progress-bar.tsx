import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LOCALE } from "../../lib/i18n";
import styles from "./progress-bar.module.css";

const percentFormat = new Intl.NumberFormat(LOCALE, { style: "percent", maximumFractionDigits: 0 });

/** Spec §5: progress is 0 to 100; anything else (or not a number) is brought within range. */
export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? 100 : 0;
  return Math.min(100, Math.max(0, value));
}

type ProgressBarProps = {
  /** 0 to 100. */
  value: number;
  /** Shown above the bar and used as its accessible name; defaults (unseen) to "Voortgang". */
  label?: string;
  /** Keeps the label for screen readers only (e.g. in a table row that already says what it is). */
  hideLabel?: boolean;
  /** Shows the percentage as text too. */
  showValue?: boolean;
  className?: string;
};

/** A bar in the company colour showing how far something is, e.g. a course (0 to 100%). */
export function ProgressBar({
  value,
  label,
  hideLabel = false,
  showValue = false,
  className,
}: ProgressBarProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const percent = clampProgress(value);
  const rounded = Math.round(percent);
  const text = percentFormat.format(rounded / 100);
  const valueText = showValue ? <span className={styles.value}>{text}</span> : null;
  const visibleLabel = label && !hideLabel;
  return (
    <div className={[styles.progress, className].filter(Boolean).join(" ")}>
      {visibleLabel && (
        <div className={styles.header}>
          <span id={labelId} className={styles.label}>
            {label}
          </span>
          {valueText}
        </div>
      )}
      <div className={styles.row}>
        <div
          role="progressbar"
          className={styles.track}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={rounded}
          aria-valuetext={text}
          aria-labelledby={visibleLabel ? labelId : undefined}
          aria-label={visibleLabel ? undefined : (label ?? t("ui.progressBar.label"))}
        >
          <div className={styles.fill} style={{ width: `${percent}%` }} />
        </div>
        {!visibleLabel && valueText}
      </div>
    </div>
  );
}
