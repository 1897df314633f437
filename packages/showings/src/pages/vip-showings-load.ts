import { getMyShowingBookings, getMyVipShowings } from "@housing/api-client";
import { isVipFor } from "@housing/contracts";
import type { TemplateLoadArgs } from "@housing/contracts/manifest";
import type { MyVipShowingsResponse, ShowingBooking } from "@housing/contracts/showings";

export type VipStageShowings = MyVipShowingsResponse["stages"][number];

export interface VipShowingPageData {
  /** VIP is off on this site (Finland, the English sub-site, the contractor): nothing to show. */
  isOff: boolean;
  isVip: boolean;
  bookings: ShowingBooking[];
  vipShowings: VipStageShowings[];
}

/**
 * MyPagesVipShowingPage's data, on the personal route with the user's token: the user's
 * bookings on the site and, for a VIP member, the site's upcoming VIP showings by stage (one
 * call: the API answers them only to the site's members).
 */
export async function loadVipShowingPage({ http, site, user }: TemplateLoadArgs): Promise<VipShowingPageData> {
  if (!user) throw new Error("MyPagesVipShowingPage loads only on the personal route, with a user");
  if (!site.features.hasVip) return { isOff: true, isVip: false, bookings: [], vipShowings: [] };
  const isVip = isVipFor(user, site.siteId);
  const [{ bookings }, vipShowings] = await Promise.all([
    getMyShowingBookings(http, site.key),
    isVip ? getMyVipShowings(http, site.key).then((answer) => answer.stages) : Promise.resolve([]),
  ]);
  return { isOff: false, isVip, bookings, vipShowings };
}
