import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from "react";
import { Link } from "./link";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "onDark";

function classes(variant: ButtonVariant, className?: string) {
  return [styles.button, styles[variant], className].filter(Boolean).join(" ");
}

export function Button({
  variant = "primary",
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; ref?: Ref<HTMLButtonElement> }) {
  return <button type={type} className={classes(variant, className)} {...props} />;
}

/** A link that looks like a button: navigation, not an action. */
export function ButtonLink({
  variant = "primary",
  className,
  href,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; href: string }) {
  return <Link href={href} className={classes(variant, className)} {...props} />;
}
