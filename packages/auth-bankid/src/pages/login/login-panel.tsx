"use client";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import {
  loginWithEmail,
  type DevBankIdIdentity,
  type LoginAssociation,
  type LoginResult,
  type LoginType,
} from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { useI18n } from "@housing/i18n/react";
import { eidentReturnPath, routePath, type SiteConfig } from "@housing/site-config";
import { Button, Heading, Link } from "@housing/ui";
import { AssociationChoice } from "./association-choice";
import { BankIdView, type BankIdViewState } from "./bankid-view";
import { DevBankIdForm } from "./dev-bankid-form";
import { EidentView } from "./eident-view";
import { EmailView } from "./email-view";
import { loginProblemOf, type LoginProblem } from "./outcome";
import { isPidAnswered, markPidAnswered } from "./pid-answered";
import { ProblemAlert } from "./problem-alert";
import { ResetRequest } from "../passwords/reset-request";
import styles from "./login.module.css";

export type LoginTab = "private" | "board";
export type LoginView = "bankid" | "email" | "reset";
const TABS: readonly LoginTab[] = ["private", "board"];

export type LoginOk = Extract<LoginResult, { status: "Ok" }>;

/**
 * What the panel shows instead of the login views: the association choice, the answer to a board
 * member without technical management (NoBoardMember), or the national-identity-number question
 * of a case login by e-mail (MustActivatePid; the user is then logged in as a private customer).
 */
export type LoginOutcome =
  | { kind: "associations"; associations: readonly LoginAssociation[] }
  | { kind: "noBoardMember" }
  | { kind: "pid"; session: LoginOk | null };

export interface LoginPanelProps {
  site: SiteConfig;
  /** The login type asked for (spec section 4); its tab opens first, and a case type stays a case login on both tabs. */
  loginType?: LoginType;
  /** The modal variant `login-form-case-management-private`: no tabs, the private login only. */
  hideTypeToggle?: boolean;
  initialView?: LoginView;
  defaultEmail?: string;
  /** Where the e-ID return page sends the visitor after a Norwegian or Finnish login. */
  destination: string;
  /** A finished login. `withoutPid`: a case login that goes on as a private login, the question answered "not now". */
  onLoggedIn: (result: LoginOk, options: { withoutPid: boolean }) => void;
  /** A session started that is not finished yet (the national-identity-number question): the header may show it. */
  onSessionStarted?: () => void;
  /** "Not now" to the national-identity-number question of a user who was already logged in (the modal closes). */
  onDismiss?: () => void;
  /** Stories and tests: a state to start in, and the developer form's identities. */
  initialOutcome?: LoginOutcome;
  devIdentities?: readonly DevBankIdIdentity[];
  /** Stories: the views' own states to start in. */
  initialViewState?: ViewStates;
}

export interface ViewStates {
  bankid?: BankIdViewState;
  sameDevice?: boolean;
  emailProblem?: LoginProblem;
  resetSentTo?: string;
}

const caseTypeOf = (tab: LoginTab): LoginType => (tab === "board" ? "boardMemberCase" : "privateCase");
const plainTypeOf = (tab: LoginTab): LoginType => (tab === "board" ? "boardMember" : "private");

/**
 * The login of the login page and the login modal (spec section 2 "Login screen"): tabs for my
 * pages (private) and the board portal, each with the country's bank-ID login, e-mail and
 * password, password reset, the link to create an account and, outside preprod and production,
 * the developer-only BankID form; then the answers that are not simply "logged in".
 */
