import { ChevronDown } from "lucide-react";
import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { Field, fieldControlClassName, type FieldSize } from "../field/field";
import styles from "./select.module.css";

export type SelectOption = { value: string; label: string; disabled?: boolean };

/** Spec §5: a list is all strings or all {value, label} objects, never a mix. */
export type SelectOptions = readonly string[] | readonly SelectOption[];

export type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "value" | "defaultValue" | "onChange" | "size" | "multiple" | "children"
> & {
  label: ReactNode;
  options: SelectOptions;
  /** The chosen value; "" shows the placeholder. */
  value: string;
  onChange: (value: string) => void;
  /** The empty first choice; defaults to "Maak een keuze". Pass null for no empty choice. */
  placeholder?: string | null;
  hint?: ReactNode;
  error?: string | undefined;
  size?: FieldSize;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * Turns either kind of option list into {value, label} objects. A mixed list is a type error,
 * and in development also a thrown error.
 */
export function normalizeSelectOptions(options: SelectOptions): SelectOption[] {
  const strings = options.filter((option) => typeof option === "string").length;
  if (import.meta.env.DEV && strings > 0 && strings < options.length) {
    throw new Error(
      "Select: options must be all strings or all { value, label } objects, not a mix of both.",
    );
  }
  return options.map((option) =>
    typeof option === "string" ? { value: option, label: option } : option,
  );
}

/** A labelled native select in the field look; keyboard and phone pickers work as usual. */
export function Select({
  label,
  options,
  value,
  onChange,
  placeholder,
  hint,
  error,
  required,
  id,
  className,
  size = "medium",
  ref,
  ...rest
}: SelectProps) {
  const { t } = useTranslation();
  const items = normalizeSelectOptions(options);
  const empty = placeholder === null ? null : (placeholder ?? t("ui.select.placeholder"));
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
        <div className={styles.wrapper}>
          <select
            ref={ref}
            className={fieldControlClassName(
              size,
              [styles.select, value === "" && styles.placeholder].filter(Boolean).join(" "),
            )}
            value={value}
            required={required}
            onChange={(event) => onChange(event.target.value)}
            {...control}
            {...rest}
          >
            {empty !== null && (
              <option value="" disabled={required}>
                {empty}
              </option>
            )}
            {items.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown className={styles.chevron} size={20} aria-hidden="true" />
        </div>
      )}
    </Field>
  );
}
