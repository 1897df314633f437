"use client";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { completeBooking } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { PURCHASE_SUCCESS_HASH, type BookingState } from "@housing/contracts/booking";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { routePath, type SiteConfig } from "@housing/site-config";
import { Button } from "@housing/ui";
import { clearBookingCookie } from "../flow";
import { problemOf } from "../problem";
import { Problem } from "../step-frame";
import styles from "../../click-to-buy.module.css";

/** The booked home's page, with the booking in the query and spec section 4's purchase-success hash. */
export function completePathOf(site: SiteConfig, booking: Pick<BookingState, "bookingId" | "objectId">): string {
  const base = routePath(site, "clickToBuyContract") ?? `${site.pathPrefix}/`;
  const query = new URLSearchParams({ objectId: booking.objectId, bookingId: booking.bookingId });
  return `${base}?${query.toString()}#${PURCHASE_SUCCESS_HASH}`;
}

/** done: completes the signed (and paid) booking once, ends the cookie and goes to the booked home's page. */
export function DoneStep({
  site,
  booking,
  navigate,
}: {
  site: SiteConfig;
  booking: BookingState;
  navigate: (href: string) => void;
}) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const hasStarted = useRef(false);
  const completion = useMutation({
    mutationFn: () =>
      booking.status === "booked" ? Promise.resolve(booking) : completeBooking(http, booking.bookingId),
    onSuccess: (done) => {
      clearBookingCookie();
      navigate(completePathOf(site, done));
    },
  });
  const complete = completion.mutate;
  useEffect(() => {
    // Once, when the step shows (a double render does not complete twice).
    if (hasStarted.current) return;
    hasStarted.current = true;
    complete();
  }, [complete]);
  const known = completion.error ? problemOf(completion.error) : null;
  const problem: MessageId | null = known === "click-to-buy.error.general" ? "click-to-buy.done.failed" : known;

  return (
    <div className={styles.stack}>
      {problem ? (
        <>
          <Problem message={problem} />
          <div className={styles.row}>
            <Button onClick={() => complete()} disabled={completion.isPending}>
              {t("click-to-buy.sign.retry")}
            </Button>
          </div>
        </>
      ) : (
        <p role="status">{t("click-to-buy.done.completing")}</p>
      )}
    </div>
  );
}
