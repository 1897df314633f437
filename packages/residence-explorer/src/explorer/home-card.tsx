"use client";
import { useEffect, useId, useRef } from "react";
import type { ExplorerObject } from "@housing/contracts/explorer";
import { useI18n } from "@housing/i18n/react";
import { FavouriteButton } from "@housing/residence-ui/favourite-button";
import { floorText } from "@housing/residence-ui/facts";
import { HomeStatusBadge } from "@housing/residence-ui/status-badge";
import type { SiteConfig } from "@housing/site-config";
import { Button, ButtonLink, FactList, Link, type Fact } from "@housing/ui";
import { areaOf, priceOf, roomsOf } from "./home-text";
import styles from "./explorer.module.css";

/** The object page's interest form (content-pages' object page: its section's heading id). */
export const INTEREST_ANCHOR = "#interest-heading";

export interface HomeCardProps {
  site: SiteConfig;
  stageId: string;
  home: ExplorerObject;
  onClose: () => void;
  /**
   * 360 VIEW: opens the home's panoramas (the panorama viewer plugs in here). Without it the card
   * has no 360 button.
   */
  onOpenPanorama?: (apartmentNumber: string) => void;
  /** Hours of direct sun on the home's balcony on the sun study's day; null without a balcony. */
  balconySunHours?: number | null;
}

/**
 * A home's card in the explorer (issue 24): rooms, area (Norway also the internal area), price
 * in the locale's format (Finland the debt-free price), status, floor, the object page, the
 * interest form, the favourite heart, "Boka" when it can be booked online, "Ditt hem" for the
 * caller's own home, and the 360 button. Focus moves to its heading when it opens.
 */
export function HomeCard({ site, stageId, home, onClose, onOpenPanorama, balconySunHours }: HomeCardProps) {
  const text = useI18n();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [home.apartmentNumber]);
  const isFinnish = site.country === "fi";
  const facts: Fact[] = [
    { label: text.t("residence-explorer.card.rooms"), value: roomsOf(text, home) },
    { label: text.t("residence-explorer.card.area"), value: areaOf(text, home) },
    ...(site.country === "no" && home.internalArea !== null
      ? [{ label: text.t("residence-explorer.card.internalArea"), value: text.formatArea(home.internalArea) }]
      : []),
    {
      label: text.t(isFinnish ? "residence-explorer.card.debtFreePrice" : "residence-explorer.card.price"),
      value: priceOf(text, site, home),
    },
    { label: text.t("residence-explorer.card.floor"), value: floorText(text, home.floor) },
  ];
  return (
    <section className={styles.card} aria-labelledby={headingId} data-number={home.apartmentNumber}>
      <div className={styles.cardHeader}>
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.cardHeading}>
          {home.name}
        </h3>
        <button
          type="button"
          className={styles.closeButton}
          onClick={onClose}
          aria-label={text.t("residence-explorer.card.close")}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className={styles.cardStatus}>
        <HomeStatusBadge text={text} site={site} status={home.objectStatus} />
        {home.isOwn ? <span className={styles.ownMark}>{text.t("residence-explorer.card.own")}</span> : null}
        {site.features.hasLogin ? <FavouriteButton stageId={stageId} objectId={home.id} name={home.name} /> : null}
      </p>
      <FactList facts={facts} />
      {balconySunHours === null || balconySunHours === undefined ? null : (
        <p className={styles.cardSun}>{text.t("residence-explorer.sun.balconyHours", { hours: balconySunHours })}</p>
      )}
      <div className={styles.cardActions}>
        {home.bookingUrl ? (
          <ButtonLink href={home.bookingUrl}>{text.t("residence-explorer.card.book")}</ButtonLink>
        ) : null}
        {onOpenPanorama ? (
          <Button variant="secondary" onClick={() => onOpenPanorama(home.apartmentNumber)}>
            {text.t("residence-explorer.card.panorama")}
          </Button>
        ) : null}
        <Link href={home.url}>{text.t("residence-explorer.card.objectPage")}</Link>
        <Link href={`${home.url}${INTEREST_ANCHOR}`}>{text.t("residence-explorer.card.interest")}</Link>
      </div>
    </section>
  );
}
