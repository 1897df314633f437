import { describe, expect, it } from "vitest";
import type { TemplateName } from "@housing/contracts";
import { getSite, type SiteCode } from "@housing/site-config";
import {
  canOpenMyPage,
  isEntryMonthPast,
  myPagesMenu,
  myPagesMenuKeys,
  myPagesTemplateFor,
  type MenuUser,
} from "./my-pages-menu";

const NOW = new Date("2026-11-27T12:00:00Z");
const se = getSite("se");

function user(overrides: Partial<MenuUser> = {}): MenuUser {
  return {
    brfAccount: null,
    isBoardMember: false,
    vipMemberships: [],
    bookings: [],
    activeObject: null,
    hasCases: false,
    showErrands: false,
    showPayments: false,
    ...overrides,
  };
}

const bookingOn = (code: SiteCode, objectPageExists = true) => ({
  objectId: "o1",
  objectPageExists,
  siteId: getSite(code).siteId,
});
const vipOn = (code: SiteCode) => [{ site: getSite(code).siteId }];
const succession = { objectId: "o1", entryDate: null, isSuccession: true };
const board = { brfAccount: { id: "a1", name: "Brf Tallen", activeFinancialManagement: true }, isBoardMember: true };

// Spec section 2, "My pages menu": one row per case, the entries in the spec's order.
// prettier-ignore
const TABLE: Array<[string, SiteCode, Partial<MenuUser>, string[]]> = [
  ["a customer with nothing yet",                 "se", {},                                                   ["overview", "myResidences", "contacts", "vip"]],
  ["a customer with a booking with an object page","se", { bookings: [bookingOn("se")] },                      ["overview", "myResidence", "documents", "myResidences", "contacts", "vip"]],
  ["a booking without an object page",            "se", { bookings: [bookingOn("se", false)] },               ["overview", "documents", "myResidences", "contacts", "vip"]],
  ["a booking on another site only",              "se", { bookings: [bookingOn("senior")] },                  ["overview", "myResidences", "contacts", "vip"]],
  ["the active residence in succession",          "se", { bookings: [bookingOn("se")], activeObject: { objectId: "o1", entryDate: null, isSuccession: true } }, ["overview", "myResidence", "myResidences", "contacts", "vip"]],
  ["a user with cases",                           "se", { hasCases: true },                                   ["overview", "errands", "myResidences", "contacts", "vip"]],
  ["the errands flag",                            "se", { showErrands: true },                                ["overview", "errands", "myResidences", "contacts", "vip"]],
  ["entry date more than a month past",           "se", { activeObject: { objectId: "o1", entryDate: "2026-10-20", isSuccession: false } }, ["overview", "errands", "myResidences", "contacts", "vip"]],
  ["entry date less than a month past",           "se", { activeObject: { objectId: "o1", entryDate: "2026-11-01", isSuccession: false } }, ["overview", "myResidences", "contacts", "vip"]],
  ["a VIP of this site",                          "se", { vipMemberships: vipOn("se") },                      ["overview", "payments", "myResidences", "contacts", "vip"]],
  ["a VIP of another site",                       "se", { vipMemberships: vipOn("no") },                      ["overview", "myResidences", "contacts", "vip"]],
  ["the payments flag",                           "se", { showPayments: true },                               ["overview", "payments", "myResidences", "contacts", "vip"]],
  ["a board member with management",              "se", board,                                                ["overview", "errands", "contacts"]],
  ["a board member without management",           "se", { ...board, brfAccount: { ...board.brfAccount, activeFinancialManagement: false } }, ["overview", "errands", "contacts"]],
  ["a board member with bookings and VIP",        "se", { ...board, bookings: [bookingOn("se")], vipMemberships: vipOn("se") }, ["overview", "errands", "contacts"]],
  ["Norway: a customer",                          "no", { bookings: [bookingOn("no")] },                      ["overview", "myResidence", "documents", "myResidences", "contacts", "vip"]],
  ["Finland: never payments, never VIP",          "fi", { bookings: [bookingOn("fi")], showPayments: true, hasCases: true }, ["overview", "errands", "myResidence", "documents", "myResidences", "contacts"]],
  ["Seniorgården: VIP is on",                     "senior", {},                                              ["overview", "myResidences", "contacts", "vip"]],
  ["the English sub-site: VIP is off",            "se-en", { vipMemberships: vipOn("se-en") },               ["overview", "payments", "myResidences", "contacts"]],
];

