"use client";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import type { Session } from "@housing/session";
import { useSession } from "@housing/session/client";
import { eidentReturnPath, routePath, type SiteConfig } from "@housing/site-config";

/*
 * The consent gate (spec section 2): a logged-in user who is not VIP for the current site and
 * has not consented to it is sent to the site's consent page, which brings them back afterwards.
 *
 * "The site" is the site being visited, by its `siteId` (site-config): the API records a consent
 * per site (POST /account_service/consent {siteId}; a registration records the consent of the site
 * it was made on) and a VIP membership per site, and the session's user lists both by site id
 * (`consentSiteIds`, `vipSiteIds`). So each site asks on its own: a consent given on the main
 * Swedish site does not cover Seniorgården or Borätt (other brands, other companies), nor the
 * Norwegian or Finnish site. The English sub-site and the contractor site have no login.
 *
 * Not gated: the consent page itself, and the pages a visitor is logging in or signing up on
 * (the login page, its electronic-ID return page, the register page): they finish first and the
 * next page they lead to applies the rule.
 */

/** Whether the logged-in user may use the site's personal pages without the consent page. */
export function hasConsentFor(session: Session, site: SiteConfig): boolean {
  if (session.status !== "authenticated") return true;
  const { user } = session;
  return user.vipSiteIds.includes(site.siteId) || user.consentSiteIds.includes(site.siteId);
}

const withSlash = (path: string) => (path.endsWith("/") ? path : `${path}/`);

/** The pages the gate leaves alone (see above). */
function isExempt(site: SiteConfig, pathname: string): boolean {
  const here = withSlash(pathname);
  const exempt = [
    routePath(site, "consent"),
    routePath(site, "login"),
    eidentReturnPath(site),
    routePath(site, "createAccount"),
  ];
  return exempt.some((path) => path !== null && withSlash(path) === here);
}

/** The consent page with the page to come back to (`?referrer=`; the consent page follows only a path of this site). */
export function consentPathWithReferrer(consentPath: string, referrer: string): string {
  return `${consentPath}?${new URLSearchParams({ referrer }).toString()}`;
}

/**
 * Where the gate sends the visitor on `pathname` + `search` of `site`, or null when they may stay
 * (anonymous, VIP or consented, an exempt page, a site without a consent page).
 */
export function consentGateTarget(session: Session, site: SiteConfig, pathname: string, search: string): string | null {
  if (hasConsentFor(session, site)) return null;
  const consent = routePath(site, "consent");
  if (!consent || isExempt(site, pathname)) return null;
  return consentPathWithReferrer(consent, `${pathname}${search}`);
}

/**
 * The gate in the header's account place (it loads there only for a visitor with a session
 * cookie): once the session check knows the user, and on every page the visitor moves to, it
 * replaces the page with the consent page when the rule above says so. Renders nothing.
 */
export function ConsentGate({ site }: { site: SiteConfig }) {
  const session = useSession();
  // Only a trigger for client-side moves; the address is read from the browser (the proxy rewrites paths).
  const pathname = usePathname();
  useEffect(() => {
    const target = consentGateTarget(session, site, window.location.pathname, window.location.search);
    if (target) window.location.replace(target);
  }, [session, site, pathname]);
  return null;
}
