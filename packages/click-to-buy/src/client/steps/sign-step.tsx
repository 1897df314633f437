"use client";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import {
  cancelBookingBankIdSign,
  finishBookingEidentSign,
  getBookingBankIdSignStatus,
  signContract,
  startBookingBankIdSign,
  startBookingEidentSign,
} from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { BookingSignStatus, BookingState } from "@housing/contracts/booking";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { routePath, type SiteConfig } from "@housing/site-config";
import { Button } from "@housing/ui";
import {
  EIDENT_QUERY_NAMES,
  addressWithout,
  eidentErrorHash,
  errorOfHash,
  readEidentReturn,
  replaceHash,
} from "../flow";
import { errorMessageOf, problemOf } from "../problem";
import { Problem } from "../step-frame";
import styles from "../../click-to-buy.module.css";

// The QR code's code loads only when an order shows one.
const BankIdQr = lazy(() => import("@housing/ui/bankid-qr").then((module) => ({ default: module.BankIdQr })));

/** Spec section 9: a BankID order is polled every second. */
export const SIGN_POLL_MS = 1000;

/** Norway and Finland sign through the e-ID broker; Sweden with BankID. */
export const signsWithEident = (site: SiteConfig) => site.country === "no" || site.country === "fi";

/** Where the broker sends the buyer back: the click-to-buy page, without a query (a registered address). */
export const eidentReturnUrlOf = (site: SiteConfig, origin: string) =>
  new URL(routePath(site, "clickToBuy") ?? "/", origin).href;

const HINTS = ["outstandingTransaction", "noClient", "started", "userSign"];
const hintOf = (code: string | null) =>
  `click-to-buy.sign.hint.${HINTS.includes(code ?? "") ? code : "unknown"}` as MessageId;

export type SignView =
  | { kind: "idle" }
  | { kind: "starting" }
  | { kind: "pending"; sessionId: string; autoStartUrl: string }
  | { kind: "finishing" }
  | { kind: "problem"; message: MessageId };

/** A sign answer that ended without a signature, as the page tells it; null while pending or signed. */
function endedMessage(answer: BookingSignStatus): MessageId | null {
  if (answer.status === "Cancelled") return "click-to-buy.sign.cancelled";
  if (answer.status === "Failed") return errorMessageOf(answer.error);
  return null;
}

/**
 * sign: the agreement's text (signcontract) in a scrollable region, then BankID (Sweden: QR and
 * the app on this device, polled every second) or the e-ID broker (Norway, Finland: the browser
 * goes there and comes back to this page with `code` and `state`, finished here once).
 */
