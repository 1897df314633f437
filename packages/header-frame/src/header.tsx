"use client";
import { Suspense, lazy, useMemo, useState } from "react";
import type { LanguageEntry, NavigationItem, SessionUser } from "@housing/contracts";
import type { FilledSlots } from "@housing/contracts/manifest";
import { useI18n } from "@housing/i18n/react";
import { routePath, type SiteConfig } from "@housing/site-config";
import { HeaderAccountProvider, type HeaderAccount } from "@housing/session/header-account";
import { Container, Link, VisuallyHidden } from "@housing/ui";
// Not ./account/header-notification: it reads the API's contract, which only the lazily loaded feed needs.
import { unreadCountOf } from "./account/notification-links";
import { headerUserOf } from "./account/session-user";
import { NotificationsPanel } from "./account/notifications-panel";
import { UserMenuPanel, userDisplayName } from "./account/user-menu-panel";
import { FoldoutPanel } from "./foldouts/foldout-panel";
import { useFoldouts } from "./foldouts/use-foldouts";
import { Icon } from "./icons";
import { LanguagePanel } from "./language/language-panel";
import { languageOptionsFor } from "./language/language-options";
import { quickLinksFor } from "./quick-links";
import { SiteSearch } from "./search/site-search";
import type { QuickSearchFn } from "./search/use-quick-search";
import type { HeaderNotification, HeaderUser, HeaderVariant } from "./types";
import { useStickyHeader } from "./use-sticky-header";
import styles from "./header.module.css";

export interface HeaderProps {
  siteName: string;
  startHref: string;
  /** The main navigation loaded as content; the navigation foldout shows it, the quick links are its first items. */
  navigation: NavigationItem[];
  /** The current page's path, to mark the active navigation item; a new path closes an open foldout. */
  currentPath: string;
  /** The site's switches, routes and id. Without it the header shows the brand and the navigation only. */
  site?: SiteConfig;
  /** Header type of spec section 2, chosen by path. Default "default". */
  variant?: HeaderVariant;
  /** The layout content's language list. */
  languages?: LanguageEntry[];
  /**
   * The logged-in visitor (stories, tests); absent, the filler of the account place says who is
   * logged in (auth-bankid reads the session), null shows nobody logged in whatever it says.
   */
  user?: HeaderUser | null;
  /**
   * The filled slots of the frame: `header.account` is the account place (the login or user
   * button, auth-bankid's), shown where the site has login.
   */
  slots?: FilledSlots;
  /**
   * The logged-in visitor's notifications (stories, tests); absent, they are fetched for the user
   * the account place names. Not shown to board members (spec section 6) nor where the site's
   * "new notifications" switch is off.
   */
  notifications?: HeaderNotification[];
  onLogout?: () => void;
  /** Replaces the quick-search API call (Storybook, tests). */
  quickSearch?: QuickSearchFn;
}

/** Where the site-search foldout sends the full search: the corporate search in the corporate header or where it is the only one. */
function fullSearchPathOf(site: SiteConfig, variant: HeaderVariant): string | null {
  const text = routePath(site, "textSearch");
  const corporate = site.features.hasCorporateSearch ? routePath(site, "corporateSearch") : null;
  return variant === "corporate" ? (corporate ?? text) : (text ?? corporate);
}

// The bell's data (TanStack Query, the session bridge) loads once the account place says who is logged in.
const NotificationsFeed = lazy(() => import("./account/notifications-feed"));

/** Spec section 6: board members have no favourites; this anchor on my residences lists them. */
const FAVOURITES_ANCHOR = "#favourites";

/**
 * The site header (spec section 2): brand, quick links and the five foldouts
 * (navigation, search, language, user menu, notifications), of which one at a
 * time is open. Sticky by the rules of section 9 (use-sticky-header.ts).
 */
