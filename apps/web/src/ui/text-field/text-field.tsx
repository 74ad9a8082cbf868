import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { Field, FieldAddons, fieldControlClassName, type FieldSize } from "../field/field";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "size"> & {
  label: ReactNode;
  hint?: ReactNode;
  /** The first message only; the server may send several per field. */
  error?: string | undefined;
  size?: FieldSize;
  /** Text or an icon inside the field, before the value (for example "€"). */
  addonStart?: ReactNode;
  /** Text or an icon inside the field, after the value (for example "min"). */
  addonEnd?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its hint and error tied to it for screen readers; required marked *. */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  className,
  size = "medium",
  addonStart,
  addonEnd,
  ref,
  ...rest
}: TextFieldProps) {
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
            className={fieldControlClassName(size)}
            required={required}
            {...control}
            {...rest}
          />
        </FieldAddons>
      )}
    </Field>
  );
}
