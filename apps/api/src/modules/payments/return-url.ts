import { getSiteByKey, routePath } from "@housing/site-config";

/**
 * A redirect provider's way back (spec section 2, the payments page's return modal): the payment's
 * site's payments page, without a query (the return adds its own), as the e-ID return is checked.
 */
export function isPaymentsPage(siteKey: string, returnUrl: string): boolean {
  const site = getSiteByKey(siteKey);
  const path = site ? routePath(site, "payments") : null;
  if (!path || !URL.canParse(returnUrl)) return false;
  const url = new URL(returnUrl);
  return ["http:", "https:"].includes(url.protocol) && url.pathname === path && !url.search && !url.hash;
}
