"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { TemplateProps } from "@housing/contracts/manifest";
import { useI18n } from "@housing/i18n/react";
import { useSessionActions } from "@housing/session/client";
import { routePath } from "@housing/site-config";
import { Container, Heading } from "@housing/ui";
import type { DevBankIdIdentity } from "@housing/api-client";
import { LoginPanel, type LoginOutcome, type LoginView, type ViewStates } from "./login-panel";
import { afterLoginPath } from "./redirect";
import styles from "./login.module.css";

export interface LoginPageProps extends TemplateProps {
  /** Stories and tests: a state to start in. */
  initialView?: LoginView;
  initialOutcome?: LoginOutcome;
  initialDone?: boolean;
  initialViewState?: ViewStates;
  devIdentities?: readonly DevBankIdIdentity[];
}

/**
 * The login page (spec section 2 "Login screen"): the login panel (tabs for my pages and the
 * board portal, the country's bank-ID login, e-mail and password, password reset). After a
 * login: the `referrer` when it is a page of this site, else my pages.
 */
export function LoginPage({
  site,
  location,
  initialView,
  initialOutcome,
  initialDone = false,
  initialViewState,
  devIdentities,
}: LoginPageProps) {
  const { t } = useI18n();
  const { refresh } = useSessionActions();
  const [isDone, setIsDone] = useState(initialDone);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const myPages = routePath(site, "myPages") ?? `${site.pathPrefix}/`;
  const destination = afterLoginPath(location?.query ?? "", myPages);

  const onLoggedIn = useCallback(() => {
    setIsDone(true);
    void refresh().finally(() => window.location.assign(destination));
  }, [destination, refresh]);

  useEffect(() => {
    if (isDone) doneRef.current?.focus();
  }, [isDone]);

  return (
    <Container>
      <div className={styles.page}>
        <Heading level={1}>{t("auth-bankid-pages.login.heading")}</Heading>
        {isDone ? (
          <div className={styles.stack}>
            <p ref={doneRef} tabIndex={-1} role="status" className={styles.confirmation}>
              {t("auth-bankid-pages.login.done")}
            </p>
            <p>{t("auth-bankid-pages.login.redirecting")}</p>
          </div>
        ) : (
          <LoginPanel
            site={site}
            destination={destination}
            initialView={initialView}
            initialOutcome={initialOutcome}
            initialViewState={initialViewState}
            devIdentities={devIdentities}
            onLoggedIn={onLoggedIn}
          />
        )}
      </div>
    </Container>
  );
}
