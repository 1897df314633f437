import type { ElementType, ReactNode } from "react";
import styles from "./container.module.css";

/** Centres content at the site's content width; 625 px is the mobile breakpoint (spec section 9). */
export function Container({
  as: Tag = "div",
  children,
  className,
}: {
  as?: ElementType;
  children: ReactNode;
  className?: string;
}) {
  return <Tag className={className ? `${styles.container} ${className}` : styles.container}>{children}</Tag>;
}