describe("myPagesMenuKeys (spec section 2, my pages menu)", () => {
  it.each(TABLE)("%s on %s", (_name, code, overrides, expected) => {
    expect(myPagesMenuKeys(user(overrides), getSite(code), NOW)).toEqual(expected);
  });

  it("gives each entry the site's own path", () => {
    const menu = myPagesMenu(user({ bookings: [bookingOn("no")] }), getSite("no"), NOW);
    expect(menu.map((entry) => entry.href)).toEqual([
      "/mine-sider/",
      "/mine-sider/min-bolig/",
      "/mine-sider/mine-avtaler/",
      "/mine-sider/mine-prosjekter/",
      "/mine-sider/kontakt/",
      "/mine-sider/vip/",
    ]);
  });
});

describe("canOpenMyPage: a page out of the menu is not opened", () => {
  it.each([
    ["MyPagesResidencePage", {}, false],
    ["MyPagesResidencePage", { bookings: [bookingOn("se")] }, true],
    ["MyPagesDocumentsPage", {}, false],
    ["MyPagesPaymentPage", {}, false],
    ["MyPagesPaymentPage", { vipMemberships: vipOn("se") }, true],
    ["MyPagesErrandsPage", {}, false],
    ["MyPagesMainPage", board, false],
    ["MyPagesBoardMemberPage", board, true],
    ["MyPagesBoardMemberPage", {}, false],
    ["MyPagesResidencesPage", board, false],
    ["MyPagesContactPage", board, false],
    ["MyPagesBoardMemberContactPage", board, true],
    ["MyPagesSettingsPage", board, true],
    ["MyPagesSavedSearchesPage", board, false],
    ["MyPagesSavedSearchesPage", {}, true],
    ["MyPagesNewsListPage", {}, true],
    ["MyPagesVipPage", board, false],
    ["MyPagesVipShowingPage", board, false],
    ["MyPagesVipShowingPage", {}, true],
    // The timeline: a customer with a booking on this site (spec section 2, my pages timeline).
    ["MyPagesTimelinePage", {}, false],
    ["MyPagesTimelinePage", { bookings: [bookingOn("se")] }, true],
    ["MyPagesTimelinePage", { bookings: [bookingOn("se", false)] }, true],
    ["MyPagesTimelinePage", { bookings: [bookingOn("no")] }, false],
    ["MyPagesTimelinePage", { bookings: [bookingOn("se")], activeObject: succession }, true],
    ["MyPagesTimelinePage", { ...board, bookings: [bookingOn("se")] }, false],
  ] satisfies Array<[TemplateName, Partial<MenuUser>, boolean]>)("%s for %o: %s", (template, overrides, expected) => {
    expect(canOpenMyPage(template, user(overrides), se, NOW)).toBe(expected);
  });

  it("news follows the site's my-pages news switch", () => {
    for (const code of ["se", "no", "fi", "senior", "boratt"] as const) {
      const site = getSite(code);
      expect(canOpenMyPage("MyPagesNewsListPage", user(), site, NOW)).toBe(site.features.hasMyPagesNews);
    }
  });
});

describe("isEntryMonthPast (spec section 9: entry-date threshold one month)", () => {
  it.each([
    [null, false],
    ["2026-10-28", false],
    ["2026-10-26", true],
    ["not a date", false],
  ] as const)("%s: %s", (entryDate, expected) => {
    expect(isEntryMonthPast(entryDate, NOW)).toBe(expected);
  });
});

describe("myPagesTemplateFor: the board-member variants", () => {
  it("gives a board member the board overview and contacts, a resident theirs", () => {
    expect(myPagesTemplateFor("MyPagesMainPage", user(board))).toBe("MyPagesBoardMemberPage");
    expect(myPagesTemplateFor("MyPagesContactPage", user(board))).toBe("MyPagesBoardMemberContactPage");
    expect(myPagesTemplateFor("MyPagesBoardMemberPage", user())).toBe("MyPagesMainPage");
    expect(myPagesTemplateFor("MyPagesSettingsPage", user(board))).toBe("MyPagesSettingsPage");
  });
});
