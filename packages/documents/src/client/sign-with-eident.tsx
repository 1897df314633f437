"use client";
import { useEffect, useState } from "react";
import { startDocumentEidentSign } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { Document } from "@housing/contracts/documents";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { documentViewPath, type SiteConfig } from "@housing/site-config";
import { Button } from "@housing/ui";
import { problemOf } from "./problem";
import { useFocusOn } from "./use-focus-on";
import styles from "../documents.module.css";

/** The document whose e-ID signature this tab started: the return page's way back to it. */
export const EIDENT_SIGN_KEY = "housing_document_eident_sign";

/** Norway and Finland sign through the e-ID broker (Norwegian BankID, FTN); Sweden with BankID. */
export const signsWithEident = (site: SiteConfig) => site.country === "no" || site.country === "fi";

/** Where the broker sends the signer back: the site's action page, without a query (a registered address). */
export const eidentReturnUrlOf = (site: SiteConfig, origin: string) =>
  new URL(documentViewPath(site, "action") ?? "/", origin).href;

export type EidentSignState = { kind: "idle" } | { kind: "starting" } | { kind: "problem"; message: MessageId };

/**
 * Signing a document with the site's e-ID (spec section 7's provider `signicat`): the API starts
 * the signature and answers the broker's address, where the browser goes; the broker sends it back
 * to the action page, which finishes the signature (`EidentSignReturn`).
 */
export function SignWithEident({
  site,
  document,
  redirect = (url) => window.location.assign(url),
  initialState,
}: {
  site: SiteConfig;
  document: Document;
  /** Sends the browser to the broker (tests and stories watch it). */
  redirect?: (url: string) => void;
  /** Stories: the state to start in. */
  initialState?: EidentSignState;
}) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const [state, setState] = useState<EidentSignState>(initialState ?? { kind: "idle" });
  const problemRef = useFocusOn<HTMLParagraphElement>(state.kind === "problem" ? state.message : null);

  // Back from the broker with the browser's back button (a page kept in memory): the start is usable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setState((current) => (current.kind === "starting" ? { kind: "idle" } : current));
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  const start = async () => {
    if (state.kind === "starting") return;
    setState({ kind: "starting" });
    try {
      const { authorizationUrl } = await startDocumentEidentSign(http, document.id, {
        returnUrl: eidentReturnUrlOf(site, window.location.origin),
      });
      sessionStorage.setItem(EIDENT_SIGN_KEY, document.id);
      redirect(authorizationUrl);
    } catch (failure) {
      setState({ kind: "problem", message: problemOf(failure) });
    }
  };

  return (
    <div className={styles.stack}>
      <p>{t("documents.eident.help")}</p>
      <p ref={problemRef} tabIndex={-1} role="alert" className={state.kind === "problem" ? styles.error : styles.quiet}>
        {state.kind === "problem" ? t(state.message) : null}
      </p>
      <div className={styles.row}>
        <Button onClick={() => void start()} disabled={state.kind === "starting"}>
          {state.kind === "starting"
            ? t("documents.eident.starting")
            : state.kind === "problem"
              ? t("documents.sign.retry")
              : t("documents.eident.start")}
        </Button>
      </div>
    </div>
  );
}
