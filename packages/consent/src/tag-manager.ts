import { allowsTagManager, type ConsentState } from "./consent-state";

type DataLayer = Array<Record<string, unknown>>;

declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

/** The dataLayer event a container's triggers listen for when the visitor's consent changes. */
export const CONSENT_UPDATE_EVENT = "housing.consent_update";
const SCRIPT_MARKER = "data-housing-tag-manager";

let lastPushed: string | null = null;

export function isTagManagerLoaded(): boolean {
  return document.querySelector(`script[${SCRIPT_MARKER}]`) !== null;
}

function dataLayer(): DataLayer {
  window.dataLayer ??= [];
  return window.dataLayer;
}

function injectScript(containerId: string, nonce: string | undefined) {
  dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  // The page's Content-Security-Policy admits scripts by nonce; the container reads it from this
  // element for the custom HTML tags it writes (Google's "nonce-aware" tag manager snippet).
  if (nonce) script.nonce = nonce;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  script.setAttribute(SCRIPT_MARKER, containerId);
  document.head.append(script);
}

/**
 * Keeps the tag manager in step with consent (spec section 4): it loads once, only after
 * statistics or marketing consent, and never without a configured container id. Once it
 * runs, every consent change is pushed to the dataLayer; a script cannot be unloaded, so a
 * withdrawal is recorded there and the container's tags must honour it (the next page load
 * then runs without the tag manager). `nonce` is the page's script nonce (site-shell's layout).
 */
export function syncTagManager(containerId: string | undefined, consent: ConsentState, nonce?: string): void {
  if (!containerId) return;
  if (!isTagManagerLoaded()) {
    if (!allowsTagManager(consent)) return;
    injectScript(containerId, nonce);
  }
  const recorded = JSON.stringify(consent);
  if (recorded === lastPushed) return;
  lastPushed = recorded;
  dataLayer().push({
    event: CONSENT_UPDATE_EVENT,
    consent: {
      functional: true,
      statistics: consent.statistics,
      marketing: consent.marketing,
      thirdParty: consent.thirdParty,
    },
  });
}

/** Tests only: forget what was pushed. */
export function resetTagManagerForTests(): void {
  lastPushed = null;
}
