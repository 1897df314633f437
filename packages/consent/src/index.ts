export { CookieConsent, type CookieConsentProps } from "./cookie-consent";
