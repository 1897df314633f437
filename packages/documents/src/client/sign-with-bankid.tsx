"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { cancelDocumentSign, getDocumentSignStatus, startDocumentSign } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { Document } from "@housing/contracts/documents";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { Button, Heading } from "@housing/ui";
import { BankIdQr } from "@housing/ui/bankid-qr";
import { documentsQueryKey } from "./documents-query";
import { hintOf, problemOf } from "./problem";
import { useFocusOn } from "./use-focus-on";
import styles from "../documents.module.css";

/** Spec section 9: a BankID order is polled every second; each answer carries that second's QR code. */
export const SIGN_POLL_MS = 1000;
/** Spec section 9: an order resumed after the BankID app on this device is asked 500 ms later. */
export const SIGN_RESUME_DELAY_MS = 500;
/** A BankID order lives three minutes; an older saved one is not resumed. */
const ORDER_LIFETIME_MS = 3 * 60 * 1000;
const savedKey = (documentId: string) => `housing_document_sign:${documentId}`;

/**
 * The order of this document kept in the tab while the BankID app on this device answers: the
 * signature is recorded when the page reads the order's completion, so coming back to the page
 * must pick the order up again.
 */
function readSaved(documentId: string): Order | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(savedKey(documentId)) ?? "null") as
      (Partial<Order> & { at?: unknown }) | null;
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

/** The app link that brings the signer back to this page when the BankID app is done. */
function returningTo(autoStartUrl: string, returnUrl: string): string {
  try {
    const url = new URL(autoStartUrl);
    url.searchParams.set("redirect", returnUrl);
    return url.href;
  } catch {
    return autoStartUrl;
  }
}

type Order = { sessionId: string; autoStartUrl: string };
/** Where the signing stands: stories start in a pending order or a problem. */
export type SignState = State;
type State =
  { kind: "idle" } | { kind: "starting" } | { kind: "pending"; order: Order } | { kind: "problem"; message: MessageId };

const autoStartUrlOf = (token: string, given: string | undefined) =>
  given ?? `bankid:///?autostarttoken=${encodeURIComponent(token)}&redirect=null`;

/**
 * Signing a document with BankID: the order starts on the API (bound to the signer's personal
 * number), then the page shows the animated QR for a phone and the autostart link for this
 * device, polls the order, tells BankID's hints, and can cancel. Signed: `onDone`; the API makes
 * the document done only once every buyer has signed.
 */
export function SignWithBankId({
  document,
  onDone,
  initialState,
}: {
  document: Document;
  onDone: (document: Document) => void;
  /** Stories: a pending order or a problem to start in. */
  initialState?: State;
}) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>(initialState ?? { kind: "idle" });
  const sessionId = state.kind === "pending" ? state.order.sessionId : null;

  const status = useQuery({
    queryKey: ["housing", "documents", "sign", sessionId],
    queryFn: ({ signal }) => getDocumentSignStatus(http, sessionId!, { signal }),
    enabled: sessionId !== null,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== "Pending" ? false : SIGN_POLL_MS),
    retry: false,
    gcTime: 0,
  });
  const answer = sessionId ? status.data : undefined;
  // An order that ended without a signature (refused, failed in BankID, cancelled in the app).
  const failure: MessageId | null = !sessionId
    ? null
    : status.error
      ? problemOf(status.error)
      : answer?.status === "Cancelled"
        ? "documents.sign.cancelled"
        : null;
  const view: State = failure ? { kind: "problem", message: failure } : state;

  const pendingHeading = useFocusOn<HTMLHeadingElement>(view.kind === "pending" ? view.order.sessionId : null);
  const problemRef = useFocusOn<HTMLParagraphElement>(view.kind === "problem" ? view.message : null);
  const startRef = useFocusOn<HTMLButtonElement>(view.kind === "idle" ? "idle" : null);

  // Back from the BankID app on this device: the order goes on.
  useEffect(() => {
    const saved = readSaved(document.id);
    if (!saved) return;
    const timer = window.setTimeout(() => setState({ kind: "pending", order: saved }), SIGN_RESUME_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [document.id]);
  // An order that ended one way or another is not resumed again.
  const hasEnded = failure !== null || answer?.status === "Signed";
  useEffect(() => {
    if (hasEnded) sessionStorage.removeItem(savedKey(document.id));
  }, [hasEnded, document.id]);

  const signed = answer?.status === "Signed" ? answer.document : null;
  useEffect(() => {
    if (!signed) return;
    void queryClient.invalidateQueries({ queryKey: documentsQueryKey(document.siteKey) });
    onDone(signed);
    // Once per signed document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signed]);

  const start = async () => {
    if (view.kind === "starting" || view.kind === "pending") return;
    setState({ kind: "starting" });
    try {
      const started = await startDocumentSign(http, document.id);
      const order = {
        sessionId: started.sessionId,
        autoStartUrl: returningTo(autoStartUrlOf(started.autoStartToken, started.autoStartUrl), window.location.href),
      };
      sessionStorage.setItem(savedKey(document.id), JSON.stringify({ ...order, at: Date.now() }));
      setState({ kind: "pending", order });
    } catch (failure) {
      setState({ kind: "problem", message: problemOf(failure) });
    }
  };

  const cancel = async () => {
    if (view.kind !== "pending") return;
    const { sessionId: id } = view.order;
    sessionStorage.removeItem(savedKey(document.id));
    setState({ kind: "idle" });
    await cancelDocumentSign(http, id).catch(() => undefined);
  };

  if (view.kind === "pending") {
    const pending = answer?.status === "Pending" ? answer : null;
    return (
      <div className={styles.stack}>
        <Heading level={2} ref={pendingHeading} tabIndex={-1}>
          {t("documents.sign.pendingHeading")}
        </Heading>
        <p>{t("documents.sign.qrHelp")}</p>
        <BankIdQr value={pending?.qrCode ?? null} label={t("documents.sign.qrLabel")} />
        <a className={styles.appLink} href={view.order.autoStartUrl}>
          {t("documents.sign.openApp")}
        </a>
        <p role="status" aria-live="polite" className={styles.hint}>
          {t(hintOf(pending?.hintCode ?? null))}
        </p>
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => void cancel()}>
            {t("documents.sign.cancel")}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.stack}>
      <p ref={problemRef} tabIndex={-1} role="alert" className={view.kind === "problem" ? styles.error : styles.quiet}>
        {view.kind === "problem" ? t(view.message) : null}
      </p>
      <div className={styles.row}>
        <Button ref={startRef} onClick={() => void start()} disabled={view.kind === "starting"}>
          {view.kind === "starting"
            ? t("documents.sign.starting")
            : view.kind === "problem"
              ? t("documents.sign.retry")
              : t("documents.sign.start")}
        </Button>
      </div>
    </div>
  );
}
