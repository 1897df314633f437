"use client";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import {
  cancelBankIdLogin,
  getBankIdLoginStatus,
  startBankIdLogin,
  type LoginFlow,
  type LoginResult,
  type LoginType,
} from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { Button, Link } from "@housing/ui";
import { BankIdQr } from "@housing/ui/bankid-qr";
import { bankIdDeepLinkOf, withBankIdDeepLink, withoutBankIdDeepLink } from "../../bankid-deep-link";
import { failureMessage, hintMessage, loginProblemOf, problemMessage, type LoginProblem } from "./outcome";
import styles from "./login.module.css";

/** Spec section 9: BankID is polled every second; a session resumed after the app is asked 500 ms later. */
export const BANKID_POLL_MS = 1000;
export const BANKID_RESUME_DELAY_MS = 500;
const RESUME_KEY = "housing_bankid_order";
const ORDER_LIFETIME_MS = 3 * 60 * 1000;
/** BankID's own help pages (spec section 2: the verification modal links to bank-ID support). */
export const BANKID_SUPPORT_URL = "https://www.bankid.com/privat/hjalp";

type Device = "other" | "same";
export type BankIdViewState = State;
type State =
  | { kind: "idle" }
  | { kind: "starting" }
  | { kind: "pending"; sessionId: string; autoStartUrl: string; qrCode: string | null; hintCode: string | null }
  | { kind: "failed"; hintCode: string | null }
  | { kind: "problem"; problem: LoginProblem };

export interface BankIdViewProps {
  siteId: string;
  loginType: LoginType;
  /** The order's flow; default the login of the type's tab. `update` adds the national identity number to the session's account. */
  flow?: LoginFlow;
  /** The start button's text; default "Logga in med BankID". */
  startLabel?: MessageId;
  /** A finished login (Ok; for `register` the verified person) or a board member's choice to make. */
  onResult: (result: Extract<LoginResult, { status: "Ok" | "ChooseBoardMember" }>) => void;
  /** An answer the caller shows itself (true: not shown here; the view goes back to its start). */
  onProblem?: (problem: LoginProblem) => boolean;
  /** Stories: the state and device to start in (a pending order with its QR code, a failure). */
  initialState?: BankIdViewState;
  initialDevice?: Device;
}

/** Phones and tablets start the app on the same device; others scan the QR code with a phone. */
function defaultDevice(): Device {
  if (typeof navigator === "undefined") return "other";
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent) ? "same" : "other";
}

const noSubscription = () => () => undefined;

function autoStartUrlOf(token: string, given: string | null | undefined): string {
  return given ?? `bankid:///?autostarttoken=${encodeURIComponent(token)}&redirect=null`;
}

/**
 * The app link that brings the visitor back to this page with the order in the query
 * (`poolingId`, `type`; spec section 2), so the order resumes even in a new tab of the browser.
 */
export function autoStartUrlReturningTo(autoStartUrl: string, returnUrl: string): string {
  try {
    const url = new URL(autoStartUrl);
    url.searchParams.set("redirect", returnUrl);
    return url.href;
  } catch {
    return autoStartUrl;
  }
}

/**
 * The Swedish BankID login (spec sections 2, 4 and 9): the order starts on the server; the page
 * polls its status every second and draws the current animated QR code (144 px) it gets back, or
 * opens the BankID app on this device through the autostart link. The QR secret never reaches
 * the browser. An order started before the app took over is resumed 500 ms after the page comes
 * back.
 */
