import type { HTMLAttributes, ReactNode, Ref } from "react";
import styles from "./typography.module.css";

type HeadingLevel = 1 | 2 | 3 | 4;
export type HeadingSize = "4xl" | "3xl" | "2xl" | "xl" | "lg";

const DEFAULT_SIZE: Record<HeadingLevel, HeadingSize> = { 1: "3xl", 2: "2xl", 3: "xl", 4: "lg" };

/** A heading whose look (size) is chosen apart from its level, so the outline stays right. */
export function Heading({
  level,
  size = DEFAULT_SIZE[level],
  className,
  children,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & {
  level: HeadingLevel;
  size?: HeadingSize;
  children: ReactNode;
  /** A heading that takes focus when a page's state changes (tabIndex -1). */
  ref?: Ref<HTMLHeadingElement>;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={join(styles.heading, styles[`size-${size}`], className)} {...props}>
      {children}
    </Tag>
  );
}

export type TextVariant = "body" | "lead" | "small" | "muted";

/** Running text in the brand's body face: lead for intros, small and muted for secondary text. */
export function Text({
  variant = "body",
  as: Tag = "p",
  className,
  children,
  ...props
}: HTMLAttributes<HTMLElement> & { variant?: TextVariant; as?: "p" | "span" | "div"; children: ReactNode }) {
  return (
    <Tag className={join(styles.text, styles[variant], className)} {...props}>
      {children}
    </Tag>
  );
}

function join(...names: Array<string | undefined>): string {
  return names.filter(Boolean).join(" ");
}
