"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  registrationVerifiedOf,
  type LoginResult,
  type Registered,
  type RegistrationVerified,
} from "@housing/api-client";
import type { TemplateProps } from "@housing/contracts/manifest";
import { useI18n } from "@housing/i18n/react";
import { useSessionActions } from "@housing/session/client";
import { eidentReturnPath, routePath } from "@housing/site-config";
import { Button, Container, Heading, Link } from "@housing/ui";
import { BankIdView } from "../login/bankid-view";
import { afterRegistrationPath } from "./after-registration";
import { takeEidentRegistration } from "./eident-registration";
import { EidentRegisterView } from "./eident-register-view";
import { RegisterForm } from "./register-form";
import loginStyles from "../login/login.module.css";
import styles from "./register.module.css";

type Step = { kind: "choose" } | { kind: "form"; verified: RegistrationVerified | null } | { kind: "done" };

/**
 * The create-account page (spec sections 2 and 3). The visitor first verifies with the country's
 * e-ID (its register flow: name and national identity number come back and fill the form,
 * read-only) or registers with the e-mail address alone (then with a password). Sweden's is
 * BankID, verified on this page; Norway's and Finland's is at the e-ID broker, whose answer the
 * electronic-ID return page brings back here (a refusal comes back as `#eident-error=<kind>`,
 * which the header shows). A registration logs the new account in; the page then goes to
 * payments when a VIP fee is unpaid, else to my pages.
 */
export function RegisterPage({ model, site }: TemplateProps) {
  const { t } = useI18n();
  const { refresh } = useSessionActions();
  const isSweden = site.country === "se";
  const eidentReturn = isSweden ? null : eidentReturnPath(site);
  const registerPath = routePath(site, "createAccount");
  const canVerify = isSweden || (eidentReturn !== null && registerPath !== null);
  const [step, setStep] = useState<Step>(canVerify ? { kind: "choose" } : { kind: "form", verified: null });
  const [problemOfBankId, setProblemOfBankId] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const login = routePath(site, "login");

  const onVerified = useCallback((result: Extract<LoginResult, { status: "Ok" | "ChooseBoardMember" }>) => {
    const verified = registrationVerifiedOf(result);
    if (verified) setStep({ kind: "form", verified });
    else setProblemOfBankId(true);
  }, []);

  const onRegistered = useCallback(
    (registered: Registered) => {
      setStep({ kind: "done" });
      const destination = afterRegistrationPath(site, registered.user);
      void refresh().finally(() => window.location.assign(destination));
    },
    [refresh, site],
  );

  // Back from the e-ID broker: the person the return page verified fills the form. Read after
  // hydration on purpose: session storage is the browser's, the server renders the choice.
  useEffect(() => {
    if (isSweden) return;
    const verified = takeEidentRegistration();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (verified) setStep({ kind: "form", verified });
  }, [isSweden]);

  // After a step changes (not on arrival), focus goes to what it says, so a screen reader hears it.
  const shownStep = useRef(step.kind);
  useEffect(() => {
    if (shownStep.current === step.kind) return;
    shownStep.current = step.kind;
    statusRef.current?.focus();
  }, [step.kind]);

  return (
    <Container>
      <div className={loginStyles.page}>
        <Heading level={1}>{model.title}</Heading>
        {step.kind === "done" ? (
          <div className={loginStyles.stack}>
            <p ref={statusRef} tabIndex={-1} role="status" className={loginStyles.confirmation}>
              {t("auth-bankid-pages.register.done")}
            </p>
            <p>{t("auth-bankid-pages.register.redirecting")}</p>
          </div>
        ) : step.kind === "choose" ? (
          <div className={styles.choices}>
            {isSweden ? (
              <>
                <p>{t("auth-bankid-pages.register.intro.bankid")}</p>
                <BankIdView
                  siteId={site.siteId}
                  loginType="private"
                  flow="register"
                  startLabel="auth-bankid-pages.register.withBankId"
                  onResult={onVerified}
                />
                {problemOfBankId ? (
                  <p role="alert" className={loginStyles.error}>
                    {t("auth-bankid-pages.status.Error")}
                  </p>
                ) : null}
              </>
            ) : (
              <>
                <p>{t("auth-bankid-pages.register.intro.eident")}</p>
                <EidentRegisterView siteId={site.siteId} returnPath={eidentReturn!} registerPath={registerPath!} />
              </>
            )}
            <Button type="button" variant="secondary" onClick={() => setStep({ kind: "form", verified: null })}>
              {t("auth-bankid-pages.register.withEmail")}
            </Button>
          </div>
        ) : (
          <>
            <div className={loginStyles.stack}>
              <p ref={statusRef} tabIndex={-1} className={step.verified ? loginStyles.confirmation : undefined}>
                {step.verified
                  ? t(isSweden ? "auth-bankid-pages.register.verified" : "auth-bankid-pages.register.verified.eident", {
                      name: `${step.verified.person.firstName} ${step.verified.person.lastName}`,
                    })
                  : t("auth-bankid-pages.register.intro.email")}
              </p>
              {canVerify ? (
                <button type="button" className={loginStyles.textButton} onClick={() => setStep({ kind: "choose" })}>
                  {t("auth-bankid-pages.register.restart")}
                </button>
              ) : null}
            </div>
            <RegisterForm
              key={step.verified ? "verified" : "email"}
              site={site}
              verified={step.verified}
              onRegistered={onRegistered}
            />
          </>
        )}
        {step.kind !== "done" && login ? (
          <p>
            {t("auth-bankid-pages.register.haveAccount")}{" "}
            <Link href={login}>{t("auth-bankid-pages.register.login")}</Link>
          </p>
        ) : null}
      </div>
    </Container>
  );
}
