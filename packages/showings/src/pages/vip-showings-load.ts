import { getMyShowingBookings, getShowings, isApiError, searchStages } from "@housing/api-client";
import { isVipFor } from "@housing/contracts";
import { StageStatus } from "@housing/contracts/catalogue";
import type { TemplateLoadArgs } from "@housing/contracts/manifest";
import type { ShowingBooking, ShowingDetail } from "@housing/contracts/showings";

/** At most this many VIP stages are asked for their showings (one call each). */
export const MAX_VIP_STAGES = 5;

export interface VipStageShowings {
  stage: { id: string; name: string; url: string };
  showings: ShowingDetail[];
}

export interface VipShowingPageData {
  /** VIP is off on this site (Finland, the English sub-site, the contractor): nothing to show. */
  isOff: boolean;
  isVip: boolean;
  bookings: ShowingBooking[];
  vipShowings: VipStageShowings[];
}

/**
 * MyPagesVipShowingPage's data, on the personal route with the user's token: the user's
 * bookings on the site and, for a VIP member, the VIP showings of the site's stages in VIP sale.
 * The showing calls have no "all VIP showings": the stage search finds the stages in VIP status
 * that have a showing coming (at most MAX_VIP_STAGES), then each stage's list is read; a stage
 * whose list fails is left out rather than failing the page.
 */
export async function loadVipShowingPage({ http, site, user }: TemplateLoadArgs): Promise<VipShowingPageData> {
  if (!user) throw new Error("MyPagesVipShowingPage loads only on the personal route, with a user");
  if (!site.features.hasVip) return { isOff: true, isVip: false, bookings: [], vipShowings: [] };
  const isVip = isVipFor(user, site.siteId);
  const [{ bookings }, vipShowings] = await Promise.all([
    getMyShowingBookings(http, site.key),
    isVip ? vipShowingsOf({ http, site }) : Promise.resolve([]),
  ]);
  return { isOff: false, isVip, bookings, vipShowings };
}

async function vipShowingsOf({ http, site }: Pick<TemplateLoadArgs, "http" | "site">): Promise<VipStageShowings[]> {
  const { hits } = await searchStages(http, {
    siteId: site.siteId,
    filter: { projectStatus: [StageStatus.ids.vip], viewing: true },
    limit: MAX_VIP_STAGES,
  });
  const lists = await Promise.all(
    hits.slice(0, MAX_VIP_STAGES).map(async (hit): Promise<VipStageShowings | null> => {
      try {
        const { showings } = await getShowings(http, { siteId: site.key, stageId: hit.id });
        const vip = showings.filter((showing) => showing.kind === "vip");
        return vip.length > 0 ? { stage: { id: hit.id, name: hit.name, url: hit.url }, showings: vip } : null;
      } catch (error) {
        if (isApiError(error)) return null;
        throw error;
      }
    }),
  );
  return lists.filter((entry): entry is VipStageShowings => entry !== null);
}