export function Header({
  siteName,
  startHref,
  navigation,
  currentPath,
  site,
  variant = "default",
  languages = [],
  user: givenUser,
  slots,
  notifications: givenNotifications,
  onLogout,
  quickSearch,
}: HeaderProps) {
  const { t } = useI18n();
  const [sessionUser, setSessionUser] = useState<SessionUser | null>(null);
  const [fetchedNotifications, setFetchedNotifications] = useState<HeaderNotification[]>([]);
  const user = givenUser !== undefined ? givenUser : headerUserOf(sessionUser);
  const foldouts = useFoldouts(currentPath);
  const sticky = useStickyHeader(foldouts.open !== null);
  const closeForNavigation = () => foldouts.close({ restoreFocus: false });

  const hasMenu = variant !== "no-menu";
  const features = site?.features;
  const quickLinks = quickLinksFor(navigation, variant, features?.isSearchEnabled ?? false);
  const searchPath =
    site && hasMenu && variant !== "my-pages" && (features?.isSearchEnabled || features?.hasCorporateSearch)
      ? fullSearchPathOf(site, variant)
      : null;
  const languageOptions = site && hasMenu ? languageOptionsFor(languages, site) : null;
  const hasLanguages =
    languageOptions !== null && languageOptions.languages.length + languageOptions.countries.length > 0;
  const hasLogin = Boolean(site && hasMenu && features?.hasLogin);
  const loggedIn = hasLogin && user ? user : null;
  const hasBell = Boolean(loggedIn && !loggedIn.isBoardMember && features?.hasNewNotifications);
  const isFeedShown = hasBell && givenNotifications === undefined && sessionUser !== null && !sessionUser.isBoardMember;
  const notifications = givenNotifications ?? (isFeedShown ? fetchedNotifications : []);
  const unreadCount = unreadCountOf(notifications);
  const myPagesPath = site ? routePath(site, "myPages") : null;
  const favouritesPath = site && loggedIn && !loggedIn.isBoardMember ? routePath(site, "myResidences") : null;
  const { buttonProps, close } = foldouts;
  const account = useMemo<HeaderAccount>(
    () => ({
      classNames: {
        action: styles.action!,
        actionText: styles.actionText!,
        initials: styles.initials!,
        userName: styles.userName!,
      },
      userIcon: <Icon name="user" />,
      userMenuButtonProps: () => buttonProps("user"),
      closeFoldouts: () => close({ restoreFocus: false }),
      setUser: setSessionUser,
    }),
    [buttonProps, close],
  );

  return (
    <header className={styles.header} data-sticky={sticky} data-variant={variant}>
      <Container className={styles.bar}>
        <Link href={startHref} className={styles.brand} aria-label={t("header-frame.home", { siteName })}>
          <span className={styles.mark} aria-hidden="true" />
          {siteName}
        </Link>
        {quickLinks.length > 0 ? (
          <nav className={styles.quickLinks} aria-label={t("header-frame.quickLinks")}>
            <ul>
              {quickLinks.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className={styles.quickLink}
                    aria-current={isCurrent(link.href, currentPath) ? "page" : undefined}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {variant === "my-pages" && myPagesPath ? (
          <Link href={myPagesPath} className={styles.quickLink}>
            {t("header-frame.user.myPages")}
          </Link>
        ) : null}
        {hasMenu ? (
          <div className={styles.actions}>
            {searchPath ? (
              <button type="button" className={styles.action} {...foldouts.buttonProps("search")}>
                <Icon name="search" />
                <span className={styles.actionText}>{t("header-frame.search.button")}</span>
              </button>
            ) : null}
            {hasLanguages ? (
              <button type="button" className={styles.action} {...foldouts.buttonProps("language")}>
                <Icon name="language" />
                <span className={styles.actionText}>{t("header-frame.language.button")}</span>
              </button>
            ) : null}
            {loggedIn && !loggedIn.isBoardMember ? (
              <>
                {hasBell ? (
                  <button type="button" className={styles.action} {...foldouts.buttonProps("notifications")}>
                    <Icon name="bell" />
                    <span className={styles.actionText}>{t("header-frame.notifications.button")}</span>
                    {unreadCount > 0 ? (
                      <>
                        <span className={styles.badge} aria-hidden="true">
                          {unreadCount}
                        </span>
                        <VisuallyHidden>{t("header-frame.notifications.count", { count: unreadCount })}</VisuallyHidden>
                      </>
                    ) : null}
                  </button>
                ) : null}
                {favouritesPath ? (
                  <Link href={`${favouritesPath}${FAVOURITES_ANCHOR}`} className={styles.action}>
                    <Icon name="heart" />
                    <span className={styles.actionText}>{t("header-frame.user.favourites")}</span>
                  </Link>
                ) : null}
              </>
            ) : null}
            {hasLogin && slots?.["header.account"] ? (
              <HeaderAccountProvider value={account}>{slots["header.account"]}</HeaderAccountProvider>
            ) : null}
            <button type="button" className={styles.action} {...foldouts.buttonProps("navigation")}>
              <Icon name="menu" />
              <span className={styles.actionText}>{t("header-frame.menu")}</span>
            </button>
          </div>
        ) : null}
      </Container>

      {hasMenu ? (
        <FoldoutPanel name="navigation" title={t("header-frame.menu")} foldouts={foldouts}>
          <nav aria-label={t("header-frame.mainNavigation")}>
            <ul className={styles.navList}>
              {navigation.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={styles.navLink}
                    aria-current={isCurrent(item.href, currentPath) ? "page" : undefined}
                    onClick={closeForNavigation}
                  >
                    {item.label}
                  </Link>
                  {item.children && item.children.length > 0 ? (
                    <ul className={styles.subList}>
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <Link
                            href={child.href}
                            className={styles.subLink}
                            aria-current={isCurrent(child.href, currentPath) ? "page" : undefined}
                            onClick={closeForNavigation}
                          >
                            {child.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
        </FoldoutPanel>
      ) : null}
      {site && searchPath ? (
        <FoldoutPanel name="search" title={t("header-frame.search.heading")} foldouts={foldouts}>
          <SiteSearch siteId={site.siteId} fullSearchPath={searchPath} search={quickSearch} />
        </FoldoutPanel>
      ) : null}
      {languageOptions && hasLanguages ? (
        <FoldoutPanel name="language" title={t("header-frame.language.button")} foldouts={foldouts}>
          <LanguagePanel options={languageOptions} />
        </FoldoutPanel>
      ) : null}
      {site && loggedIn ? (
        <FoldoutPanel name="user" title={userDisplayName(loggedIn)} foldouts={foldouts}>
          <UserMenuPanel user={loggedIn} site={site} onNavigate={closeForNavigation} onLogout={onLogout} />
        </FoldoutPanel>
      ) : null}
      {site && isFeedShown ? (
        <Suspense fallback={null}>
          <NotificationsFeed
            site={site}
            isOpen={foldouts.open === "notifications"}
            onChange={setFetchedNotifications}
          />
        </Suspense>
      ) : null}
      {site && hasBell ? (
        <FoldoutPanel name="notifications" title={t("header-frame.notifications.heading")} foldouts={foldouts}>
          <NotificationsPanel notifications={notifications} site={site} onNavigate={closeForNavigation} />
        </FoldoutPanel>
      ) : null}
    </header>
  );
}

function isCurrent(href: string, currentPath: string): boolean {
  const normalize = (path: string) => (path.endsWith("/") ? path : `${path}/`);
  return normalize(href) === normalize(currentPath);
}
