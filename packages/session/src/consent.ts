import { atom, useAtomValue } from "jotai";
import { usePageStore } from "@housing/ui/page-store/store";
import { readCookie } from "./cookies";

/*
 * The visitor's cookie consent (spec sections 3 and 4) as page state every feature can read:
 * the consent package writes it (the prompt, the settings, a video's third-party consent),
 * anything else subscribes with useConsent(), e.g. a video block that swaps in its player.
 * The cookie stays the source of truth across pages; the atom is this page's copy of it.
 */

export interface ConsentChoices {
  statistics: boolean;
  marketing: boolean;
  thirdParty: boolean;
}

export interface ConsentState extends ConsentChoices {
  /** False until the visitor accepted all or saved the settings. */
  answered: boolean;
}

/** The consent cookie (spec section 9: 6 months). */
export const CONSENT_COOKIE = "housing_consent";

export const UNANSWERED: ConsentState = Object.freeze({
  answered: false,
  statistics: false,
  marketing: false,
  thirdParty: false,
});

export const CONSENT_FIELDS = ["answered", "statistics", "marketing", "thirdParty"] as const;

/** Reads a cookie value; anything missing or malformed counts as "no" (never as consent). */
export function parseConsent(value: string | null | undefined): ConsentState {
  if (!value) return UNANSWERED;
  const params = new URLSearchParams(value);
  const flag = (field: (typeof CONSENT_FIELDS)[number]) => params.get(field) === "1";
  return {
    answered: flag("answered"),
    statistics: flag("statistics"),
    marketing: flag("marketing"),
    thirdParty: flag("thirdParty"),
  };
}

/** The consent in the cookie now (browser only). */
export function readConsentCookie(): ConsentState {
  return parseConsent(readCookie(document.cookie, CONSENT_COOKIE));
}

/**
 * Null while the page renders on the server and hydrates (the cookie is read in the browser,
 * so server and browser markup agree), then the consent from the cookie.
 */
export const consentAtom = atom<ConsentState | null>(null);
consentAtom.onMount = (set) => {
  set(readConsentCookie());
  // Unread, the copy could go stale (another tab answers): the next reader starts from the cookie again.
  return () => set(null);
};

/** The visitor's consent, or null while rendering on the server and hydrating. */
export function useConsent(): ConsentState | null {
  return useAtomValue(consentAtom, { store: usePageStore() });
}
