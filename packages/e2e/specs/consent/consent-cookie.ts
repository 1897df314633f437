import type { BrowserContext } from "@playwright/test";

export const CONSENT_COOKIE = "housing_consent";
export const ANONYMOUS_ID_COOKIE = "housing_anon_id";

/**
 * Starts a context as a visitor who has answered the cookie prompt (only necessary cookies), so
 * the prompt that opens 2 s after load does not cover what a spec about something else clicks.
 */
export async function answerConsent(context: BrowserContext, origin: string): Promise<void> {
  await context.addCookies([
    { name: CONSENT_COOKIE, value: "answered%3D1%26statistics%3D0%26marketing%3D0%26thirdParty%3D0", url: origin },
  ]);
}
