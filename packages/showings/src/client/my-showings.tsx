"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { bookMyShowing, cancelMyShowingBooking } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { ShowingBooking, ShowingDetail, ShowingSlot } from "@housing/contracts/showings";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { routePath, type SiteConfig } from "@housing/site-config";
import { Button, Link } from "@housing/ui";
import type { VipShowingPageData, VipStageShowings } from "../pages/vip-showings-load";
import { CancelQuestion } from "./cancel-question";
import { timeOf, whenOf } from "./format";
import { Outcome } from "./outcome";
import { changesTheList, showingProblemOf, type ShowingProblem } from "./problem";
import { useMyBookings } from "./use-my-bookings";
import { placesText, takePlaces } from "./slots";
import styles from "../showings.module.css";

/**
 * My pages' VIP showings: the user's upcoming bookings on the site (each cancellable with a
 * confirmation) and, for a VIP member, the VIP showings of the site's stages in VIP sale, booked
 * with one click per slot. A user who is not a member reads what VIP showings are and where to
 * become one.
 */
export function MyShowings({ site, data }: { site: SiteConfig; data: VipShowingPageData }) {
  const { t } = useI18n();
  const { bookings, refresh } = useMyBookings(site, data.bookings);
  const vip = routePath(site, "vip");
  const upcoming = bookings.filter((booking) => booking.status === "booked");
  return (
    <>
      <section className={styles.stack} aria-labelledby="my-bookings-heading">
        <h2 id="my-bookings-heading">{t("showings.my.bookings")}</h2>
        {upcoming.length === 0 ? (
          <p>{t("showings.my.noBookings")}</p>
        ) : (
          <ul className={styles.list}>
            {upcoming.map((booking) => (
              <li key={booking.id}>
                <MyBooking site={site} booking={booking} onCancelled={refresh} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.stack} aria-labelledby="vip-showings-heading">
        <h2 id="vip-showings-heading">{t("showings.my.vipShowings")}</h2>
        {!data.isVip ? (
          <>
            <p>{t("showings.my.notVip")}</p>
            {vip ? <Link href={vip}>{t("showings.my.toVip")}</Link> : null}
          </>
        ) : data.vipShowings.length === 0 ? (
          <p>{t("showings.my.noVipShowings")}</p>
        ) : (
          data.vipShowings.map((entry) => (
            <VipStage key={entry.stage.id} site={site} entry={entry} onBooked={refresh} />
          ))
        )}
      </section>
    </>
  );
}

export function MyBooking({
  site,
  booking,
  onCancelled,
}: {
  site: SiteConfig;
  booking: ShowingBooking;
  onCancelled: () => Promise<void>;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const http = useSessionHttp();
  const [isConfirming, setConfirming] = useState(false);
  const when = whenOf(i18n, site, booking.startsAt, booking.endsAt);
  const cancel = useMutation({
    mutationFn: () => cancelMyShowingBooking(http, booking.id),
    onSettled: () => {
      setConfirming(false);
      return onCancelled();
    },
  });
  return (
    <div className={styles.stack}>
      <h3>
        <Link href={booking.showing.url}>{t("showings.my.bookingOf", { stage: booking.showing.stageName, when })}</Link>
      </h3>
      <p>{t("showings.place", { place: booking.showing.place })}</p>
      {cancel.isError ? <Outcome tone="alert" text={t("showings.error.failed")} /> : null}
      {booking.cancellable ? (
        isConfirming ? (
          <CancelQuestion
            id={`cancel-${booking.id}`}
            when={when}
            isBusy={cancel.isPending}
            onYes={() => cancel.mutate()}
            onNo={() => setConfirming(false)}
          />
        ) : (
          <div>
            <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
              {t("showings.visit.cancel")}
            </Button>
          </div>
        )
      ) : null}
    </div>
  );
}

function VipStage({
  site,
  entry,
  onBooked,
}: {
  site: SiteConfig;
  entry: VipStageShowings;
  onBooked: () => Promise<void>;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const http = useSessionHttp();
  const [showings, setShowings] = useState<ShowingDetail[]>(entry.showings);
  const [outcome, setOutcome] = useState<{ text: string; tone: "success" | "alert" } | null>(null);
  const book = useMutation({
    mutationFn: (slot: ShowingSlot) => bookMyShowing(http, { siteId: site.key, slotId: slot.id, people: 1 }),
    onSuccess: (booking, slot) => {
      setShowings((current) => current.map((showing) => takePlaces(showing, slot.id, booking.people)));
      setOutcome({ tone: "success", text: t("showings.my.booked", { start: timeOf(site, booking.startsAt) }) });
      return onBooked();
    },
    onError: (error) => {
      const problem: ShowingProblem = showingProblemOf(error);
      setOutcome({ tone: "alert", text: t(`showings.error.${problem}` as MessageId) });
      if (changesTheList(problem)) void onBooked();
    },
  });
  return (
    <div className={styles.stack}>
      <h3>
        <Link href={entry.stage.url}>{entry.stage.name}</Link>
      </h3>
      {outcome ? <Outcome tone={outcome.tone} text={outcome.text} /> : null}
      <ul className={styles.list}>
        {showings.map((showing) => (
          <li key={showing.id} className={styles.stack}>
            <p>
              <time dateTime={showing.startsAt}>{whenOf(i18n, site, showing.startsAt, showing.endsAt)}</time>
              {" · "}
              {showing.place}
            </p>
            <div className={styles.actions}>
              {showing.slots.map((slot) => (
                <Button
                  key={slot.id}
                  type="button"
                  variant="secondary"
                  aria-disabled={slot.placesLeft === 0 || book.isPending || undefined}
                  onClick={() => slot.placesLeft > 0 && !book.isPending && book.mutate(slot)}
                >
                  {t("showings.my.bookSlot", {
                    start: timeOf(site, slot.startsAt),
                    end: timeOf(site, slot.endsAt),
                    places: placesText(t, slot),
                  })}
                </Button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
