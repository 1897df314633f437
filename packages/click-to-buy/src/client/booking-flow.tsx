"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { getBookingStatus, leaveBooking, startBooking } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import {
  BOOKING_HOLD_MINUTES,
  type BookingObjectInfo,
  type BookingState,
  type BookingStep,
} from "@housing/contracts/booking";
import { useI18n, type MessageId } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Button, Heading, Link, Modal } from "@housing/ui";
import {
  STATUS_POLL_MS,
  clearBookingCookie,
  errorOfHash,
  isRunning,
  nextStep,
  previousFormStep,
  readReturnQuery,
  visibleStep,
  writeBookingCookie,
} from "./flow";
import { HoldCountdown, useSecondsLeft } from "./hold-countdown";
import { errorMessageOf, problemOf, reasonMessageOf } from "./problem";
import { ReturnModal } from "./return-modal";
import { StepFrame, StepIndicator } from "./step-frame";
import { AccommodationStep } from "./steps/accommodation-step";
import { ChoicesStep } from "./steps/choices-step";
import { DocumentsStep } from "./steps/documents-step";
import { DoneStep, completePathOf } from "./steps/done-step";
import { FinancingStep } from "./steps/financing-step";
import { PaymentStep } from "./steps/payment-step";
import { PersonalInfoStep, type BuyerContact } from "./steps/personal-info-step";
import { SignStep } from "./steps/sign-step";
import { StartStep } from "./steps/start-step";
import styles from "../click-to-buy.module.css";

export interface BookingFlowProps {
  site: SiteConfig;
  /** The home and the caller's booking (the page's server load); null: no home was named. */
  info: BookingObjectInfo | null;
  /** The login's contact details, the personal-info step's first values. */
  contact: BuyerContact | null;
  /** The page's query (the e-ID broker's or a provider's return). */
  query: string;
  /** Leaves the page (tests and stories watch it). */
  navigate?: (href: string) => void;
  /** Sends the browser to a provider or the e-ID broker. */
  redirect?: (url: string) => void;
}

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};

const defaultNavigate = (href: string) => window.location.assign(href);

/**
 * Click-to-buy's flow (spec section 2, "Buy-residence flow steps"): Boka reserves the home
 * (startbookingasync, then getbookingstatus every second while it answers 202), the booking's
 * `currentStep` picks the view, every form step saves on Next, and the hold's countdown ends in a
 * clear message. The buy-residence cookie follows the booking (spec section 3).
 */
