import type { ReactNode } from "react";
import styles from "./accordion.module.css";

export interface AccordionItem {
  id: string;
  summary: ReactNode;
  content: ReactNode;
}

/**
 * FAQ-style disclosures on native <details>: keyboard and screen-reader
 * support and find-in-page come from the browser, no JavaScript needed.
 * With `name`, opening one item closes the others (exclusive accordion).
 */
export function Accordion({
  items,
  name,
  headingLevel,
}: {
  items: AccordionItem[];
  name?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <details key={item.id} id={item.id} name={name} className={styles.item}>
          <summary className={styles.summary}>
            {headingLevel ? <SummaryHeading level={headingLevel}>{item.summary}</SummaryHeading> : item.summary}
          </summary>
          <div className={styles.content}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}

function SummaryHeading({ level, children }: { level: 2 | 3 | 4; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag className={styles.heading}>{children}</Tag>;
}
