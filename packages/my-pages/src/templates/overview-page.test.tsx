import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageViewModel } from "@housing/contracts";
import { getSite } from "@housing/site-config";
import { renderForSite } from "../test-utils";
import { CUSTOMER, EMPTY_OVERVIEW, OVERVIEW } from "../testing/fixtures";
import { OverviewPage, type OverviewData } from "./overview-page";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
afterEach(cleanup);

const se = getSite("se");
const model = { templateName: "MyPagesMainPage", title: "Mina sidor" } as unknown as PageViewModel;

function renderOverview(data: OverviewData, slots = {}) {
  renderForSite(<OverviewPage model={model} site={se} initialData={data} slots={slots} />, se);
}

describe("the overview", () => {
  it("shows the active residence with the site's formats, next steps, notifications, news and what was saved", async () => {
    renderOverview({ user: CUSTOMER, overview: OVERVIEW }, { "myPages.overview.account": <p>Kontokortet</p> });
    expect(screen.getByRole("heading", { level: 1, name: "Mina sidor" })).toBeTruthy();
    expect(screen.getByText("Kontokortet")).toBeTruthy();
    const active = within(screen.getByRole("region", { name: "Din bostad" }));
    expect(active.getByText("Lägenhet 1101, Brf Utsikten")).toBeTruthy();
    // Spec section 9: price with spaces and kr after, dates yyyy-MM-dd, rooms as rok.
    expect(active.getByText(/^3\s450\s000\skr$/)).toBeTruthy();
    expect(active.getByText("2027-03-01")).toBeTruthy();
    expect(active.getByText(/^3\srok$/)).toBeTruthy();
    expect(active.getByRole("link", { name: "Till din bostad" }).getAttribute("href")).toBe("/mina-sidor/min-bostad/");
    // Several residences: the switch (its chunk loads lazily).
    expect(await active.findByRole("combobox", { name: "Visa mina sidor för" })).toBeTruthy();

    const steps = within(screen.getByRole("region", { name: "Nästa steg" }));
    expect(steps.getByRole("link", { name: "Gör dina inredningsval" }).getAttribute("href")).toBe(
      "/mina-sidor/tidslinje/",
    );
    expect(steps.getByText("Senast 2026-12-15")).toBeTruthy();
    const notifications = within(screen.getByRole("region", { name: "Notiser" }));
    // Spec section 3: awaiting_signature is a signing.
    expect(notifications.getByRole("link", { name: "Att signera: Tilläggsavtal inredning" }).getAttribute("href")).toBe(
      "/mina-sidor/mina-avtal/",
    );
    const news = within(screen.getByRole("region", { name: "Senaste nytt" }));
    expect(news.getByRole("link", { name: "Inflyttningen närmar sig" }).getAttribute("href")).toBe(
      "/mina-sidor/nyheter/inflyttningen-narmar-sig/",
    );
    const saved = within(screen.getByRole("region", { name: "Sparat" }));
    expect(saved.getByRole("link", { name: "2 favoriter" }).getAttribute("href")).toBe(
      "/mina-sidor/mina-bostader/#favourites",
    );
    expect(saved.getByRole("link", { name: "1 intresseanmälan" })).toBeTruthy();
    expect(saved.getByRole("link", { name: "Sparade sökningar" }).getAttribute("href")).toBe(
      "/mina-sidor/sparade-sokningar/",
    );
  });

  it("says so when there is nothing yet, without a switch", () => {
    renderOverview({ user: { ...CUSTOMER, bookings: [] }, overview: EMPTY_OVERVIEW });
    expect(screen.getByText(/Du har ingen bostad hos oss ännu/)).toBeTruthy();
    expect(screen.getByText("Du har inget att göra just nu.")).toBeTruthy();
    expect(screen.getByText("Du har inga notiser.")).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.getByRole("link", { name: "0 favoriter" })).toBeTruthy();
  });
});
