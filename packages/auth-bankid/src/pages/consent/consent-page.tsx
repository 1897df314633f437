"use client";
import { useEffect, useRef, useState, type FormEvent } from "react";
import * as v from "valibot";
import { giveConsent } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { AcceptTermsSchema } from "@housing/contracts/forms";
import type { TemplateProps } from "@housing/contracts/manifest";
import { useI18n } from "@housing/i18n/react";
import { useSessionActions } from "@housing/session/client";
import { routePath, type SiteConfig } from "@housing/site-config";
import { Button, Checkbox, Container, Heading, Link } from "@housing/ui";
import { hasConsentFor } from "../../consent-gate";
import { afterLoginPath } from "../login/redirect";
import { useLoginWithoutSession } from "../without-session";
import styles from "../login/login.module.css";

/** Spec section 5: the terms must be accepted (the box is the form; the request is the site). */
export const ConsentFormSchema = v.object({ acceptTerms: AcceptTermsSchema });

type SendState = "idle" | "sending" | "failed" | "done";
const ACCEPT_ID = "consent-accept";

/**
 * The consent page (spec section 2's consent gate sends a logged-in user here who is neither VIP
 * for the site nor has consented to it): what the user consents to on this site, a link to the
 * site's privacy policy, a required box and the button that records the consent
 * (POST /account_service/consent), refreshes the session and goes on to the `referrer` when it
 * is a page of this site, else my pages. A visitor without a session goes to the login, which
 * comes back here.
 */
export function ConsentPage({ site, location }: TemplateProps) {
  const { t } = useI18n();
  const session = useLoginWithoutSession(site);
  const myPages = routePath(site, "myPages") ?? `${site.pathPrefix}/`;
  const destination = afterLoginPath(location?.query ?? "", myPages);

  return (
    <Container>
      <div className={styles.page}>
        <Heading level={1}>{t("auth-bankid-pages.consent.heading")}</Heading>
        {session.status !== "authenticated" ? (
          <p role="status">{t("auth-bankid-pages.consent.loading")}</p>
        ) : hasConsentFor(session, site) ? (
          <div className={styles.stack}>
            <p>{t("auth-bankid-pages.consent.already", { siteName: site.siteName })}</p>
            <Link href={destination}>{t("auth-bankid-pages.consent.continue")}</Link>
          </div>
        ) : (
          <ConsentForm site={site} destination={destination} />
        )}
      </div>
    </Container>
  );
}

export function ConsentForm({ site, destination }: { site: SiteConfig; destination: string }) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const { refresh } = useSessionActions();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<SendState>("idle");
  const alertRef = useRef<HTMLParagraphElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const privacy = routePath(site, "privacyPolicy");
  const values = { siteName: site.siteName, companyName: site.companyName };

  useEffect(() => {
    if (state === "failed") alertRef.current?.focus();
    if (state === "done") doneRef.current?.focus();
  }, [state]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === "sending" || state === "done") return;
    const result = v.safeParse(ConsentFormSchema, { acceptTerms: accepted });
    if (!result.success) {
      setError(t("auth-bankid-pages.consent.error.acceptTerms"));
      document.getElementById(ACCEPT_ID)?.focus();
      return;
    }
    setError(null);
    setState("sending");
    try {
      await giveConsent(http, { siteId: site.siteId });
      setState("done");
      await refresh().catch(() => undefined);
      window.location.assign(destination);
    } catch {
      setState("failed");
    }
  };

  if (state === "done") {
    return (
      <p ref={doneRef} tabIndex={-1} role="status" className={styles.confirmation}>
        {t("auth-bankid-pages.consent.done")}
      </p>
    );
  }

  return (
    <form className={styles.stack} noValidate onSubmit={(event) => void onSubmit(event)}>
      <p>{t("auth-bankid-pages.consent.intro", values)}</p>
      <p>{t("auth-bankid-pages.consent.what", values)}</p>
      {privacy ? <Link href={privacy}>{t("auth-bankid-pages.consent.privacy")}</Link> : null}
      <Checkbox
        id={ACCEPT_ID}
        name="acceptTerms"
        isRequired
        label={t("auth-bankid-pages.consent.accept", values)}
        checked={accepted}
        error={error ?? undefined}
        onChange={(event) => {
          setAccepted(event.currentTarget.checked);
          if (event.currentTarget.checked) setError(null);
        }}
      />
      {state === "failed" ? (
        <p ref={alertRef} tabIndex={-1} role="alert" className={styles.error}>
          {t("auth-bankid-pages.consent.failed")}
        </p>
      ) : null}
      <Button type="submit" aria-disabled={state === "sending" ? true : undefined}>
        {state === "sending" ? t("auth-bankid-pages.consent.sending") : t("auth-bankid-pages.consent.submit")}
      </Button>
    </form>
  );
}
