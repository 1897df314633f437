"use client";
import { useId, useState } from "react";
import type { NavigationItem } from "@housing/contracts";
import { useI18n } from "@housing/i18n/react";
import { Button, Container, Link } from "@housing/ui";
import styles from "./header.module.css";

export interface HeaderProps {
  siteName: string;
  startHref: string;
  navigation: NavigationItem[];
  /** The current page's path, to mark the active navigation item. */
  currentPath: string;
}

/**
 * The site header: brand link and main navigation loaded as content. On
 * narrow screens (625 px, spec section 9) the navigation folds behind a
 * menu button. The full set of foldouts arrives with the site-frame work.
 */
export function Header({ siteName, startHref, navigation, currentPath }: HeaderProps) {
  const { t } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
  const navId = useId();
  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <Link href={startHref} className={styles.brand} aria-label={t("header-frame.home", { siteName })}>
          <span className={styles.mark} aria-hidden="true" />
          {siteName}
        </Link>
        <Button
          variant="secondary"
          className={styles.menuToggle}
          aria-expanded={isOpen}
          aria-controls={navId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? t("header-frame.closeMenu") : t("header-frame.openMenu")}
        </Button>
        <nav id={navId} className={styles.nav} data-open={isOpen} aria-label={t("header-frame.mainNavigation")}>
          <ul className={styles.topList}>
            {navigation.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className={styles.topLink}
                  aria-current={isCurrent(item.href, currentPath) ? "page" : undefined}
                >
                  {item.label}
                </Link>
                {item.children && item.children.length > 0 ? (
                  <ul className={styles.subList}>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <Link href={child.href}>{child.label}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </header>
  );
}

function isCurrent(href: string, currentPath: string): boolean {
  const normalize = (path: string) => (path.endsWith("/") ? path : `${path}/`);
  return normalize(href) === normalize(currentPath);
}
