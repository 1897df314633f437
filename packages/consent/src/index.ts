/**
 * @housing/consent: cookie consent (spec sections 2, 4 and 9).
 *
 * Mount once per page, in the site layout, inside the I18nProvider and ApiProvider:
 *   <CookieConsent siteId={site.siteId} tagManagerId={tagManagerId()} nonce={nonce} />
 * Props: `siteId` (finds the site's cookie page), `tagManagerId?` (container id; unset = no tag
 * manager ever loads), `nonce?` (the page's script nonce, which the tag manager's script carries),
 * `cookiesPageHref?` (overrides the prompt's "read more" link; null = none).
 *
 * Anything on the page opens the settings with a link to `#cookie-settings` (the footer's link).
 * Third-party embeds use `useThirdPartyConsent()`. A package that may not import this one (another
 * feature) reads the page's consent with `useConsent()` of `@housing/session/client`: the
 * consent is a jotai atom there, initialised from the consent cookie and written by this package.
 */
export { CookieConsent } from "./lazy-cookie-consent";
export { PROMPT_DELAY_MS } from "./prompt-delay";
export type { CookieConsentProps } from "./cookie-consent";
export { ConsentPrompt, type ConsentPromptProps } from "./consent-prompt";
export { COOKIE_SETTINGS_HASH, ConsentSettings, type ConsentSettingsProps } from "./consent-settings";
export { RedirectMessage } from "./redirect-message";
export {
  UNANSWERED,
  nextConsent,
  parseConsent,
  type ConsentChoices,
  type ConsentEvent,
  type ConsentState,
} from "./consent-state";
export { readConsent, useConsent, useThirdPartyConsent, useUpdateConsent } from "./consent-store";
export { ANONYMOUS_ID_COOKIE, CONSENT_COOKIE, SIX_MONTHS_SECONDS } from "./cookies";
export { CONSENT_UPDATE_EVENT } from "./tag-manager";
