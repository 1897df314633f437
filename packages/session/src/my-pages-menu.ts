import type { TemplateName } from "@housing/contracts";
import { isBoardMember, isVipFor, type User } from "@housing/contracts";
import { routePath, type RouteKey, type SiteConfig } from "@housing/site-config";

/*
 * The my-pages menu of spec section 2, as one function of (user, site). The menu draws it and
 * every my-pages page checks it: a page whose entry the user does not get answers 404 (the site
 * shell's personal route), never a blank page. Later features (documents, errands, payments,
 * timeline) read the same function for their pages.
 */

export type MyPagesMenuKey =
  "overview" | "errands" | "myResidence" | "documents" | "payments" | "myResidences" | "contacts" | "vip";

export interface MyPagesMenuEntry {
  key: MyPagesMenuKey;
  /** The site's path of the entry. */
  href: string;
}

/** The user facts the rules read (the user answer of GET /account_service/user). */
export type MenuUser = Pick<
  User,
  | "brfAccount"
  | "isBoardMember"
  | "vipMemberships"
  | "bookings"
  | "activeObject"
  | "hasCases"
  | "showErrands"
  | "showPayments"
>;

const ROUTE_OF: Record<MyPagesMenuKey, RouteKey> = {
  overview: "myPages",
  errands: "errands",
  myResidence: "myResidence",
  documents: "documents",
  payments: "payments",
  myResidences: "myResidences",
  contacts: "contacts",
  vip: "vip",
};

/** Spec section 9: the errands entry shows once the entry date is more than one month past. */
export function isEntryMonthPast(entryDate: string | null | undefined, now: Date): boolean {
  if (!entryDate) return false;
  const entry = new Date(`${entryDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(entry.getTime())) return false;
  const threshold = new Date(entry);
  threshold.setUTCMonth(threshold.getUTCMonth() + 1);
  return now.getTime() > threshold.getTime();
}

/**
 * Whether the user may open the purchase timeline on this site. Not a menu entry of its own (spec
 * section 2 names the timeline's steps beside the menu, not in it): a customer's purchase on this
 * site, so a booking here; a board member has none. A succession purchase still went through the
 * steps, so it keeps its timeline.
 */
export function canOpenTimeline(user: Pick<MenuUser, "bookings" | "brfAccount" | "isBoardMember">, site: SiteConfig) {
  return !isBoardMember(user) && user.bookings.some((booking) => booking.siteId === site.siteId);
}

/** The menu's entries for this user on this site, in the spec's order (section 2, "My pages menu"). */
export function myPagesMenuKeys(user: MenuUser, site: SiteConfig, now: Date = new Date()): MyPagesMenuKey[] {
  // Board members: overview, company errands and contacts only (spec sections 2 and 6).
  if (isBoardMember(user)) return ["overview", "errands", "contacts"];
  const bookingsHere = user.bookings.filter((booking) => booking.siteId === site.siteId);
  const isFinland = site.country === "fi";
  const keys: MyPagesMenuKey[] = ["overview"];
  if (user.hasCases || user.showErrands || isEntryMonthPast(user.activeObject?.entryDate, now)) keys.push("errands");
  if (bookingsHere.some((booking) => booking.objectPageExists)) keys.push("myResidence");
  if (bookingsHere.length > 0 && !user.activeObject?.isSuccession) keys.push("documents");
  if ((isVipFor(user, site.siteId) || user.showPayments) && !isFinland) keys.push("payments");
  keys.push("myResidences", "contacts");
  if (site.features.hasVip && !isFinland) keys.push("vip");
  return keys.filter((key) => routePath(site, ROUTE_OF[key]) !== null);
}

/** The menu with each entry's path on the site. */
export function myPagesMenu(user: MenuUser, site: SiteConfig, now: Date = new Date()): MyPagesMenuEntry[] {
  return myPagesMenuKeys(user, site, now).map((key) => ({ key, href: routePath(site, ROUTE_OF[key]) as string }));
}

/**
 * Whether the user may open a my-pages template on this site: a page behind a menu entry needs
 * the entry; the pages outside the menu (settings, news, saved searches, the VIP showing) have
 * rules of their own, written here so the pages and the menu cannot disagree.
 */
export function canOpenMyPage(
  templateName: TemplateName,
  user: MenuUser,
  site: SiteConfig,
  now: Date = new Date(),
): boolean {
  const keys = new Set(myPagesMenuKeys(user, site, now));
  const boardMember = isBoardMember(user);
  switch (templateName) {
    case "MyPagesMainPage":
      return !boardMember;
    case "MyPagesBoardMemberPage":
    case "MyPagesBoardMemberContactPage":
      return boardMember;
    case "MyPagesContactPage":
      return !boardMember;
    case "MyPagesResidencesPage":
      return keys.has("myResidences");
    case "MyPagesResidencePage":
      return keys.has("myResidence");
    case "MyPagesDocumentsPage":
    case "MyPagesDocumentActionPage":
    case "MyPagesDocumentDonePage":
      return keys.has("documents");
    case "MyPagesTimelinePage":
      return canOpenTimeline(user, site);
    case "MyPagesErrandsPage":
      return keys.has("errands");
    case "MyPagesPaymentPage":
      return keys.has("payments");
    // The VIP showing page goes with the VIP page: not for board members, not where VIP is off.
    case "MyPagesVipPage":
    case "MyPagesVipShowingPage":
      return keys.has("vip");
    // Saved searches search homes: not a board member's page (no favourites either, spec section 6).
    case "MyPagesSavedSearchesPage":
      return !boardMember;
    // Settings: everybody logged in (the header's user menu links to it).
    case "MyPagesSettingsPage":
      return true;
    // News: where the site's my-pages news switch is on; not a board member's page.
    case "MyPagesNewsListPage":
    case "MyPagesNewsPage":
      return site.features.hasMyPagesNews && !boardMember;
    default:
      return true;
  }
}

/**
 * The template a user sees at a my-pages path: the overview and contacts paths have a
 * board-member variant (spec section 2: "board-member view", "contact (resident and board
 * member)"). The page row names the resident's; a board member gets theirs, and the other way.
 */
export function myPagesTemplateFor(
  templateName: TemplateName,
  user: Pick<MenuUser, "brfAccount" | "isBoardMember">,
): TemplateName {
  const boardMember = isBoardMember(user);
  const variants: Array<[TemplateName, TemplateName]> = [
    ["MyPagesMainPage", "MyPagesBoardMemberPage"],
    ["MyPagesContactPage", "MyPagesBoardMemberContactPage"],
  ];
  for (const [resident, board] of variants) {
    if (templateName === resident || templateName === board) return boardMember ? board : resident;
  }
  return templateName;
}
