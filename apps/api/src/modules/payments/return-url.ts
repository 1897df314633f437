import { getSiteByKey, isSiteAddress, routePath, type SiteCode } from "@housing/site-config";

/** Where a site's pages live: its own hosts (and HOUSING_SITE_HOSTS), loopback in the local environment. */
export interface SiteHosts {
  extraHosts: Partial<Record<SiteCode, readonly string[]>>;
  local: boolean;
}

/**
 * A redirect provider's way back (spec section 2, the payments page's return modal): the payment's
 * site's payments page, on one of the site's own hosts, without a query (the return adds its own).
 * A page elsewhere would make the payment's return an open redirect.
 */
export function isPaymentsPage(
  siteKey: string,
  returnUrl: string,
  hosts: SiteHosts,
  route: "payments" | "clickToBuy" = "payments",
): boolean {
  const site = getSiteByKey(siteKey);
  const path = site ? routePath(site, route) : null;
  if (!site || !path || !URL.canParse(returnUrl)) return false;
  const url = new URL(returnUrl);
  return isSiteAddress(site.code, url, hosts) && url.pathname === path && !url.search && !url.hash;
}

/** A booking's fee may also come back to the booking's site's click-to-buy page, where the flow goes on. */
export function isReturnPageOf(
  payment: { siteKey: string; kind: string },
  returnUrl: string,
  hosts: SiteHosts,
): boolean {
  if (isPaymentsPage(payment.siteKey, returnUrl, hosts)) return true;
  return payment.kind === "BookingFee" && isPaymentsPage(payment.siteKey, returnUrl, hosts, "clickToBuy");
}
