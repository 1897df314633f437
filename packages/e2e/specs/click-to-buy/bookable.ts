import type { Page } from "@playwright/test";
import { SESSION_BRIDGE_PATH } from "@housing/contracts";
import type { BookingFlowKind, BookingObjectInfo } from "@housing/contracts/booking";
import { getSite, type SiteCode } from "@housing/site-config";
import { expect } from "../fixtures";
import { API_ORIGIN } from "../env";

/**
 * A home the logged-in user can book online in a stage with the given flow, found as a visitor
 * would reach it: the site's home search, then the booking's object information through the
 * session bridge. Each test (and a retry) takes a home nobody has booked yet, so the specs do not
 * depend on each other's bookings.
 */
export async function bookableHome(
  page: Page,
  origin: string,
  code: SiteCode,
  flow: BookingFlowKind,
): Promise<{ id: string; url: string; name: string; info: BookingObjectInfo }> {
  const site = getSite(code);
  const search = await page.request.post(`${API_ORIGIN}/residence/search_object`, {
    headers: { "x-site-key": site.key },
    data: { siteId: site.siteId, limit: 200, offset: 0 },
  });
  expect(search.ok()).toBe(true);
  const { hits } = (await search.json()) as { hits: Array<{ id: string; url: string; name: string }> };
  for (const hit of hits) {
    const answer = await page.request.get(
      `${origin}${SESSION_BRIDGE_PATH}api/buyresidence/getbookingobjectinformation/${hit.id}/`,
    );
    if (!answer.ok()) continue;
    const info = (await answer.json()) as BookingObjectInfo;
    if (info.flow === flow && info.isBookable) return { id: hit.id, url: hit.url, name: info.name, info };
  }
  throw new Error(`no home in a ${flow}-step stage can be booked on ${code}`);
}
