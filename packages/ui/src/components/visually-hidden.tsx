import type { ReactNode } from "react";
import styles from "./visually-hidden.module.css";

/** The class behind VisuallyHidden, for an element that must keep its own tag (a heading, a live region). */
export const visuallyHiddenClassName = styles.hidden;

/** Text for assistive technology only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