export function BookingFlow({ site, info, contact, query, navigate = defaultNavigate, redirect }: BookingFlowProps) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const queryClient = useQueryClient();
  // A booking still being reserved (a reload while the API works on it) is asked for again.
  const resumed = info?.booking ?? null;
  const [booking, setBooking] = useState<BookingState | null>(resumed?.status === "pending" ? null : resumed);
  const [wanted, setWanted] = useState<BookingStep | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(resumed?.status === "pending" ? resumed.bookingId : null);
  const [startProblem, setStartProblem] = useState<MessageId | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const [leaveProblem, setLeaveProblem] = useState<MessageId | null>(null);
  const isStarting = useRef(resumed?.status === "pending");
  const isLeaveBusy = useRef(false);
  const [hasMoved, setHasMoved] = useState(false);
  const secondsLeft = useSecondsLeft(booking && isRunning(booking) ? booking.expiresAt : null);
  const hasExpired = booking !== null && (booking.status === "expired" || (isRunning(booking) && secondsLeft === 0));

  // The page's hash may name an e-ID error (spec section 8); the hash is the browser's alone.
  const hashKind = useSyncExternalStore(
    subscribeToHash,
    () => errorOfHash(window.location.hash),
    () => null,
  );
  const hashError = hashKind ? errorMessageOf(hashKind) : null;

  /** A booking the API answered: the view follows it. */
  const adopt = (next: BookingState) => {
    setBooking(next);
    setWanted(null);
    setHasMoved(true);
  };
  // Spec section 3: the cookie holds a running booking (also one opened by its bookingId on
  // another device) for the server's next page load, and goes when the booking ends.
  useEffect(() => {
    if (!booking) return;
    if (isRunning(booking) && !hasExpired) {
      const left = booking.expiresAt ? (Date.parse(booking.expiresAt) - Date.now()) / 1000 : BOOKING_HOLD_MINUTES * 60;
      writeBookingCookie({ bookingId: booking.bookingId, objectId: booking.objectId }, left);
    } else {
      clearBookingCookie();
    }
  }, [booking, hasExpired]);

  // Spec section 4: 202 (null) means not yet done; asked again every second.
  const status = useQuery({
    queryKey: ["housing", "click-to-buy", "status", pendingId],
    queryFn: async ({ signal }) => {
      const answer = await getBookingStatus(http, pendingId!, { signal });
      if (answer) {
        isStarting.current = false;
        setPendingId(null);
        adopt(answer);
      }
      return answer;
    },
    enabled: pendingId !== null,
    refetchInterval: (query) => (query.state.data ? false : STATUS_POLL_MS),
    retry: 1,
    gcTime: 0,
  });
  const statusProblem = pendingId && status.error ? problemOf(status.error) : null;
  const isBooking = pendingId !== null && !statusProblem;

  const book = async () => {
    if (!info || (isStarting.current && !statusProblem)) return;
    isStarting.current = true;
    setPendingId(null);
    setStartProblem(null);
    try {
      const { bookingId } = await startBooking(http, info.objectId);
      setPendingId(bookingId);
    } catch (error) {
      isStarting.current = false;
      setStartProblem(problemOf(error));
    }
  };
  const restart = () => {
    clearBookingCookie();
    setBooking(null);
    setWanted(null);
    setStartProblem(null);
    setHasMoved(true);
  };
  const refresh = async () => {
    if (!booking) return;
    const next = await getBookingStatus(http, booking.bookingId).catch(() => null);
    if (next) adopt(next);
  };
  const leave = async () => {
    if (isLeaveBusy.current) return;
    isLeaveBusy.current = true;
    setLeaveProblem(null);
    try {
      await leaveBooking(http);
      clearBookingCookie();
      setIsLeaving(false);
      void queryClient.invalidateQueries({ queryKey: ["housing", "click-to-buy"] });
      navigate(info?.url ?? "/");
    } catch {
      isLeaveBusy.current = false;
      setLeaveProblem("click-to-buy.leave.failed");
    }
  };

  if (!info) {
    return <p role="alert">{t("click-to-buy.noObject")}</p>;
  }

  const title = <Heading level={1}>{t("click-to-buy.title", { name: info.name })}</Heading>;
  const returnModal = readReturnQuery(query) ? (
    <ReturnModal query={query} booking={booking} onSettled={() => void refresh()} />
  ) : null;

  if (!booking) {
    return (
      <div className={styles.page}>
        {title}
        <StepFrame flow={info.flow ?? 5} step="start-booking" focusOnMount={hasMoved}>
          <StartStep
            info={info}
            isBooking={isBooking}
            problem={startProblem ?? statusProblem}
            onBook={() => void book()}
          />
        </StepFrame>
        {returnModal}
      </div>
    );
  }

  if (hasExpired || booking.status === "cancelled" || booking.status === "rejected") {
    const heading =
      booking.status === "rejected"
        ? t("click-to-buy.rejected.heading")
        : booking.status === "cancelled"
          ? t("click-to-buy.left.heading")
          : t("click-to-buy.expired.heading");
    return (
      <div className={styles.page}>
        {title}
        <section className={styles.stack} role="alert">
          <Heading level={2}>{heading}</Heading>
          <p>
            {booking.status === "rejected"
              ? t(reasonMessageOf(booking.reason))
              : t("click-to-buy.expired.text", { minutes: String(BOOKING_HOLD_MINUTES) })}
          </p>
        </section>
        <div className={styles.row}>
          {booking.status !== "rejected" ? <Button onClick={restart}>{t("click-to-buy.restart")}</Button> : null}
          <Link href={info.url}>{t("click-to-buy.toObject")}</Link>
        </div>
      </div>
    );
  }

  if (booking.status === "booked") {
    return (
      <div className={styles.page}>
        {title}
        <Heading level={2}>{t("click-to-buy.booked.heading")}</Heading>
        <Link href={completePathOf(site, booking).replace(/#.*$/, "")}>{t("click-to-buy.booked.link")}</Link>
      </div>
    );
  }

  const step = visibleStep(booking, wanted);
  const previous = previousFormStep(booking.flow, step);
  const goBack = previous ? () => setWanted(previous) : null;
  // A step gone back to and saved again leads to the step after it, not to the furthest one.
  const onSaved = (next: BookingState) => {
    adopt(next);
    setWanted(nextStep(next.flow, step));
  };
  const common = { booking, onSaved, onPrevious: goBack };
  return (
    <div className={styles.page}>
      {title}
      <HoldCountdown secondsLeft={secondsLeft} />
      <StepIndicator flow={booking.flow} step={step} />
      <StepFrame flow={booking.flow} step={step} focusOnMount={hasMoved}>
        {step === "personal-info" ? (
          <PersonalInfoStep site={site} booking={booking} contact={contact} onSaved={onSaved} />
        ) : step === "choices" ? (
          <ChoicesStep {...common} groups={info.choices} />
        ) : step === "financing" ? (
          <FinancingStep {...common} />
        ) : step === "accomodation" ? (
          <AccommodationStep {...common} />
        ) : step === "documents" ? (
          <DocumentsStep {...common} />
        ) : step === "sign" ? (
          <SignStep
            site={site}
            booking={booking}
            query={query}
            hashError={hashError}
            onSigned={adopt}
            redirect={redirect}
          />
        ) : step === "payment" ? (
          <PaymentStep site={site} booking={booking} onUpdated={adopt} redirect={redirect} />
        ) : step === "done" ? (
          <DoneStep site={site} booking={booking} navigate={navigate} />
        ) : null}
      </StepFrame>
      {step !== "done" ? (
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => setIsLeaving(true)}>
            {t("click-to-buy.leave")}
          </Button>
        </div>
      ) : null}
      <Modal open={isLeaving} onClose={() => setIsLeaving(false)} title={t("click-to-buy.leave.title")} noHash>
        <div className={styles.stack}>
          <p>{t("click-to-buy.leave.text")}</p>
          <p role="alert" className={leaveProblem ? styles.error : styles.quiet}>
            {leaveProblem ? t(leaveProblem) : null}
          </p>
          <div className={styles.row}>
            <Button onClick={() => void leave()}>{t("click-to-buy.leave.confirm")}</Button>
            <Button variant="secondary" onClick={() => setIsLeaving(false)}>
              {t("click-to-buy.leave.stay")}
            </Button>
          </div>
        </div>
      </Modal>
      {returnModal}
    </div>
  );
}
