import {
  type ChangeEvent,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Field, fieldControlClassName } from "../field/field";
import styles from "./textarea.module.css";

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  hint?: ReactNode;
  /** The first message only; the server may send several per field. */
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
};

/** Spec §5: minLength must be non-negative; maxLength too, and not below minLength. */
export function assertTextareaLengths(
  minLength: number | undefined,
  maxLength: number | undefined,
): void {
  if (minLength !== undefined && !(minLength >= 0)) {
    throw new Error(`Textarea: minLength must be a non-negative number, got ${minLength}.`);
  }
  if (maxLength !== undefined && !(maxLength >= 0)) {
    throw new Error(`Textarea: maxLength must be a non-negative number, got ${maxLength}.`);
  }
  if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) {
    throw new Error(
      `Textarea: minLength (${minLength}) must not be above maxLength (${maxLength}).`,
    );
  }
}

/**
 * A labelled multi-line text field. With maxLength it shows "12 van 500 tekens" under it
 * (tied to the field) and announces once when the maximum is reached.
 */
export function Textarea({
  label,
  hint,
  error,
  required,
  id,
  className,
  minLength,
  maxLength,
  value,
  defaultValue,
  onChange,
  rows = 4,
  ref,
  ...rest
}: TextareaProps) {
  const { t } = useTranslation();
  assertTextareaLengths(minLength, maxLength);
  const [typedLength, setTypedLength] = useState(() => textLength(defaultValue));
  const length = value !== undefined ? textLength(value) : typedLength;
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };
  const meta =
    maxLength !== undefined ? (
      <span className={length > maxLength ? styles.over : undefined}>
        {t("ui.textarea.count", { length, max: maxLength })}
      </span>
    ) : undefined;
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      meta={meta}
    >
      {(control) => (
        <>
          <textarea
            ref={ref}
            className={fieldControlClassName("medium", styles.textarea)}
            required={required}
            minLength={minLength}
            maxLength={maxLength}
            rows={rows}
            value={value}
            defaultValue={defaultValue}
            onChange={handleChange}
            {...control}
            {...rest}
          />
          {maxLength !== undefined && (
            <span className="visually-hidden" aria-live="polite">
              {length >= maxLength ? t("ui.textarea.limitReached", { max: maxLength }) : ""}
            </span>
          )}
        </>
      )}
    </Field>
  );
}

function textLength(value: TextareaHTMLAttributes<HTMLTextAreaElement>["value"]): number {
  if (value === undefined || value === null) return 0;
  return Array.isArray(value) ? value.join(",").length : String(value).length;
}
