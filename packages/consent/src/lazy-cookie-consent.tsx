"use client";
import { lazyNamed } from "@housing/ui/lazy";

/**
 * The cookie consent, its code loaded when it first renders. The site layout renders it once the
 * page is idle (its prompt is due 2 s later), so none of it is in a page's first-load JavaScript.
 */
export const CookieConsent = lazyNamed(() => import("./cookie-consent").then((module) => module.CookieConsent));
