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
import { routePath } from "@housing/site-config";
import { Button, Container, Heading, Link } from "@housing/ui";
import { BankIdView } from "../login/bankid-view";
import { afterRegistrationPath } from "./after-registration";
import { RegisterForm } from "./register-form";
import loginStyles from "../login/login.module.css";
import styles from "./register.module.css";

type Step = { kind: "choose" } | { kind: "form"; verified: RegistrationVerified | null } | { kind: "done" };

/**
 * The create-account page (spec sections 2 and 3). In Sweden the visitor first verifies with
 * BankID (its register flow: name and personal number come back and fill the form, read-only)
 * or registers with the e-mail address alone (then with a password); in Norway and Finland with
 * the e-mail address. A registration logs the new account in; the page then goes to payments
 * when a VIP fee is unpaid, else to my pages.
 */
export function RegisterPage({ model, site }: TemplateProps) {
  const { t } = useI18n();
  const { refresh } = useSessionActions();
  const isSweden = site.country === "se";
  const [step, setStep] = useState<Step>(isSweden ? { kind: "choose" } : { kind: "form", verified: null });
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
            <Button type="button" variant="secondary" onClick={() => setStep({ kind: "form", verified: null })}>
              {t("auth-bankid-pages.register.withEmail")}
            </Button>
          </div>
        ) : (
          <>
            <div className={loginStyles.stack}>
              <p ref={statusRef} tabIndex={-1} className={step.verified ? loginStyles.confirmation : undefined}>
                {step.verified
                  ? t("auth-bankid-pages.register.verified", {
                      name: `${step.verified.person.firstName} ${step.verified.person.lastName}`,
                    })
                  : t("auth-bankid-pages.register.intro.email")}
              </p>
              {isSweden ? (
                <button type="button" className={loginStyles.textButton} onClick={() => setStep({ kind: "choose" })}>
                  {t("auth-bankid-pages.register.restart")}
                </button>
              ) : null}
            </div>
            <RegisterForm
              key={step.verified ? "bankid" : "email"}
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
