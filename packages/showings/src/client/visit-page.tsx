"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import * as v from "valibot";
import { cancelShowingBookingByToken, checkInShowingBookingByToken, lookUpShowingBooking } from "@housing/api-client";
import { useApiHttp } from "@housing/api-client/react";
import type { StageFormPageData } from "@housing/contracts";
import { BookingTokenSchema, DoorKeySchema, type ShowingBooking } from "@housing/contracts/showings";
import { useI18n, type MessageId } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Button, Link } from "@housing/ui";
import { CancelQuestion } from "./cancel-question";
import { whenOf } from "./format";
import { showingProblemOf, type ShowingProblem } from "./problem";
import { DoorCheckIn } from "./door-check-in";
import { Outcome } from "./outcome";
import styles from "../showings.module.css";

/** What the form page was opened with: the booking link's token, or the door's key and showing. */
export type VisitLink =
  | { kind: "booking"; token: string }
  | { kind: "door"; doorKey: string; showingId: string }
  | { kind: "none" }
  | { kind: "invalid"; problem: ShowingProblem };

/** Reads `?b=<token>` (the e-mail's link and personal QR) or `?d=<doorKey>&s=<showingId>` (the door's QR). */
export function visitLinkOf(query: string): VisitLink {
  const params = new URLSearchParams(query);
  const token = params.get("b");
  if (token !== null) {
    return v.is(BookingTokenSchema, token)
      ? { kind: "booking", token }
      : { kind: "invalid", problem: "unknownBooking" };
  }
  const doorKey = params.get("d");
  const showingId = params.get("s");
  if (doorKey !== null || showingId !== null) {
    const isValid = v.is(DoorKeySchema, doorKey ?? "") && v.is(v.pipe(v.string(), v.uuid()), showingId ?? "");
    return isValid && doorKey && showingId
      ? { kind: "door", doorKey, showingId }
      : { kind: "invalid", problem: "doorKey" };
  }
  return { kind: "none" };
}

/**
 * ShowingFormPage's content on the visitor's phone: the booking of the e-mail's link (check in,
 * cancel), the door's check-in (one tap logged in, else the attendance form), or, opened without
 * either, what the page is for.
 */
export function VisitPage({
  site,
  stage,
  query,
}: {
  site: SiteConfig;
  stage: StageFormPageData["stage"];
  query: string;
}) {
  const { t } = useI18n();
  const link = visitLinkOf(query);
  const toStage = <Link href={stage.url}>{t("showings.visit.toStage", { stage: stage.name })}</Link>;
  switch (link.kind) {
    case "booking":
      return <BookingByLink site={site} token={link.token} />;
    case "door":
      return <DoorCheckIn site={site} showingId={link.showingId} doorKey={link.doorKey} />;
    case "invalid":
      return (
        <div className={styles.stack}>
          <p role="alert" className={styles.alert}>
            {t(`showings.error.${link.problem}` as MessageId)}
          </p>
          {toStage}
        </div>
      );
    default:
      return (
        <div className={styles.stack}>
          <p>{t("showings.visit.noLink")}</p>
          {toStage}
        </div>
      );
  }
}

function BookingByLink({ site, token }: { site: SiteConfig; token: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const http = useApiHttp();
  const queryClient = useQueryClient();
  const queryKey = ["housing", "showings", "booking-link", token];
  const [isConfirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<ShowingProblem | null>(null);
  const booking = useQuery({
    queryKey,
    queryFn: ({ signal }) => lookUpShowingBooking(http, token, { signal }),
    retry: false,
  });
  const update = (change: Partial<ShowingBooking>) =>
    queryClient.setQueryData<ShowingBooking>(queryKey, (current) => (current ? { ...current, ...change } : current));
  const checkIn = useMutation({
    mutationFn: () => checkInShowingBookingByToken(http, token),
    onSuccess: (answer) => {
      setProblem(null);
      update({ checkedInAt: answer.checkedInAt, cancellable: false });
    },
    onError: (error) => setProblem(showingProblemOf(error)),
  });
  const cancel = useMutation({
    mutationFn: () => cancelShowingBookingByToken(http, token),
    onSuccess: (cancelled) => {
      setProblem(null);
      setConfirming(false);
      queryClient.setQueryData(queryKey, cancelled);
    },
    onError: (error) => {
      setConfirming(false);
      setProblem(showingProblemOf(error));
    },
  });

  if (booking.isPending) return <p>{t("showings.visit.loading")}</p>;
  if (booking.isError) {
    const found = showingProblemOf(booking.error);
    return <Outcome tone="alert" text={t(`showings.error.${found === "failed" ? "failed" : "unknownBooking"}`)} />;
  }
  const data = booking.data;
  const when = whenOf(i18n, site, data.startsAt, data.endsAt);
  const isBusy = checkIn.isPending || cancel.isPending;
  return (
    <div className={styles.stack}>
      <p>{t("showings.visit.booking", { when, people: data.people })}</p>
      <p>{t("showings.visit.place", { place: data.showing.place })}</p>
      {data.status === "cancelled" ? (
        <Outcome text={t("showings.visit.cancelled")} takesFocus={cancel.isSuccess} />
      ) : null}
      {data.checkedInAt ? <Outcome text={t("showings.visit.checkedIn")} takesFocus={checkIn.isSuccess} /> : null}
      {problem ? <Outcome tone="alert" text={t(`showings.error.${problem}` as MessageId)} /> : null}
      {data.status === "booked" && !data.checkedInAt ? (
        isConfirming ? (
          <CancelQuestion
            id="cancel-question"
            when={when}
            isBusy={isBusy}
            onYes={() => cancel.mutate()}
            onNo={() => setConfirming(false)}
          />
        ) : (
          <div className={styles.actions}>
            <Button type="button" onClick={() => !isBusy && checkIn.mutate()} aria-disabled={isBusy || undefined}>
              {checkIn.isPending ? t("showings.visit.checkingIn") : t("showings.visit.checkIn")}
            </Button>
            {data.cancellable ? (
              <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
                {t("showings.visit.cancel")}
              </Button>
            ) : null}
          </div>
        )
      ) : null}
    </div>
  );
}
