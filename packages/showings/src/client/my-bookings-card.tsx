"use client";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { MyBooking } from "./my-showings";
import { useMyBookings } from "./use-my-bookings";
import styles from "../showings.module.css";

/**
 * My pages' overview card of the user's booked showings (the `myPages.overview.showings` slot),
 * each with its page and a cancel: on every site with login, also where VIP is off and there is
 * no VIP showing page. Nothing while there is no upcoming booking, so the overview stays short.
 */
export function MyBookingsCard({ site }: { site: SiteConfig }) {
  const { t } = useI18n();
  const { bookings, refresh } = useMyBookings(site);
  const upcoming = bookings.filter((booking) => booking.status === "booked" && booking.cancellable);
  if (upcoming.length === 0) return null;
  return (
    <section className={styles.stack} aria-labelledby="my-showing-bookings">
      <h2 id="my-showing-bookings">{t("showings.my.bookings")}</h2>
      <ul className={styles.list}>
        {upcoming.map((booking) => (
          <li key={booking.id}>
            <MyBooking site={site} booking={booking} onCancelled={refresh} />
          </li>
        ))}
      </ul>
    </section>
  );
}
