import type { ReactNode } from "react";
import styles from "./fact-list.module.css";

export interface Fact {
  label: ReactNode;
  value: ReactNode;
}

/** Facts of a home or stage (price, rooms, area, move-in) as a description list: label above value. */
export function FactList({ facts, columns = 2 }: { facts: Fact[]; columns?: 1 | 2 | 3 }) {
  return (
    <dl className={`${styles.list} ${styles[`columns-${columns}`]}`}>
      {facts.map((fact, index) => (
        <div key={index} className={styles.item}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
