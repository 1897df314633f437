"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getMyShowingBookings } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { MyBooking } from "./my-showings";
import styles from "../showings.module.css";

/**
 * My pages' overview card of the user's booked showings (the `myPages.overview.showings` slot),
 * each with its page and a cancel: on every site with login, also where VIP is off and there is
 * no VIP showing page. Nothing while there is no upcoming booking, so the overview stays short.
 */
export function MyBookingsCard({ site }: { site: SiteConfig }) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const queryClient = useQueryClient();
  const queryKey = ["housing", "showings", "my-bookings", site.key];
  const bookings = useQuery({
    queryKey,
    queryFn: ({ signal }) => getMyShowingBookings(http, site.key, { signal }).then((answer) => answer.bookings),
  });
  const upcoming = (bookings.data ?? []).filter((booking) => booking.status === "booked" && booking.cancellable);
  if (upcoming.length === 0) return null;
  return (
    <section className={styles.stack} aria-labelledby="my-showing-bookings">
      <h2 id="my-showing-bookings">{t("showings.my.bookings")}</h2>
      <ul className={styles.list}>
        {upcoming.map((booking) => (
          <li key={booking.id}>
            <MyBooking site={site} booking={booking} onCancelled={() => queryClient.invalidateQueries({ queryKey })} />
          </li>
        ))}
      </ul>
    </section>
  );
}
