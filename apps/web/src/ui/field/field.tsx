import { type ReactNode, useId } from "react";
import styles from "./field.module.css";

export type FieldSize = "small" | "medium" | "large";

/** What a field hands to its control so label, hint and error are tied to it. */
export type FieldControlProps = {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
};

export type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** The first message only; the server may send several per field. */
  error?: string | undefined;
  /** Shows the * after the label; the control itself carries `required` for assistive tech. */
  required?: boolean | undefined;
  id?: string | undefined;
  className?: string | undefined;
  /** Extra text under the control that describes it too, such as a character count. */
  meta?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * The frame of every labelled form control (TextField, Select, Textarea, NumberInput,
 * DateInput): label with required mark, hint, control, error and meta text, with the ids wired.
 */
export function Field({ label, hint, error, required, id, className, meta, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const metaId = meta ? `${controlId}-meta` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {children({
        id: controlId,
        "aria-describedby": [hintId, errorId, metaId].filter(Boolean).join(" ") || undefined,
        "aria-invalid": error ? true : undefined,
      })}
      {(error || meta) && (
        <div className={styles.footer}>
          {error && (
            <span id={errorId} className={styles.error}>
              {error}
            </span>
          )}
          {meta && (
            <span id={metaId} className={styles.meta}>
              {meta}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

/** Class names for a form control in the shared field look. */
export function fieldControlClassName(size: FieldSize = "medium", className?: string): string {
  return [styles.control, size !== "medium" && styles[size], className].filter(Boolean).join(" ");
}

/** Wraps a control with text or icon addons before and/or after it (8/12/16 px spacing by size). */
export function FieldAddons({
  start,
  end,
  size = "medium",
  invalid,
  children,
}: {
  start?: ReactNode;
  end?: ReactNode;
  size?: FieldSize;
  invalid?: boolean | undefined;
  children: ReactNode;
}) {
  if (!start && !end) return <>{children}</>;
  return (
    <div
      className={[
        styles.group,
        size === "small" && styles.groupSmall,
        size === "large" && styles.groupLarge,
      ]
        .filter(Boolean)
        .join(" ")}
      data-invalid={invalid ? "true" : undefined}
    >
      {start && <span className={styles.addon}>{start}</span>}
      {children}
      {end && <span className={styles.addon}>{end}</span>}
    </div>
  );
}

/** The mark after the label of something that must be filled in; the control says so itself. */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}
