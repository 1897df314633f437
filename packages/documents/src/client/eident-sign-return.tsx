"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { finishDocumentEidentSign, isApiError } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { documentViewPath, routePath, type SiteConfig } from "@housing/site-config";
import { Heading, Link } from "@housing/ui";
import { donePathOf } from "./document-id";
import { documentsQueryKey } from "./documents-query";
import { problemOf } from "./problem";
import { EIDENT_SIGN_KEY } from "./sign-with-eident";
import styles from "../documents.module.css";

/** The document this tab started signing (kept by `SignWithEident`), if any. */
const startedFor = () => sessionStorage.getItem(EIDENT_SIGN_KEY);

/** The broker's answer in the action page's query: a return, not a visit. */
export const isEidentReturn = (query: string) => new URLSearchParams(query).has("state");

export type EidentReturnState =
  | { kind: "finishing" }
  /** `documentId`: the document this tab started signing, for the way back to it. */
  | { kind: "problem"; message: MessageId; documentId?: string | null };

/**
 * The action page when the e-ID broker sends the signer back (`code` and `state`, or `error`):
 * the API checks the answer and that the e-ID is the signer's, records the signature, and the
 * page goes on to the done page. Otherwise it says why, with the way back to the document.
 */
export function EidentSignReturn({
  site,
  query,
  navigate,
  initialState,
}: {
  site: SiteConfig;
  query: string;
  navigate: (path: string) => void;
  /** Stories: the state to show (no call is made). */
  initialState?: EidentReturnState;
}) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const queryClient = useQueryClient();
  const [state, setState] = useState<EidentReturnState>(initialState ?? { kind: "finishing" });
  const started = useRef(initialState !== undefined);
  const problemRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(query);
    const callback = {
      state: params.get("state") ?? "",
      code: params.get("code") ?? undefined,
      // The broker names itself in the answer (RFC 9207); the API checks it.
      iss: params.get("iss") ?? undefined,
      error: params.get("error") ?? undefined,
    };
    // The code works once: the address with it is not kept in the history.
    const address = new URL(window.location.href);
    for (const key of ["code", "state", "iss", "error", "error_description"]) address.searchParams.delete(key);
    window.history.replaceState(window.history.state, "", address.pathname + address.search);
    finishDocumentEidentSign(http, callback)
      .then((result) => {
        if (result.status === "Signed") {
          sessionStorage.removeItem(EIDENT_SIGN_KEY);
          void queryClient.invalidateQueries({ queryKey: documentsQueryKey(site.key) });
          navigate(donePathOf(site, result.document.id));
        } else {
          setState({ kind: "problem", message: "documents.sign.cancelled", documentId: startedFor() });
        }
      })
      .catch((failure: unknown) => {
        const isGone = isApiError(failure) && failure.status === 404;
        const message = isGone ? "documents.error.eidentExpired" : problemOf(failure);
        setState({ kind: "problem", message, documentId: startedFor() });
      });
  }, [http, navigate, query, queryClient, site]);

  useEffect(() => {
    if (state.kind === "problem") problemRef.current?.focus();
  }, [state]);

  const documentId = state.kind === "problem" ? (state.documentId ?? null) : null;
  const action = documentViewPath(site, "action");
  const back =
    documentId && action
      ? `${action}?id=${encodeURIComponent(documentId)}`
      : (routePath(site, "documents") ?? `${site.pathPrefix}/`);
  return (
    <div className={styles.stack}>
      <Heading level={1}>{t("documents.eident.heading")}</Heading>
      {state.kind === "finishing" ? (
        <p role="status">{t("documents.eident.finishing")}</p>
      ) : (
        <>
          <p ref={problemRef} tabIndex={-1} role="alert" className={styles.error}>
            {t(state.message)}
          </p>
          <Link href={back}>{documentId ? t("documents.eident.toDocument") : t("documents.back")}</Link>
        </>
      )}
    </div>
  );
}
