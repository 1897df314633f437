"use client";
import { recordExperiment, type Http } from "@housing/api-client";
import { useApiHttp } from "@housing/api-client/react";
import { COOKIE_CONSENT_EXPERIMENT } from "@housing/contracts";
import { routePath, sites, type SiteConfig } from "@housing/site-config";
import { useHashTrigger } from "@housing/ui";
import { useEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { ConsentPrompt } from "./consent-prompt";
import { COOKIE_SETTINGS_HASH, ConsentSettings } from "./consent-settings";
import { UNANSWERED, type ConsentChoices } from "./consent-state";
import { useConsent, useUpdateConsent } from "./consent-store";
import { RedirectMessage, isRedirectedFromSwedishSite } from "./redirect-message";
import { syncTagManager } from "./tag-manager";

import { PROMPT_DELAY_MS } from "./prompt-delay";

export { PROMPT_DELAY_MS };

export interface CookieConsentProps {
  /** The site's id (site-config), used to find the site's cookie page. */
  siteId: string;
  /** The tag manager container id from configuration; none configured means no tag manager loads. */
  tagManagerId?: string | undefined;
  /**
   * The page's script nonce (its Content-Security-Policy): the tag manager's script carries it, and
   * the container hands it on to the custom HTML tags it writes.
   */
  nonce?: string | undefined;
  /** The "read more" link in the prompt; default the site's cookie page from site-config (none: no link). */
  cookiesPageHref?: string | null;
}

type ExperimentChoice = keyof typeof COOKIE_CONSENT_EXPERIMENT.values;

function recordChoice(http: Http, choice: ExperimentChoice) {
  // Telemetry must never get in the visitor's way: a failed post is dropped.
  recordExperiment(http, COOKIE_CONSENT_EXPERIMENT.code, COOKIE_CONSENT_EXPERIMENT.values[choice]).catch(() => {});
}

function siteById(siteId: string): SiteConfig | undefined {
  return Object.values(sites).find((site) => site.siteId === siteId);
}

/**
 * Where the prompt and the redirect message go: a container made the first child of <body>
 * once the page has hydrated. They show at the bottom of the screen, but come first in the
 * Tab order, so a keyboard user meets them without going through the whole page (the page
 * itself stays usable: they are not modal).
 */
function useBodyStartContainer(): HTMLElement | null {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement("div");
    element.dataset.consentRoot = "";
    document.body.prepend(element);
    // The node is created here, after hydration, so server and client markup agree; the state only hands it to render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setContainer(element);
    return () => element.remove();
  }, []);
  return container;
}

const subscribeNothing = () => () => {};

/**
 * Cookie consent (spec sections 2 and 4): the prompt 2 s after load while unanswered, the
 * settings modal (also opened by any link to #cookie-settings, such as the footer's), the
 * experiment event per choice, the tag manager only with consent, and the redirect message.
 */
export function CookieConsent({ siteId, tagManagerId, nonce, cookiesPageHref }: CookieConsentProps) {
  const http = useApiHttp();
  const consent = useConsent();
  const updateConsent = useUpdateConsent();
  const container = useBodyStartContainer();
  const [isPromptDue, setPromptDue] = useState(false);
  const [isPromptClosed, setPromptClosed] = useState(false);
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const [isRedirectDismissed, setRedirectDismissed] = useState(false);
  const search = useSyncExternalStore(
    subscribeNothing,
    () => window.location.search,
    () => "",
  );

  const isUnanswered = consent !== null && !consent.answered;
  useEffect(() => {
    if (!isUnanswered) return;
    const timer = window.setTimeout(() => setPromptDue(true), PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isUnanswered]);

  useEffect(() => {
    if (consent) syncTagManager(tagManagerId, consent, nonce);
  }, [consent, tagManagerId, nonce]);

  useHashTrigger(COOKIE_SETTINGS_HASH, () => setSettingsOpen(true));

  const readMoreHref =
    cookiesPageHref !== undefined
      ? cookiesPageHref
      : (() => {
          const site = siteById(siteId);
          return site ? routePath(site, "cookies") : null;
        })();

  const acceptAll = () => {
    updateConsent({ type: "acceptAll" });
    recordChoice(http, "enableAll");
  };
  const saveSettings = (choices: ConsentChoices) => {
    updateConsent({ type: "save", choices });
    recordChoice(http, "manual");
    setSettingsOpen(false);
  };
  // Closing hides the prompt for this page view only; consent stays unanswered, so it returns on the next load (spec section 4).
  const closePrompt = () => {
    setPromptClosed(true);
    recordChoice(http, "close");
  };

  const showPrompt = isUnanswered && isPromptDue && !isPromptClosed;
  const showRedirect = consent?.answered === true && !isRedirectDismissed && isRedirectedFromSwedishSite(search);
  return (
    <>
      {container && (showPrompt || showRedirect)
        ? createPortal(
            showPrompt ? (
              <ConsentPrompt
                cookiesPageHref={readMoreHref}
                onAcceptAll={acceptAll}
                onChooseManually={() => setSettingsOpen(true)}
                onClose={closePrompt}
              />
            ) : (
              <RedirectMessage onDismiss={() => setRedirectDismissed(true)} />
            ),
            container,
          )
        : null}
      <ConsentSettings
        open={isSettingsOpen}
        onClose={() => setSettingsOpen(false)}
        initial={consent ?? UNANSWERED}
        onSave={saveSettings}
      />
    </>
  );
}
