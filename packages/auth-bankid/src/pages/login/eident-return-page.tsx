"use client";
import { useEffect, useRef, useState } from "react";
import {
  finishEidentLogin,
  finishEidentRegister,
  finishEidentUpdate,
  registrationVerifiedOf,
} from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { TemplateProps } from "@housing/contracts/manifest";
import { useI18n } from "@housing/i18n/react";
import { useSessionActions } from "@housing/session/client";
import { routePath } from "@housing/site-config";
import { Container, Heading, Link } from "@housing/ui";
import { EidentErrorMessage } from "../../eident-error-modal";
import { eidentErrorHash, eidentErrorOfHash, type EidentErrorKind } from "../../eident-errors";
import { EIDENT_RETURN_KEY } from "./eident-view";
import { EIDENT_UPDATE_KEY, UPDATE_BANK_ID_DONE_HASH, eidentErrorOf, withEidentError } from "./eident-outcome";
import { EIDENT_REGISTER_KEY, keepEidentRegistration } from "../register/eident-registration";
import { safeReferrer } from "./redirect";
import styles from "./login.module.css";

/**
 * The electronic-ID return page (spec section 2's template): the e-ID broker sends the visitor
 * back here with `code` and `state` (or `error`); the API checks them and logs the visitor in,
 * and the page goes on to where the login was started for. A failure stays here as one of the
 * e-ident errors of spec section 8, in the page and in its hash (`#eident-error=<kind>`, which
 * the page also shows when opened with it), with a way back to the login. An add-bank-ID update
 * (my pages) goes back to where it started: its done view, or the error's hash there. So does a
 * registration (the create-account page): with the verified person, or the error's hash.
 */
export function ElectronicIdReturnPage({ site, location }: TemplateProps) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const { refresh } = useSessionActions();
  const [error, setError] = useState<EidentErrorKind | null>(null);
  const started = useRef(false);
  const myPages = routePath(site, "myPages") ?? `${site.pathPrefix}/`;
  const login = routePath(site, "login") ?? `${site.pathPrefix}/`;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (kind: EidentErrorKind) => {
      window.history.replaceState(window.history.state, "", `#${eidentErrorHash(kind)}`);
      setError(kind);
    };
    const fromHash = eidentErrorOfHash(window.location.hash);
    if (fromHash) {
      fail(fromHash);
      return;
    }
    const query = new URLSearchParams(location?.query ?? window.location.search.slice(1));
    const callback = {
      code: query.get("code") ?? undefined,
      state: query.get("state") ?? undefined,
      // The broker names itself in the answer (RFC 9207); the API checks it.
      iss: query.get("iss") ?? undefined,
      error: query.get("error") ?? undefined,
    };
    const register = sessionStorage.getItem(EIDENT_REGISTER_KEY);
    sessionStorage.removeItem(EIDENT_REGISTER_KEY);
    if (register !== null) {
      const back = safeReferrer(new URLSearchParams({ referrer: register }).toString()) ?? myPages;
      finishEidentRegister(http, callback)
        .then((result) => {
          const verified = registrationVerifiedOf(result);
          if (verified) {
            keepEidentRegistration(verified);
            window.location.replace(back.split("#")[0]!);
          } else window.location.replace(withEidentError(back, result.status === "Cancelled" ? "cancel" : "general"));
        })
        .catch((caught: unknown) => window.location.replace(withEidentError(back, eidentErrorOf(caught))));
      return;
    }
    const update = sessionStorage.getItem(EIDENT_UPDATE_KEY);
    sessionStorage.removeItem(EIDENT_UPDATE_KEY);
    if (update !== null) {
      const back = safeReferrer(new URLSearchParams({ referrer: update }).toString()) ?? myPages;
      finishEidentUpdate(http, callback)
        .then(async (result) => {
          if (result.status === "Ok") {
            await refresh();
            window.location.replace(`${back.split("#")[0]}#${UPDATE_BANK_ID_DONE_HASH}`);
          } else window.location.replace(withEidentError(back, result.status === "Cancelled" ? "cancel" : "general"));
        })
        .catch((caught: unknown) => window.location.replace(withEidentError(back, eidentErrorOf(caught))));
      return;
    }
    const stored = sessionStorage.getItem(EIDENT_RETURN_KEY) ?? "";
    sessionStorage.removeItem(EIDENT_RETURN_KEY);
    const destination = safeReferrer(new URLSearchParams({ referrer: stored }).toString()) ?? myPages;
    finishEidentLogin(http, callback)
      .then(async (result) => {
        if (result.status === "Ok") {
          await refresh();
          window.location.replace(destination);
        } else fail(result.status === "Cancelled" ? "cancel" : "loginfailed");
      })
      .catch((caught: unknown) => fail(eidentErrorOf(caught)));
  }, [http, location?.query, myPages, refresh]);

  return (
    <Container>
      <div className={styles.page}>
        <Heading level={1}>{t("auth-bankid-pages.login.heading")}</Heading>
        {error ? (
          <div className={styles.stack}>
            <div role="alert" className={styles.error}>
              <EidentErrorMessage kind={error} />
            </div>
            <Link href={login}>{t("auth-bankid-pages.bankid.retry")}</Link>
          </div>
        ) : (
          <p role="status">{t("auth-bankid-pages.login.redirecting")}</p>
        )}
      </div>
    </Container>
  );
}
