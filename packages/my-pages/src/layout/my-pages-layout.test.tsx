import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TestI18nProvider } from "@housing/i18n/testing";
import { myPagesMenu } from "@housing/session/my-pages-menu";
import { getSite } from "@housing/site-config";
import { BOARD_MEMBER, CUSTOMER, VIP_CUSTOMER } from "../testing/fixtures";
import { currentEntry, MyPagesLayout } from "./my-pages-layout";

afterEach(cleanup);

const se = getSite("se");

function renderLayout(user: typeof CUSTOMER, path: string, site = se) {
  render(
    <TestI18nProvider locale={site.locale}>
      <MyPagesLayout site={site} user={user} path={path}>
        <h1>Sidan</h1>
      </MyPagesLayout>
    </TestI18nProvider>,
  );
  return within(screen.getByRole("navigation", { name: site.locale === "fi" ? "Omat sivut" : "Mina sidor" }));
}

const entryNames = (nav: ReturnType<typeof renderLayout>) => nav.getAllByRole("link").map((link) => link.textContent);

describe("the my-pages layout", () => {
  it("draws the user's menu of spec section 2 and marks the current page", () => {
    const nav = renderLayout(CUSTOMER, "/mina-sidor/mina-bostader/");
    expect(entryNames(nav)).toEqual(["Översikt", "Min bostad", "Mina avtal", "Mina bostäder", "Kontakt", "VIP"]);
    expect(nav.getByRole("link", { name: "Mina bostäder" }).getAttribute("aria-current")).toBe("page");
    expect(nav.getByRole("link", { name: "Översikt" }).getAttribute("aria-current")).toBeNull();
    expect(nav.queryByText("Styrelseportal")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Sidan" })).toBeTruthy();
  });

  it("gives a VIP the payments entry", () => {
    expect(entryNames(renderLayout(VIP_CUSTOMER, "/mina-sidor/"))).toContain("Betalningar");
  });

  it("gives a board member the board-member section: overview, company errands, contacts", () => {
    const nav = renderLayout(BOARD_MEMBER, "/mina-sidor/");
    expect(nav.getByText("Styrelseportal")).toBeTruthy();
    expect(entryNames(nav)).toEqual(["Översikt", "Föreningens ärenden", "Kontakt"]);
    expect(nav.getByRole("link", { name: "Översikt" }).getAttribute("aria-current")).toBe("page");
  });

  it("hides the VIP and payments entries on the Finnish site", () => {
    const fi = getSite("fi");
    const matti = { ...VIP_CUSTOMER, vipMemberships: [{ site: fi.siteId }], bookings: [] };
    const nav = renderLayout(matti, "/sivuni/", fi);
    expect(entryNames(nav)).toEqual(["Yleiskatsaus", "Asuntoni", "Ota yhteyttä"]);
  });
});

describe("currentEntry", () => {
  const entries = myPagesMenu(CUSTOMER, se);
  it("is the page's own entry, the deepest one above it, or none; the overview only on its own path", () => {
    expect(currentEntry(entries, "/mina-sidor/")).toBe("/mina-sidor/");
    expect(currentEntry(entries, "/mina-sidor/kontakt/")).toBe("/mina-sidor/kontakt/");
    expect(currentEntry(entries, "/mina-sidor/mina-avtal/avtal-1/")).toBe("/mina-sidor/mina-avtal/");
    expect(currentEntry(entries, "/mina-sidor/mina-installningar/")).toBeNull();
  });
});
