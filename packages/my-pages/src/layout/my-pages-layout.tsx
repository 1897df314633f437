import type { ReactNode } from "react";
import { isBoardMember } from "@housing/contracts";
import { myPagesMenu, type MenuUser, type MyPagesMenuEntry, type MyPagesMenuKey } from "@housing/session/my-pages-menu";
import type { SiteConfig } from "@housing/site-config";
import { Container, Link } from "@housing/ui";
import type { MessageId } from "@housing/i18n";
import { translatorFor } from "../translate";
import styles from "./my-pages-layout.module.css";

export interface MyPagesLayoutProps {
  site: SiteConfig;
  user: MenuUser;
  /** The page path, with leading and trailing slash. */
  path: string;
  children: ReactNode;
}

/**
 * The my-pages layout around every page under the site's my-pages path (spec section 2, "Layouts
 * by path" and "My pages menu"): the menu of `myPagesMenu(user, site)` beside the page (above it
 * on a phone), the current entry marked, and the board-member section label for board members.
 * The same function decides which pages open (the personal route's 404), so the two agree.
 */
export function MyPagesLayout({ site, user, path, children }: MyPagesLayoutProps) {
  const { t } = translatorFor(site);
  const entries = myPagesMenu(user, site);
  const isBoard = isBoardMember(user);
  const current = currentEntry(entries, path);
  return (
    <Container>
      <div className={styles.layout}>
        <nav aria-label={t("my-pages.menu.label")} className={styles.menu}>
          {isBoard ? <p className={styles.section}>{t("my-pages.menu.boardSection")}</p> : null}
          <ul className={styles.list}>
            {entries.map((entry) => (
              <li key={entry.key}>
                <Link
                  href={entry.href}
                  className={styles.link}
                  aria-current={entry.href === current ? "page" : undefined}
                >
                  {t(menuLabel(entry.key, isBoard))}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.page}>{children}</div>
      </div>
    </Container>
  );
}

/** Spec section 2: for board members the errands entry is labelled company errands. */
function menuLabel(key: MyPagesMenuKey, isBoard: boolean): MessageId {
  if (key === "errands" && isBoard) return "my-pages.menu.companyErrands";
  return `my-pages.menu.${key}`;
}

/**
 * The entry the page belongs to: its own path, or the deepest entry above it (a timeline step is
 * under documents' timeline, a news item under news); the overview only on its own path.
 */
export function currentEntry(entries: readonly MyPagesMenuEntry[], path: string): string | null {
  const lower = path.toLowerCase();
  const exact = entries.find((entry) => entry.href.toLowerCase() === lower);
  if (exact) return exact.href;
  const overview = entries.find((entry) => entry.key === "overview")?.href;
  const above = entries
    .filter((entry) => entry.href !== overview && lower.startsWith(entry.href.toLowerCase()))
    .sort((a, b) => b.href.length - a.href.length);
  return above[0]?.href ?? null;
}
