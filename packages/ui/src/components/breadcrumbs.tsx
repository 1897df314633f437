import { Link } from "./link";
import styles from "./breadcrumbs.module.css";

export interface Crumb {
  label: string;
  href: string;
}

/**
 * The path to the current page. The last crumb is the current page: text with
 * aria-current, not a link. `label` names the landmark ("Brödsmulor").
 */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.href} className={styles.item}>
              <span aria-current="page">{item.label}</span>
            </li>
          ) : (
            <li key={item.href} className={styles.item}>
              <Link href={item.href}>{item.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
