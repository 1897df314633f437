"use client";
import { useSyncExternalStore } from "react";
import { nextConsent, parseConsent, serializeConsent, type ConsentEvent, type ConsentState } from "./consent-state";
import {
  ANONYMOUS_ID_COOKIE,
  CONSENT_COOKIE,
  deleteBrowserCookie,
  readBrowserCookie,
  writeBrowserCookie,
} from "./cookies";

/**
 * Fired on window with the new ConsentState as `detail` whenever consent changes, so code that may
 * not import this package (another feature package) can still react, e.g. a video block swapping in its player.
 */
export const CONSENT_CHANGE_EVENT = "housing:consentchange";

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; state: ConsentState } | null = null;

/** The visitor's consent, read from the consent cookie (the cookie is the single source of truth). */
export function readConsent(): ConsentState {
  const raw = readBrowserCookie(CONSENT_COOKIE);
  if (!snapshot || snapshot.raw !== raw) snapshot = { raw, state: parseConsent(raw) };
  return snapshot.state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
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
 * Applies a consent event: writes the consent cookie (6 months) and keeps the anonymous id cookie
 * in step. The id is set when the visitor accepts all (spec section 4) and, our decision, also when
 * statistics are allowed manually, since it only serves statistics; withdrawing statistics removes it.
 */
export function updateConsent(event: ConsentEvent): ConsentState {
  const next = nextConsent(readConsent(), event);
  writeBrowserCookie(CONSENT_COOKIE, serializeConsent(next));
  if (next.statistics) {
    // An existing id is kept (renewed for 6 months) so the visitor's history stays theirs.
    writeBrowserCookie(ANONYMOUS_ID_COOKIE, readBrowserCookie(ANONYMOUS_ID_COOKIE) ?? newAnonymousId());
  } else {
    deleteBrowserCookie(ANONYMOUS_ID_COOKIE);
  }
  const state = readConsent();
  for (const listener of listeners) listener();
  window.dispatchEvent(new CustomEvent<ConsentState>(CONSENT_CHANGE_EVENT, { detail: state }));
  return state;
}

/** Third-party video consent (spec section 4): sets thirdParty true and leaves the other answers alone. */
export function grantThirdPartyConsent(): ConsentState {
  return updateConsent({ type: "grantThirdParty" });
}

/** The visitor's consent, or null while rendering on the server and hydrating (the cookie is read in the browser). */
export function useConsent(): ConsentState | null {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}

/** For third-party embeds: whether they may load, and the function that allows them. */
export function useThirdPartyConsent(): { isAllowed: boolean; allow: () => void } {
  const consent = useConsent();
  return { isAllowed: consent?.thirdParty ?? false, allow: grantThirdPartyConsent };
}
