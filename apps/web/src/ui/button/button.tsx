import type { ComponentPropsWithRef, ReactNode } from "react";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";

type ButtonProps = ComponentPropsWithRef<"button"> & {
  variant?: ButtonVariant;
  size?: "small" | "medium" | "large";
  block?: boolean;
  icon?: ReactNode;
};

export function buttonClassName({
  variant = "secondary",
  size = "medium",
  block = false,
}: Pick<ButtonProps, "variant" | "size" | "block">): string {
  return [styles.button, styles[variant], size !== "medium" && styles[size], block && styles.block]
    .filter(Boolean)
    .join(" ");
}

export function Button({
  variant,
  size,
  block,
  icon,
  className,
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClassName({ variant, size, block }), className].filter(Boolean).join(" ")}
      {...rest}
    >
      {icon}
      {children}
    </button>
  );
}
