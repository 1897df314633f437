import type { MessageNamespace } from "@housing/i18n";

/**
 * The catalogue parts the site frame's client components read (skip link, header, footer, cookie
 * consent, error and not-found pages) and the shared stage and home cards (residence-ui, which the
 * search's client lists render and every coming feature will): the layout hands these to every
 * page, and each page adds its template's part (templateMessages in registry.tsx).
 */
export const FRAME_MESSAGES: readonly MessageNamespace[] = [
  "ui",
  "api-client",
  "site-shell",
  "header-frame",
  "consent",
  "residence-ui",
];