export function SignStep({
  site,
  booking,
  query,
  hashError,
  onSigned,
  redirect = (url) => window.location.assign(url),
  initialView,
}: {
  site: SiteConfig;
  booking: BookingState;
  /** The page's query: the broker's return. */
  query: string;
  /** An e-ID error the page's hash names (`#eident-error-*`). */
  hashError: MessageId | null;
  onSigned: (booking: BookingState) => void;
  redirect?: (url: string) => void;
  /** Stories: the state to start in. */
  initialView?: SignView;
}) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const isEident = signsWithEident(site);
  const eidentReturn = isEident ? readEidentReturn(query) : null;
  const [state, setView] = useState<SignView>(initialView ?? (eidentReturn ? { kind: "finishing" } : { kind: "idle" }));
  const agreement = useQuery({
    queryKey: ["housing", "click-to-buy", "agreement", booking.bookingId],
    queryFn: () => signContract(http, booking.bookingId),
    staleTime: Infinity,
  });

  // Back from the broker: finish once (the code works once; the address with it is not kept).
  const isFinishing = useRef(false);
  useEffect(() => {
    if (!eidentReturn || isFinishing.current || initialView) return;
    isFinishing.current = true;
    window.history.replaceState(window.history.state, "", addressWithout(window.location.href, EIDENT_QUERY_NAMES));
    finishBookingEidentSign(http, site.country === "fi" ? "fi" : "no", eidentReturn)
      .then((answer) => {
        if (answer.status === "Signed") return onSigned(answer.booking);
        // Spec section 8: a failed e-ID signature names its kind in the hash.
        if (answer.status === "Failed") replaceHash(eidentErrorHash(answer.error));
        const message = endedMessage(answer);
        setView(message ? { kind: "problem", message } : { kind: "idle" });
      })
      .catch((error: unknown) => setView({ kind: "problem", message: problemOf(error) }));
    // Once per return.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const sessionId = state.kind === "pending" ? state.sessionId : null;
  const status = useQuery({
    queryKey: ["housing", "click-to-buy", "sign", sessionId],
    queryFn: ({ signal }) => getBookingBankIdSignStatus(http, sessionId!, { signal }),
    enabled: sessionId !== null,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== "Pending" ? false : SIGN_POLL_MS),
    retry: false,
    gcTime: 0,
  });
  const answer = sessionId ? status.data : undefined;
  // An order that ended without a signature (refused, failed in BankID, cancelled in the app).
  const failure = !sessionId ? null : status.error ? problemOf(status.error) : answer ? endedMessage(answer) : null;
  // The page's e-ID error hash is read after hydration (the server has no hash): shown until a new attempt.
  const view: SignView = failure
    ? { kind: "problem", message: failure }
    : state.kind === "idle" && hashError
      ? { kind: "problem", message: hashError }
      : state;
  const signed = answer?.status === "Signed" ? answer.booking : null;
  useEffect(() => {
    if (signed) onSigned(signed);
    // Once per signed booking.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signed]);

  const start = async () => {
    if (view.kind === "starting" || view.kind === "pending" || view.kind === "finishing") return;
    setView({ kind: "starting" });
    // A new attempt: the last one's error hash goes (a reload would show it again).
    if (errorOfHash(window.location.hash)) replaceHash("");
    try {
      if (isEident) {
        const { authorizationUrl } = await startBookingEidentSign(
          http,
          booking.bookingId,
          eidentReturnUrlOf(site, window.location.origin),
        );
        redirect(authorizationUrl);
        return;
      }
      const order = await startBookingBankIdSign(http, booking.bookingId);
      const autoStartUrl =
        order.autoStartUrl ?? `bankid:///?autostarttoken=${encodeURIComponent(order.autoStartToken)}&redirect=null`;
      setView({ kind: "pending", sessionId: order.sessionId, autoStartUrl });
    } catch (error) {
      setView({ kind: "problem", message: problemOf(error) });
    }
  };
  const cancel = async () => {
    if (view.kind !== "pending") return;
    const id = view.sessionId;
    setView({ kind: "idle" });
    await cancelBookingBankIdSign(http, id).catch(() => undefined);
  };

  const pending = answer?.status === "Pending" ? answer : null;
  return (
    <div className={styles.stack}>
      <p>{t("click-to-buy.sign.intro")}</p>
      {agreement.data ? (
        <div className={styles.agreement} role="region" aria-label={t("click-to-buy.sign.agreement")} tabIndex={0}>
          {agreement.data}
        </div>
      ) : agreement.isError ? (
        <Problem message="click-to-buy.sign.loadFailed" />
      ) : (
        <p role="status">{t("click-to-buy.sign.loading")}</p>
      )}
      {view.kind === "pending" ? (
        <div className={styles.stack}>
          <p className={styles.total}>{t("click-to-buy.sign.pendingHeading")}</p>
          <p>{t("click-to-buy.sign.qrHelp")}</p>
          <Suspense fallback={null}>
            <BankIdQr value={pending?.qrCode ?? null} label={t("click-to-buy.sign.qrLabel")} />
          </Suspense>
          <a className={styles.appLink} href={view.autoStartUrl}>
            {t("click-to-buy.sign.openApp")}
          </a>
          <p role="status" aria-live="polite">
            {t(hintOf(pending?.hintCode ?? null))}
          </p>
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => void cancel()}>
              {t("click-to-buy.sign.cancel")}
            </Button>
          </div>
        </div>
      ) : view.kind === "finishing" ? (
        <p role="status">{t("click-to-buy.sign.finishing")}</p>
      ) : (
        <>
          <Problem message={view.kind === "problem" ? view.message : null} />
          <div className={styles.row}>
            <Button onClick={() => void start()} disabled={view.kind === "starting" || !agreement.data}>
              {view.kind === "starting"
                ? t("click-to-buy.sign.starting")
                : view.kind === "problem"
                  ? t("click-to-buy.sign.retry")
                  : isEident
                    ? t("click-to-buy.sign.eident")
                    : t("click-to-buy.sign.bankid")}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
