import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
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
};

/** A labelled input with its hint and error tied to it for screen readers; required marked *. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, required, id, className, size = "medium", addonStart, addonEnd, ...rest },
  ref,
) {
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
});
