"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { DevBankIdIdentity } from "@housing/api-client";
import { useI18n } from "@housing/i18n/react";
import { useSessionActions } from "@housing/session/client";
import { clearLoginEmail, readLoginEmail } from "@housing/session/pending-signup";
import type { SiteConfig } from "@housing/site-config";
import { Button, Heading, Link } from "@housing/ui";
import { CASE_MANAGEMENT_EVENT, type LoginModalVariant } from "../../login-hashes";
import { BANKID_SUPPORT_URL } from "./bankid-view";
import { LoginPanel, type LoginOk, type LoginOutcome, type LoginView, type ViewStates } from "./login-panel";
import styles from "./login.module.css";

/** The verification view's case: a plain login, a case login (the fault report follows), or a case login without the national identity number. */
export type LoginDoneKind = "login" | "case" | "withoutPid";

export interface LoginModalBodyProps {
  site: SiteConfig;
  variant: LoginModalVariant;
  /** A session was started in the modal (the header shows the user from now on). */
  onLoggedIn?: () => void;
  onClose: () => void;
  /** Stories and tests: a state to start in. */
  initialDone?: LoginDoneKind;
  initialOutcome?: LoginOutcome;
  initialView?: LoginView;
  initialViewState?: ViewStates;
  devIdentities?: readonly DevBankIdIdentity[];
}

const isCaseType = (loginType: unknown) => typeof loginType === "string" && loginType.endsWith("Case");

/**
 * The login modal's body: the login panel of the login page, opened on the variant's type and
 * view; after a login the visitor stays on the page, the session is refreshed (the header shows
 * the user) and the verification view follows (spec section 2: "Klart!"; "Fortsätt med
 * felanmälan" for the case types; a link to BankID's support).
 */
export function LoginModalBody({
  site,
  variant,
  onLoggedIn,
  onClose,
  initialDone,
  initialOutcome,
  initialView,
  initialViewState,
  devIdentities,
}: LoginModalBodyProps) {
  const { t } = useI18n();
  const { refresh } = useSessionActions();
  const [done, setDone] = useState<LoginDoneKind | null>(initialDone ?? null);
  const [effectiveType, setEffectiveType] = useState<string>(variant.loginType);
  const doneRef = useRef<HTMLDivElement>(null);
  // Spec section 4: an anonymous interest for a known user opens the login with the form's e-mail (pending-signup.ts).
  const [defaultEmail] = useState(() => readLoginEmail() ?? undefined);
  useEffect(() => clearLoginEmail(), []);

  const sessionStarted = useCallback(() => {
    onLoggedIn?.();
    void refresh();
  }, [onLoggedIn, refresh]);

  const loggedIn = useCallback(
    (result: LoginOk, { withoutPid }: { withoutPid: boolean }) => {
      // The API answers the effective type: a board member without management goes on as a private case (Sweden).
      const loginType = typeof result.loginType === "string" ? result.loginType : variant.loginType;
      setEffectiveType(loginType);
      setDone(withoutPid ? "withoutPid" : isCaseType(loginType) ? "case" : "login");
      sessionStarted();
    },
    [sessionStarted, variant.loginType],
  );

  useEffect(() => {
    if (done) doneRef.current?.querySelector("h2")?.focus();
  }, [done]);

  if (done) {
    const continueCase = () => {
      onClose();
      window.dispatchEvent(new CustomEvent(CASE_MANAGEMENT_EVENT, { detail: { loginType: effectiveType } }));
    };
    return (
      <div ref={doneRef} className={styles.outcome} data-login-outcome="done">
        <Heading level={2} size="lg" tabIndex={-1}>
          {t("auth-bankid-pages.done.heading")}
        </Heading>
        <p role="status">
          {t(
            done === "case"
              ? "auth-bankid-pages.done.caseText"
              : done === "withoutPid"
                ? "auth-bankid-pages.done.withoutPid"
                : "auth-bankid-pages.done.text",
          )}
        </p>
        <div className={styles.actions}>
          {done === "case" ? (
            <Button type="button" onClick={continueCase}>
              {t("auth-bankid-pages.done.continueCase")}
            </Button>
          ) : (
            <Button type="button" onClick={onClose}>
              {t("auth-bankid-pages.done.close")}
            </Button>
          )}
        </div>
        <Link href={BANKID_SUPPORT_URL}>{t("auth-bankid-pages.bankid.support")}</Link>
      </div>
    );
  }

  const here =
    typeof window === "undefined" ? `${site.pathPrefix}/` : window.location.pathname + window.location.search;
  return (
    <LoginPanel
      site={site}
      loginType={variant.loginType}
      hideTypeToggle={variant.hideTypeToggle}
      initialView={initialView ?? (variant.view === "email" ? "email" : "bankid")}
      defaultEmail={defaultEmail}
      initialOutcome={initialOutcome ?? (variant.view === "pid" ? { kind: "pid", session: null } : undefined)}
      destination={here}
      onLoggedIn={loggedIn}
      onSessionStarted={sessionStarted}
      onDismiss={onClose}
      devIdentities={devIdentities}
      initialViewState={initialViewState}
    />
  );
}
