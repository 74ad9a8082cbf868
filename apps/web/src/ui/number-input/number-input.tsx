import {
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useState,
} from "react";
import { Field, FieldAddons, fieldControlClassName, type FieldSize } from "../field/field";

export type NumberInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "defaultValue" | "onChange" | "type" | "min" | "max" | "step" | "size"
> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** null when the field is empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Step for the arrow keys; defaults to 1. */
  step?: number;
  size?: FieldSize;
  /** A unit before or after the value, e.g. "€" or "min". */
  addonStart?: ReactNode;
  addonEnd?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** Text that may still become a number: digits, an optional minus, one decimal comma or point. */
const NUMBER_TEXT = /^-?\d*(?:[.,]\d*)?$/;

/**
 * Reads what the user typed (spec §5): empty text is null; text that is not a number (or
 * on the way to one, like "-" or "3,") is rejected; a comma works as decimal separator.
 * `value: undefined` means "accepted, but no number yet" (e.g. "-").
 */
export function parseNumberText(text: string): { accepted: boolean; value?: number | null } {
  const trimmed = text.trim();
  if (trimmed === "") return { accepted: true, value: null };
  if (!NUMBER_TEXT.test(trimmed)) return { accepted: false };
  if (!/\d/.test(trimmed)) return { accepted: true };
  const value = Number(trimmed.replace(",", "."));
  return Number.isFinite(value) ? { accepted: true, value } : { accepted: false };
}

/** Dutch notation without grouping: 1234.5 → "1234,5". */
export function formatNumberText(value: number | null): string {
  return value === null ? "" : String(value).replace(".", ",");
}

/**
 * A labelled number field that takes Dutch input ("2,5"). Letters are ignored (the field
 * keeps its previous text and value); an empty field gives null. Arrow up/down step by
 * `step` within min and max. A typed value out of range is kept as typed, never moved into
 * range: the form refuses it with its reason, so nobody saves a value they did not type.
 */
export function NumberInput({
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
  step = 1,
  size = "medium",
  addonStart,
  addonEnd,
  onBlur,
  onKeyDown,
  ref,
  ...rest
}: NumberInputProps) {
  const [text, setText] = useState(() => formatNumberText(value));
  // The value this text belongs to; when the parent sets another value, the text follows.
  const [textValue, setTextValue] = useState(value);
  if (!Object.is(value, textValue)) {
    setTextValue(value);
    setText(formatNumberText(value));
  }

  const commit = (next: number | null) => {
    setTextValue(next);
    setText(formatNumberText(next));
    if (!Object.is(next, value)) onChange(next);
  };

  const handleChange = (nextText: string) => {
    const parsed = parseNumberText(nextText);
    if (!parsed.accepted) return;
    setText(nextText);
    if (parsed.value === undefined) return;
    setTextValue(parsed.value);
    if (!Object.is(parsed.value, value)) onChange(parsed.value);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    // "3," or "-" becomes what it stands for; the number itself stays as typed.
    commit(value);
    onBlur?.(event);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    const base = value ?? (min !== undefined && min > 0 ? min - step : 0);
    const next = roundToStep(base + (event.key === "ArrowUp" ? step : -step), step);
    commit(clamp(next, min, max));
  };

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
        <FieldAddons start={addonStart} end={addonEnd} size={size} invalid={Boolean(error)}>
          <input
            ref={ref}
            type="text"
            inputMode={
              min !== undefined && min >= 0 && Number.isInteger(step) ? "numeric" : "decimal"
            }
            autoComplete="off"
            role="spinbutton"
            aria-valuenow={value ?? undefined}
            aria-valuemin={min}
            aria-valuemax={max}
            className={fieldControlClassName(size)}
            required={required}
            value={text}
            onChange={(event) => handleChange(event.target.value)}
            onBlur={handleBlur}
            onKeyDown={handleKeyDown}
            {...control}
            {...rest}
          />
        </FieldAddons>
      )}
    </Field>
  );
}

function clamp(value: number, min: number | undefined, max: number | undefined): number {
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}

/** Removes floating-point noise: 0.1 + 0.2 with step 0.1 gives 0.3. */
function roundToStep(value: number, step: number): number {
  const decimals = (String(step).split(".")[1] ?? "").length;
  return Number(value.toFixed(decimals));
}
