"use client";
import { Suspense, lazy } from "react";
import type { CookieConsentProps } from "./cookie-consent";

const CookieConsentNow = lazy(() => import("./cookie-consent").then((module) => ({ default: module.CookieConsent })));

/**
 * The cookie consent, its code loaded when it first renders. The site layout renders it once the
 * page is idle (its prompt is due 2 s later), so none of it is in a page's first-load JavaScript.
 */
export function CookieConsent(props: CookieConsentProps) {
  return (
    <Suspense fallback={null}>
      <CookieConsentNow {...props} />
    </Suspense>
  );
}
