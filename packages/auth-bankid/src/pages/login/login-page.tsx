"use client";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { LoginAssociation, LoginResult, LoginType } from "@housing/api-client";
import type { TemplateProps } from "@housing/contracts/manifest";
import { useI18n } from "@housing/i18n/react";
import { useSessionActions } from "@housing/session/client";
import { eidentReturnPath, routePath } from "@housing/site-config";
import { Container, Heading, Link } from "@housing/ui";
import { AssociationChoice } from "./association-choice";
import { BankIdView } from "./bankid-view";
import { EidentView } from "./eident-view";
import { EmailView } from "./email-view";
import { afterLoginPath } from "./redirect";
import { ResetRequest } from "../passwords/reset-request";
import styles from "./login.module.css";

type Tab = "private" | "board";
type View = "bankid" | "email" | "reset";
const TABS: readonly Tab[] = ["private", "board"];

/**
 * The login page (spec section 2 "Login screen"): tabs for my pages (private) and the board
 * portal, each with the country's bank-ID login, e-mail and password, password reset and the
 * link to create an account. After a login: the `referrer` when it is a page of this site,
 * else my pages.
 */
export function LoginPage({ site, location }: TemplateProps) {
  const { t } = useI18n();
  const { refresh } = useSessionActions();
  const [tab, setTab] = useState<Tab>("private");
  const [view, setView] = useState<View>("bankid");
  const [associations, setAssociations] = useState<readonly LoginAssociation[] | null>(null);
  const [isDone, setIsDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const myPages = routePath(site, "myPages") ?? `${site.pathPrefix}/`;
  const destination = afterLoginPath(location?.query ?? "", myPages);
  const loginType: LoginType = tab === "board" ? "boardMember" : "private";

  const onResult = useCallback(
    (result: Extract<LoginResult, { status: "Ok" | "ChooseBoardMember" }>) => {
      if (result.status === "ChooseBoardMember") {
        setAssociations(result.associations);
        return;
      }
      setAssociations(null);
      setIsDone(true);
      void refresh().finally(() => window.location.assign(destination));
    },
    [destination, refresh],
  );

  useEffect(() => {
    if (isDone) doneRef.current?.focus();
  }, [isDone]);

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    setTab(TABS[next]!);
    tabRefs.current[next]?.focus();
  };

  const createAccount = routePath(site, "createAccount");
  const isSweden = site.country === "se";

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
        ) : associations ? (
          <AssociationChoice associations={associations} onResult={onResult} onCancel={() => setAssociations(null)} />
        ) : (
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
                  id={`login-tab-${name}`}
                  aria-controls="login-panel"
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
            <div role="tabpanel" id="login-panel" aria-labelledby={`login-tab-${tab}`} className={styles.panel}>
              <p>{t(`auth-bankid-pages.login.intro.${tab}`)}</p>
              {view === "bankid" ? (
                isSweden ? (
                  <BankIdView key={tab} siteId={site.siteId} loginType={loginType} onResult={onResult} />
                ) : (
                  <EidentView
                    siteId={site.siteId}
                    loginType={loginType}
                    returnPath={eidentReturnPath(site) ?? `${site.pathPrefix}/`}
                    destination={destination}
                  />
                )
              ) : view === "email" ? (
                <EmailView siteId={site.siteId} onResult={onResult} />
              ) : (
                <ResetRequest siteId={site.siteId} />
              )}
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
            </div>
          </>
        )}
      </div>
    </Container>
  );
}
