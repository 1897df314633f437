import styles from "./skip-link.module.css";

/** The first focusable element on every page: jumps past the header (WCAG 2.4.1). */
export function SkipLink({ targetId, label }: { targetId: string; label: string }) {
  return (
    <a className={styles.skip} href={`#${targetId}`}>
      {label}
    </a>
  );
}
