"use client";
import { useSyncExternalStore } from "react";
import type { CrisisBanner as CrisisBannerContent } from "@housing/contracts";
import { useI18n } from "@housing/i18n/react";
import { Container, Link } from "@housing/ui";
import styles from "./crisis-banner.module.css";

const STORAGE_KEY = "housing.crisisBanner.closed";
const listeners = new Set<() => void>();

/** The id of the banner closed in this browser session, shared by every mounted banner. */
const closedBannerStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  read: () => sessionStorage.getItem(STORAGE_KEY),
  readOnServer: () => null,
  close: (id: string) => {
    sessionStorage.setItem(STORAGE_KEY, id);
    listeners.forEach((listener) => listener());
  },
};

/** The search page's map view (spec section 2: hash #map); the banner would cover the map. */
export const MAP_VIEW_HASH = "#map";

const mapViewStore = {
  subscribe: (listener: () => void) => {
    // The search page switches views with the hash; Back and Forward between them fire popstate.
    window.addEventListener("hashchange", listener);
    window.addEventListener("popstate", listener);
    return () => {
      window.removeEventListener("hashchange", listener);
      window.removeEventListener("popstate", listener);
    };
  },
  read: () => window.location.hash === MAP_VIEW_HASH,
  readOnServer: () => false,
};

/**
 * Crisis banner (spec section 2): emergency or info variant, closable. A
 * closed banner stays closed for the browser session (by id), so a new
 * message still shows. Hidden in the search page's map view.
 */
export function CrisisBanner({ banner }: { banner: CrisisBannerContent }) {
  const { t } = useI18n();
  const closedId = useSyncExternalStore(closedBannerStore.subscribe, closedBannerStore.read, closedBannerStore.readOnServer);
  const isMapView = useSyncExternalStore(mapViewStore.subscribe, mapViewStore.read, mapViewStore.readOnServer);
  if (closedId === banner.id || isMapView) return null;
  return (
    <section
      className={`${styles.banner} ${styles[banner.variant]}`}
      role={banner.variant === "emergency" ? "alert" : "region"}
      aria-labelledby={`crisis-${banner.id}`}
    >
      <Container className={styles.inner}>
        <div>
          <h2 id={`crisis-${banner.id}`} className={styles.heading}>
            {banner.heading}
          </h2>
          <p className={styles.text}>
            {banner.text}{" "}
            {banner.readMore ? <Link href={banner.readMore.href}>{banner.readMore.label}</Link> : null}
          </p>
        </div>
        <button
          type="button"
          className={styles.close}
          onClick={() => {
            closedBannerStore.close(banner.id);
            // The button goes away with the banner: keyboard users go on from the page's main content.
            document.querySelector<HTMLElement>("main")?.focus();
          }}
        >
          {t("header-frame.crisisBanner.close")}
        </button>
      </Container>
    </section>
  );
}
