import type { ReactNode } from "react";
import styles from "./tag.module.css";

export type BadgeTone = "neutral" | "brand" | "success" | "warning" | "danger";

/** A label such as a concept, residence type or area: quiet, not interactive. */
export function Tag({ children }: { children: ReactNode }) {
  return <span className={styles.tag}>{children}</span>;
}

/** A status (for sale, reserved, sold, VIP, new): short text on a solid colour. */
export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
