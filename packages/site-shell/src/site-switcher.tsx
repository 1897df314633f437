"use client";
import { useI18n } from "@housing/i18n/react";
import styles from "./site-switcher.module.css";

export interface SiteSwitcherLink {
  code: string;
  name: string;
  href: string;
  /** BCP 47 tag of the target site's language. */
  lang: string;
}

/**
 * Developer tool (spec section 2): links to every local site. A native
 * disclosure in the bottom-left corner: keyboard accessible, closed by
 * default, and out of the way of the page and the cookie prompt. The layout
 * renders it only where isDevToolsEnvironment() holds (never preprod or production).
 */
export function SiteSwitcher({ links, currentCode }: { links: SiteSwitcherLink[]; currentCode: string }) {
  const { t } = useI18n();
  if (links.length === 0) return null;
  return (
    <nav className={styles.switcher} aria-label={t("site-shell.siteSwitcher.navigation")} data-dev-tool="site-switcher">
      <details className={styles.details}>
        <summary className={styles.summary}>{t("site-shell.siteSwitcher.label")}</summary>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.code}>
              <a
                className={styles.link}
                href={link.href}
                hrefLang={link.lang}
                aria-current={link.code === currentCode ? "page" : undefined}
              >
                {link.name} <span className={styles.code}>({link.code})</span>
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