export function BankIdView({
  siteId,
  loginType,
  flow,
  startLabel,
  onResult,
  onProblem,
  initialState,
  initialDevice,
}: BankIdViewProps) {
  const { t } = useI18n();
  const http = useSessionHttp();
  // The device decides the default (spec section 4); the server and hydration assume "other".
  const detected = useSyncExternalStore(noSubscription, defaultDevice, () => "other" as const);
  const [chosenDevice, setDevice] = useState<Device | null>(initialDevice ?? null);
  const device = chosenDevice ?? detected;
  const [state, setState] = useState<State>(initialState ?? { kind: "idle" });
  const statusRef = useRef<HTMLParagraphElement>(null);
  const linkedRef = useRef<ReturnType<typeof bankIdDeepLinkOf> | undefined>(undefined);

  const fail = useCallback(
    (problem: LoginProblem) => setState(onProblem?.(problem) ? { kind: "idle" } : { kind: "problem", problem }),
    [onProblem],
  );

  const finish = useCallback(
    (result: LoginResult, sessionId: string) => {
      if (result.status === "Pending") {
        setState({ kind: "pending", sessionId, autoStartUrl: "", ...pendingOf(result) });
        return;
      }
      sessionStorage.removeItem(RESUME_KEY);
      if (result.status === "Ok" || result.status === "ChooseBoardMember") onResult(result);
      else if (result.status === "Cancelled") setState({ kind: "failed", hintCode: result.hintCode ?? "cancelled" });
      else setState({ kind: "problem", problem: { kind: "status", status: "Error" } });
    },
    [onResult],
  );

  // Polls while an order is pending: one call a second, each answer drawing the new QR code.
  const pendingId = state.kind === "pending" ? state.sessionId : null;
  useEffect(() => {
    if (!pendingId) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      getBankIdLoginStatus(http, pendingId, { signal: controller.signal })
        .then((result) => {
          if (result.status === "Pending") {
            setState((current) =>
              current.kind === "pending" && current.sessionId === pendingId
                ? { ...current, ...pendingOf(result) }
                : current,
            );
          } else finish(result, pendingId);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          sessionStorage.removeItem(RESUME_KEY);
          fail(loginProblemOf(error));
        });
    }, BANKID_POLL_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [http, pendingId, state, finish, fail]);

  // Back from the BankID app on this device: the order goes on, 500 ms later (spec section 9).
  useEffect(() => {
    // From session storage (this tab), or from the query the app sent the visitor back with.
    linkedRef.current ??= bankIdDeepLinkOf(window.location.search);
    const linked = linkedRef.current;
    if (linked) window.history.replaceState(window.history.state, "", withoutBankIdDeepLink(window.location.href));
    const saved = readSavedOrder() ?? (linked ? { sessionId: linked.sessionId, autoStartUrl: "" } : null);
    if (!saved) return;
    const timer = window.setTimeout(
      () =>
        setState({
          kind: "pending",
          sessionId: saved.sessionId,
          autoStartUrl: saved.autoStartUrl,
          qrCode: null,
          hintCode: null,
        }),
      BANKID_RESUME_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);

  const start = async (chosen: Device) => {
    setDevice(chosen);
    setState({ kind: "starting" });
    try {
      const order = await startBankIdLogin(http, {
        flow: flow ?? (loginType.startsWith("board") ? "loginBoardMember" : "login"),
        loginType,
        siteId,
      });
      const autoStartUrl = autoStartUrlOf(order.autoStartToken, order.autoStartUrl);
      setState({ kind: "pending", sessionId: order.sessionId, autoStartUrl, qrCode: null, hintCode: null });
      if (chosen === "same") {
        sessionStorage.setItem(
          RESUME_KEY,
          JSON.stringify({ sessionId: order.sessionId, autoStartUrl, at: Date.now() }),
        );
        const back = withBankIdDeepLink(window.location.href, { sessionId: order.sessionId, loginType });
        window.location.assign(autoStartUrlReturningTo(autoStartUrl, back));
      }
    } catch (error) {
      fail(loginProblemOf(error));
    }
  };

  const cancel = async () => {
    if (state.kind === "pending") await cancelBankIdLogin(http, state.sessionId).catch(() => undefined);
    sessionStorage.removeItem(RESUME_KEY);
    setState({ kind: "idle" });
  };

  useEffect(() => {
    if (state.kind === "failed" || state.kind === "problem") statusRef.current?.focus();
  }, [state.kind]);

  if (state.kind === "idle" || state.kind === "starting") {
    return (
      <div className={styles.stack}>
        <Button type="button" onClick={() => void start(device)} disabled={state.kind === "starting"}>
          {state.kind === "starting"
            ? t("auth-bankid-pages.bankid.starting")
            : t(startLabel ?? "auth-bankid-pages.login.withBankId")}
        </Button>
        <Button type="button" variant="secondary" onClick={() => void start(device === "same" ? "other" : "same")}>
          {device === "same" ? t("auth-bankid-pages.bankid.otherDevice") : t("auth-bankid-pages.bankid.sameDevice")}
        </Button>
      </div>
    );
  }

  if (state.kind === "pending") {
    return (
      <div className={styles.stack}>
        {device === "other" ? (
          <>
            <p>{t("auth-bankid-pages.bankid.qrHelp")}</p>
            <BankIdQr value={state.qrCode} label={t("auth-bankid-pages.bankid.qrLabel")} />
          </>
        ) : (
          <a className={styles.appLink} href={state.autoStartUrl}>
            {t("auth-bankid-pages.bankid.openApp")}
          </a>
        )}
        <p role="status" aria-live="polite" className={styles.status}>
          {t(hintMessage(state.hintCode))}
        </p>
        <Button type="button" variant="secondary" onClick={() => void cancel()}>
          {t("auth-bankid-pages.bankid.cancel")}
        </Button>
      </div>
    );
  }

  const message = state.kind === "failed" ? { id: failureMessage(state.hintCode) } : problemMessage(state.problem);
  return (
    <div className={styles.stack}>
      <p ref={statusRef} tabIndex={-1} role="alert" className={styles.error}>
        {t(message.id, "values" in message ? message.values : undefined)}
      </p>
      <Button type="button" onClick={() => void start(device)}>
        {t("auth-bankid-pages.bankid.retry")}
      </Button>
      <Link href={BANKID_SUPPORT_URL}>{t("auth-bankid-pages.bankid.support")}</Link>
    </div>
  );
}

function pendingOf(result: Extract<LoginResult, { status: "Pending" }>) {
  return { qrCode: result.qrCode ?? null, hintCode: result.hintCode ?? null };
}

function readSavedOrder(): { sessionId: string; autoStartUrl: string } | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(RESUME_KEY) ?? "null") as {
      sessionId?: unknown;
      autoStartUrl?: unknown;
      at?: unknown;
    } | null;
    if (!saved || typeof saved.sessionId !== "string" || typeof saved.at !== "number") return null;
    if (Date.now() - saved.at > ORDER_LIFETIME_MS) return null;
    return {
      sessionId: saved.sessionId,
      autoStartUrl: typeof saved.autoStartUrl === "string" ? saved.autoStartUrl : "",
    };
  } catch {
    return null;
  }
}
