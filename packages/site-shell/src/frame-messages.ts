import { createMessagesText, frameMessages, type MessageNamespace } from "@housing/i18n";
import { FRAME_MANIFESTS } from "./frame-manifests";

/**
 * The catalogue parts the site frame's client components read (skip link, header, footer, cookie
 * consent, error and not-found pages): the frame's shared messages (i18n's: ui, api-client,
 * residence-ui's cards, site-shell) and the frame features' (frame-manifests.ts). The layout hands these to every page,
 * and each page adds its template's part (templateMessages in registry.tsx).
 */
export const FRAME_MESSAGES: readonly MessageNamespace[] = [
  "ui",
  "api-client",
  "residence-ui",
  "site-shell",
  ...FRAME_MANIFESTS.flatMap((manifest) => ("messages" in manifest ? [manifest.messages.namespace] : [])),
];

/**
 * `getMessagesText` over the frame's catalogues only, for the root layout, which must not import
 * the templates' manifests (messages.ts has every feature's, for the pages).
 */
export const getMessagesText = createMessagesText([
  frameMessages,
  ...FRAME_MANIFESTS.flatMap((manifest) => ("messages" in manifest ? [manifest.messages.catalogue] : [])),
]);
