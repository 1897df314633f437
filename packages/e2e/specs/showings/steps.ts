import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { getSite } from "@housing/site-config";
import { expect } from "../fixtures";
import { API_ORIGIN, appOrigin } from "../env";
import { type } from "../favourites/steps";

export { press, type } from "../favourites/steps";
export { latestMail } from "../login/accounts";

/*
 * The showings specs' steps on the Swedish site (issue 27): a stage found as the home search
 * lists it, a showing of the test's own that starts now (the API's development route), the
 * outbox's mails with their attachments, and form filling by keyboard only.
 */

export const SE = appOrigin("se");
export const PASSWORD = "Demo-1234";
const site = getSite("se");

export interface StageHit {
  id: string;
  url: string;
  name: string;
}

/** The Swedish site's stages in the order the search lists them (their pages and ids). */
export async function swedishStages(request: APIRequestContext): Promise<StageHit[]> {
  const answer = await request.post(`${API_ORIGIN}/residence/stage_and_area_search`, {
    headers: { "x-site-key": site.key },
    data: { siteId: site.siteId, limit: 60, offset: 0 },
  });
  expect(answer.ok()).toBe(true);
  const { stages } = (await answer.json()) as { stages: { hits: StageHit[] } };
  return stages.hits;
}

export interface DevShowing {
  showingId: string;
  slotIds: string[];
  startsAt: string;
  endsAt: string;
}

/** A showing of `stageId` that starts now (its first slot has begun, the later ones can be booked; the door is open). */
export async function showingStartingNow(
  request: APIRequestContext,
  stageId: string,
  options: { kind?: "public" | "vip"; minutes?: number } = {},
): Promise<DevShowing> {
  const answer = await request.post(`${API_ORIGIN}/_dev/showings`, {
    data: { stageId, kind: options.kind ?? "public", minutes: options.minutes ?? 90 },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as DevShowing;
}

/** Leaves one place in a slot. */
export async function lastPlace(request: APIRequestContext, slotId: string): Promise<void> {
  const answer = await request.post(`${API_ORIGIN}/_dev/showings/slots/${slotId}/last-place`);
  expect(answer.ok()).toBe(true);
}

/** Ticks a checkbox by keyboard. */
export async function tick(scope: Page | Locator, label: string | RegExp) {
  const box = scope.getByLabel(label);
  await box.focus();
  await box.press("Space");
  await expect(box).toBeChecked();
}

export interface Visitor {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** A visitor of the test's own (the suite shares one database). */
export function visitor(firstName: string): Visitor {
  const tag = Math.random().toString(36).slice(2, 10);
  return { firstName, lastName: "Visningsson", email: `visning.${tag}@example.com`, phone: "070-123 45 67" };
}

/** Fills the contact fields of a showing form (booking, check-in, order) and ticks the terms. */
export async function fillContact(scope: Page | Locator, person: Visitor) {
  await type(scope, /^Förnamn/, person.firstName);
  await type(scope, /^Efternamn/, person.lastName);
  await type(scope, /^E-post/, person.email);
  await type(scope, /^Telefon/, person.phone);
}

export const TERMS = /^Jag godkänner att mina personuppgifter/;

/** Chooses a slot of the stage page's showings by keyboard (the radio's value is the slot's id). */
export async function chooseSlot(page: Page, slotId: string) {
  const radio = page.locator(`input[type="radio"][value="${slotId}"]`);
  await radio.focus();
  await radio.press("Space");
  await expect(radio).toBeChecked();
}

/** The booking form a chosen slot opens (the stage page also has the interest form, with the same fields). */
export const bookingFormOf = (page: Page) => page.getByRole("region", { name: /^Boka visning/ });

/** The showing's times as the Swedish site writes them (HH:mm in Stockholm). */
export function clockOf(iso: string): string {
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone: site.timeZone,
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}
