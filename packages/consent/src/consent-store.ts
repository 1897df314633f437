"use client";
import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { consentAtom, readConsentCookie, useConsent } from "@housing/session/client";
import { usePageStore } from "@housing/ui/page-store/store";
import { nextConsent, serializeConsent, type ConsentEvent, type ConsentState } from "./consent-state";
import {
  ANONYMOUS_ID_COOKIE,
  CONSENT_COOKIE,
  deleteBrowserCookie,
  readBrowserCookie,
  writeBrowserCookie,
} from "./cookies";

/*
 * The page's consent is @housing/session's consentAtom (initialised from the consent cookie):
 * every feature reads it with useConsent() from @housing/session/client, this package writes it.
 * The cookie stays the source of truth across pages and for the back end.
 */
export { useConsent };

/** The visitor's consent, read from the consent cookie. */
export function readConsent(): ConsentState {
  return readConsentCookie();
}

/** A random (version 4) GUID. randomUUID exists only in secure contexts; a test host on plain http gets the same from getRandomValues. */
export function newAnonymousId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Applies a consent event to the cookies: writes the consent cookie (6 months) and keeps the
 * anonymous id cookie in step. The id is set when the visitor accepts all (spec section 4) and,
 * our decision, also when statistics are allowed manually, since it only serves statistics;
 * withdrawing statistics removes it. Returns the new consent.
 */
export function writeConsent(event: ConsentEvent): ConsentState {
  const next = nextConsent(readConsent(), event);
  writeBrowserCookie(CONSENT_COOKIE, serializeConsent(next));
  if (next.statistics) {
    // An existing id is kept (renewed for 6 months) so the visitor's history stays theirs.
    writeBrowserCookie(ANONYMOUS_ID_COOKIE, readBrowserCookie(ANONYMOUS_ID_COOKIE) ?? newAnonymousId());
  } else {
    deleteBrowserCookie(ANONYMOUS_ID_COOKIE);
  }
  return readConsent();
}

/** Applies a consent event: the cookies, then the page's consent atom, so every reader updates. */
export function useUpdateConsent(): (event: ConsentEvent) => ConsentState {
  const setConsent = useSetAtom(consentAtom, { store: usePageStore() });
  return useCallback(
    (event: ConsentEvent) => {
      const state = writeConsent(event);
      setConsent(state);
      return state;
    },
    [setConsent],
  );
}

/** For third-party embeds: whether they may load, and the function that allows them (spec section 4: sets thirdParty only). */
export function useThirdPartyConsent(): { isAllowed: boolean; allow: () => void } {
  const consent = useConsent();
  const update = useUpdateConsent();
  const allow = useCallback(() => {
    update({ type: "grantThirdParty" });
  }, [update]);
  return { isAllowed: consent?.thirdParty ?? false, allow };
}
