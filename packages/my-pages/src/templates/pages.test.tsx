import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageViewModel } from "@housing/contracts";
import { getSite } from "@housing/site-config";
import { contactGroupsFor } from "../components/contact-roles";
import { renderForSite } from "../test-utils";
import { BOARD_OVERVIEW, CONTACTS, CUSTOMER, MY_RESIDENCE, NEWS_ITEM, VIP_CUSTOMER } from "../testing/fixtures";
import { BoardOverviewPage } from "./board-overview-page";
import { BoardMemberContactPage, ContactPage } from "./contacts-page";
import { NewsListPage, NewsPage, newsSlugOf } from "./news-pages";
import { ResidencePage } from "./residence-page";
import { SettingsPage } from "./settings-page";
import { VipPage } from "./vip-page";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
afterEach(cleanup);

const se = getSite("se");
const model = { templateName: "MyPagesMainPage", title: "Mina sidor" } as unknown as PageViewModel;

describe("my pages' templates", () => {
  it("the residence: its facts, where the project stands and its people by role", () => {
    renderForSite(<ResidencePage model={model} site={se} initialData={{ mine: MY_RESIDENCE }} />, se);
    expect(screen.getByRole("heading", { level: 1, name: "Min bostad" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Lägenhet 1101" }).getAttribute("href")).toBe(MY_RESIDENCE.residence.url);
    expect(screen.getByText("Projektet nu: Inredningsval")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Försäljningsansvarig" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "010-123 45 10" }).getAttribute("href")).toBe("tel:0101234510");
    expect(screen.queryByRole("link", { name: "Följ köpet på tidslinjen" })).toBeNull();
  });

  it("the residence links to the purchase timeline where the user may open it", () => {
    const initialData = { mine: MY_RESIDENCE, timelineHref: "/mina-sidor/tidslinje/" };
    renderForSite(<ResidencePage model={model} site={se} initialData={initialData} />, se);
    expect(screen.getByRole("link", { name: "Följ köpet på tidslinjen" }).getAttribute("href")).toBe(
      "/mina-sidor/tidslinje/",
    );
  });

  it("the contacts, resident and board-member variants, with customer service", () => {
    renderForSite(<ContactPage model={model} site={se} initialData={{ contacts: CONTACTS }} />, se);
    expect(screen.getByRole("heading", { level: 1, name: "Kontakt" })).toBeTruthy();
    expect(screen.getByText("Vardagar 8–16")).toBeTruthy();
    cleanup();
    renderForSite(<BoardMemberContactPage model={model} site={se} initialData={{ contacts: CONTACTS }} />, se);
    expect(screen.getByRole("heading", { level: 1, name: "Kontakt för styrelsen" })).toBeTruthy();
  });

  it("the board member's overview: the association and whether it has technical management", () => {
    renderForSite(<BoardOverviewPage model={model} site={se} initialData={{ board: BOARD_OVERVIEW }} />, se);
    expect(screen.getByRole("heading", { level: 1, name: "Styrelseportal" })).toBeTruthy();
    const association = within(screen.getByRole("region", { name: "Brf Sjöutsikten" }));
    expect(association.getByText("Föreningen har teknisk förvaltning hos oss.")).toBeTruthy();
  });

  it("the VIP page: the membership and its unpaid fee, or the way to become one", () => {
    renderForSite(<VipPage model={model} site={se} initialData={{ user: VIP_CUSTOMER }} />, se);
    expect(screen.getByText(/Du är VIP-medlem hos/)).toBeTruthy();
    expect(screen.getByText("Kampanjkod: VIP2026")).toBeTruthy();
    expect(screen.getByText("Avgiften för ditt medlemskap är inte betald än.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Till betalningar" }).getAttribute("href")).toBe(
      "/mina-sidor/betalningar/",
    );
    expect(screen.getByRole("link", { name: "VIP-visningar" }).getAttribute("href")).toBe("/mina-sidor/vip-visning/");
    cleanup();
    const vipOff = { ...se, features: { ...se.features, hasVip: false } };
    renderForSite(<VipPage model={model} site={vipOff} initialData={{ user: VIP_CUSTOMER }} />, vipOff);
    expect(screen.queryByRole("link", { name: "VIP-visningar" })).toBeNull();
    cleanup();
    renderForSite(<VipPage model={model} site={se} initialData={{ user: CUSTOMER }} />, se);
    expect(screen.getByText(/Du är inte VIP-medlem här ännu/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Till betalningar" })).toBeNull();
  });

  it("the news list and a news item", () => {
    renderForSite(<NewsListPage model={model} site={se} initialData={{ list: { news: [NEWS_ITEM] } }} />, se);
    expect(screen.getByRole("link", { name: NEWS_ITEM.title }).getAttribute("href")).toBe(
      "/mina-sidor/nyheter/inflyttningen-narmar-sig/",
    );
    cleanup();
    renderForSite(<NewsListPage model={model} site={se} initialData={{ list: { news: [] } }} />, se);
    expect(screen.getByText("Det finns inga nyheter just nu.")).toBeTruthy();
    cleanup();
    renderForSite(<NewsPage model={model} site={se} initialData={{ item: NEWS_ITEM }} />, se);
    expect(screen.getByRole("heading", { level: 1, name: NEWS_ITEM.title })).toBeTruthy();
    expect(screen.getByText("Publicerad 2026-11-20")).toBeTruthy();
    expect(screen.getByText("Du får en kallelse med tid per e-post.")).toBeTruthy();
  });

  it("the settings: the profile form and the ways to change password and login e-mail", async () => {
    const profile = { email: CUSTOMER.email, phoneNumber: CUSTOMER.phoneNumber, newsletter: true };
    renderForSite(<SettingsPage model={model} site={se} initialData={{ profile }} />, se);
    expect(await screen.findByLabelText<HTMLInputElement>(/^E-post/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Byt lösenord" }).getAttribute("href")).toBe(
      "/mina-sidor/mina-installningar/byt-losenord/",
    );
  });
});

describe("news slugs and contact roles", () => {
  it("read a news item's slug from its path", () => {
    expect(newsSlugOf("/mina-sidor/nyheter/inflyttningen/", "/mina-sidor/nyheter/")).toBe("inflyttningen");
    expect(newsSlugOf("/en/mina-sidor/news/a-b/", "/en/mina-sidor/news/")).toBe("a-b");
  });

  it("show the roles the site shows, pairs under one heading", () => {
    const contacts = [
      { role: 2, name: "A", title: null, email: null, phone: null, imageUrl: null },
      { role: 3, name: "B", title: null, email: null, phone: null, imageUrl: null },
      { role: 8, name: "C", title: null, email: null, phone: null, imageUrl: null },
      { role: 4, name: "D", title: null, email: null, phone: null, imageUrl: null },
    ];
    expect(contactGroupsFor(getSite("se"), contacts).map((group) => [group.label, group.contacts.length])).toEqual([
      ["salesManager", 2],
      ["interiorResponsible", 1],
    ]);
    expect(contactGroupsFor(getSite("no"), contacts).map((group) => group.label)).toEqual([
      "salesManager",
      "settlementBroker",
      "interiorResponsible",
    ]);
    expect(contactGroupsFor(getSite("fi"), contacts).map((group) => group.label)).toEqual(["salesManager"]);
  });
});
