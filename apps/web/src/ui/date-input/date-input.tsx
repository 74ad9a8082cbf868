import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { Field, fieldControlClassName, type FieldSize } from "../field/field";
import styles from "./date-input.module.css";

export type DateInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "defaultValue" | "onChange" | "type" | "min" | "max" | "size"
> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** yyyy-MM-dd, or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Earliest date, yyyy-MM-dd. */
  min?: string;
  /** Latest date, yyyy-MM-dd. */
  max?: string;
  size?: FieldSize;
  ref?: Ref<HTMLInputElement>;
};

/** Whether the text is a real calendar date written as yyyy-MM-dd (2026-02-30 is not). */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Spec §5: min and max must be valid dates (and min not after max). */
export function assertDateBounds(min: string | undefined, max: string | undefined): void {
  for (const [name, bound] of [
    ["min", min],
    ["max", max],
  ] as const) {
    if (bound !== undefined && !isIsoDate(bound)) {
      throw new Error(
        `DateInput: ${name} must be a real date written as yyyy-MM-dd, got "${bound}".`,
      );
    }
  }
  if (min !== undefined && max !== undefined && min > max) {
    throw new Error(`DateInput: min (${min}) must not be after max (${max}).`);
  }
}

/**
 * A labelled native date field: the browser's own date picker, which phones show as a wheel
 * or calendar. The value is yyyy-MM-dd; an empty (or incomplete) field gives null.
 */
export function DateInput({
  label,
  hint,
  error,
  required,
  id,
  className,
  value,
  onChange,
  min,
  max,
  size = "medium",
  ref,
  ...rest
}: DateInputProps) {
  assertDateBounds(min, max);
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <input
          ref={ref}
          type="date"
          className={fieldControlClassName(size, styles.date)}
          required={required}
          min={min}
          max={max}
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
          {...control}
          {...rest}
        />
      )}
    </Field>
  );
}
