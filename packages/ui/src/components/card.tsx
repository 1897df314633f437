import type { ReactNode } from "react";
import { Link } from "./link";
import styles from "./card.module.css";

export interface CardProps {
  /** The card's heading; with `href` the heading is the link and the whole card is clickable. */
  heading: ReactNode;
  headingLevel?: 2 | 3 | 4;
  href?: string;
  /** Media above the text, typically an <Image>. */
  media?: ReactNode;
  /** Tags or a badge shown over the media or above the heading. */
  tags?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/**
 * A teaser for a stage, home, article or news item. The link is on the
 * heading only (one link per card, a clear accessible name); a stretched
 * pseudo-element makes the whole card the click target.
 */
export function Card({ heading, headingLevel = 3, href, media, tags, children, footer, className }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={[styles.card, href ? styles.linked : undefined, className].filter(Boolean).join(" ")}>
      {media ? <div className={styles.media}>{media}</div> : null}
      <div className={styles.body}>
        {tags ? <div className={styles.tags}>{tags}</div> : null}
        <Heading className={styles.heading}>
          {href ? (
            <Link href={href} className={styles.link}>
              {heading}
            </Link>
          ) : (
            heading
          )}
        </Heading>
        {children ? <div className={styles.content}>{children}</div> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </article>
  );
}