export function LoginPanel({
  site,
  loginType: askedType = "private",
  hideTypeToggle = false,
  initialView = "bankid",
  defaultEmail,
  destination,
  onLoggedIn,
  onSessionStarted,
  onDismiss,
  initialOutcome,
  devIdentities,
  initialViewState,
}: LoginPanelProps) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const ids = useId();
  const isCase = askedType.endsWith("Case");
  const [tab, setTab] = useState<LoginTab>(askedType.startsWith("board") && !hideTypeToggle ? "board" : "private");
  const [view, setView] = useState<LoginView>(initialView);
  const [outcome, setOutcome] = useState<LoginOutcome | null>(initialOutcome ?? null);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const loginType = isCase ? caseTypeOf(tab) : plainTypeOf(tab);
  const isSweden = site.country === "se";

  const onResult = useCallback(
    (result: Extract<LoginResult, { status: "Ok" | "ChooseBoardMember" }>) => {
      if (result.status === "ChooseBoardMember") {
        setOutcome({ kind: "associations", associations: result.associations });
        return;
      }
      setOutcome(null);
      onLoggedIn(result, { withoutPid: false });
    },
    [onLoggedIn],
  );

  /** MustActivatePid: the same e-mail and password log in as a private customer, then the question (unless answered a moment ago). */
  const continueAsPrivate = async (values: { email: string; password: string }) => {
    try {
      const result = await loginWithEmail(http, { ...values, siteId: site.siteId, loginType: "private" });
      if (result.status !== "Ok") {
        setProblem({ kind: "status", status: "Error" });
        return;
      }
      if (isPidAnswered()) {
        onLoggedIn(result, { withoutPid: true });
        return;
      }
      setOutcome({ kind: "pid", session: result });
      onSessionStarted?.();
    } catch (error) {
      setProblem(loginProblemOf(error));
    }
  };

  const onProblem = (found: LoginProblem, values?: { email: string; password: string }): boolean => {
    if (found.kind !== "status") return false;
    if (found.status === "NoBoardMember") {
      setOutcome({ kind: "noBoardMember" });
      return true;
    }
    if (found.status === "MustActivatePid" && values) {
      setProblem(null);
      void continueAsPrivate(values);
      return true;
    }
    return false;
  };

  // The answer replaces the login views: focus goes to its heading (the association choice focuses its first option).
  useEffect(() => {
    if (outcome && outcome.kind !== "associations") outcomeRef.current?.querySelector("h2")?.focus();
  }, [outcome]);

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    setTab(TABS[next]!);
    tabRefs.current[next]?.focus();
  };

  if (outcome?.kind === "associations") {
    return <AssociationChoice associations={outcome.associations} onResult={onResult} onCancel={() => setOutcome(null)} />;
  }

  if (outcome?.kind === "noBoardMember") {
    const faultReport = routePath(site, "customerService");
    return (
      <div ref={outcomeRef} className={styles.outcome} data-login-outcome="NoBoardMember">
        <Heading level={2} size="lg" tabIndex={-1}>
          {t("auth-bankid-pages.noBoardMember.heading")}
        </Heading>
        <p role="alert">{t("auth-bankid-pages.status.NoBoardMember")}</p>
        {faultReport ? <Link href={faultReport}>{t("auth-bankid-pages.status.NoBoardMember.link")}</Link> : null}
        <Button type="button" variant="secondary" onClick={() => setOutcome(null)}>
          {t("auth-bankid-pages.noBoardMember.back")}
        </Button>
      </div>
    );
  }

  if (outcome?.kind === "pid") {
    const session = outcome.session;
    const later = () => {
      markPidAnswered();
      if (session) onLoggedIn(session, { withoutPid: true });
      else if (onDismiss) onDismiss();
      else setOutcome(null);
    };
    const verified = (result: Extract<LoginResult, { status: "Ok" | "ChooseBoardMember" }>) => {
      markPidAnswered();
      onResult(result);
    };
    return (
      <div ref={outcomeRef} className={styles.outcome} data-login-outcome="MustActivatePid">
        <Heading level={2} size="lg" tabIndex={-1}>
          {t("auth-bankid-pages.pid.heading")}
        </Heading>
        <p>{t(isSweden ? "auth-bankid-pages.pid.text.se" : "auth-bankid-pages.pid.text.other")}</p>
        {isSweden ? (
          <>
            <BankIdView
              siteId={site.siteId}
              loginType="privateCase"
              flow="update"
              startLabel="auth-bankid-pages.pid.verify"
              onResult={verified}
            />
            <DevBankIdForm
              siteId={site.siteId}
              loginType="privateCase"
              flow="update"
              onResult={verified}
              identities={devIdentities}
            />
          </>
        ) : null}
        <Button type="button" variant="secondary" onClick={later}>
          {t("auth-bankid-pages.pid.later")}
        </Button>
      </div>
    );
  }

  const createAccount = routePath(site, "createAccount");
  const panelId = `${ids}-panel`;
  const tabId = (name: LoginTab) => `${ids}-tab-${name}`;
  const body = (
    <>
      <p>{t(`auth-bankid-pages.login.intro.${tab}`)}</p>
      {view === "bankid" ? (
        isSweden ? (
          <>
            <BankIdView
              key={loginType}
              siteId={site.siteId}
              loginType={loginType}
              onResult={onResult}
              onProblem={onProblem}
              initialState={initialViewState?.bankid}
              initialDevice={initialViewState?.sameDevice ? "same" : undefined}
            />
            <DevBankIdForm
              key={`dev-${loginType}`}
              siteId={site.siteId}
              loginType={loginType}
              onResult={onResult}
              onProblem={onProblem}
              identities={devIdentities}
            />
          </>
        ) : (
          <EidentView
            siteId={site.siteId}
            loginType={loginType}
            returnPath={eidentReturnPath(site) ?? `${site.pathPrefix}/`}
            destination={destination}
          />
        )
      ) : view === "email" ? (
        <EmailView
          siteId={site.siteId}
          loginType={loginType}
          defaultEmail={defaultEmail}
          onResult={onResult}
          onProblem={onProblem}
          initialProblem={initialViewState?.emailProblem}
        />
      ) : (
        <ResetRequest siteId={site.siteId} defaultEmail={defaultEmail} initialSentTo={initialViewState?.resetSentTo} />
      )}
      <ProblemAlert problem={problem} />
      <ul className={styles.links}>
        {view !== "bankid" ? (
          <li>
            <button type="button" className={styles.textButton} onClick={() => setView("bankid")}>
              {t("auth-bankid-pages.login.backToBankId")}
            </button>
          </li>
        ) : null}
        {view !== "email" ? (
          <li>
            <button type="button" className={styles.textButton} onClick={() => setView("email")}>
              {t("auth-bankid-pages.login.withEmail")}
            </button>
          </li>
        ) : null}
        {view !== "reset" ? (
          <li>
            <button type="button" className={styles.textButton} onClick={() => setView("reset")}>
              {t("auth-bankid-pages.login.forgotPassword")}
            </button>
          </li>
        ) : null}
        {createAccount ? (
          <li>
            {t("auth-bankid-pages.login.noAccount")}{" "}
            <Link href={createAccount}>{t("auth-bankid-pages.login.createAccount")}</Link>
          </li>
        ) : null}
      </ul>
    </>
  );

  if (hideTypeToggle) return <div className={styles.panel}>{body}</div>;

  return (
    <>
      <div role="tablist" aria-label={t("auth-bankid-pages.login.tabs")} className={styles.tabs}>
        {TABS.map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-controls={panelId}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(name)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {t(`auth-bankid-pages.login.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} className={styles.panel}>
        {body}
      </div>
    </>
  );
}
