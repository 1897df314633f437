import type { CSSProperties, ElementType, ReactNode } from "react";
import styles from "./grid.module.css";

/**
 * A responsive grid: as many columns of at least `minItemWidth` as fit, at
 * most `columns`; one column on mobile (625 px, spec section 9).
 */
export function Grid({
  as: Tag = "div",
  columns = 3,
  minItemWidth = "16rem",
  gap = "var(--space-6)",
  className,
  children,
}: {
  as?: ElementType;
  columns?: 1 | 2 | 3 | 4;
  minItemWidth?: string;
  gap?: string;
  className?: string;
  children: ReactNode;
}) {
  const style = { "--grid-columns": columns, "--grid-min": minItemWidth, "--grid-gap": gap } as CSSProperties;
  return (
    <Tag className={className ? `${styles.grid} ${className}` : styles.grid} style={style}>
      {children}
    </Tag>
  );
}
