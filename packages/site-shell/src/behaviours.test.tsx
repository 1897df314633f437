import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestI18nProvider } from "@housing/i18n/testing";
import { ENVIRONMENTS, getSite } from "@housing/site-config";
import { BLOCK_HASH_DELAY_MS, BLOCK_HASH_OFFSET_PX, isBlockHash, scheduleBlockHashScroll } from "./hash-scroll";
import { isJubileePage } from "./jubilee";
import { SiteSwitcher } from "./site-switcher";
import { siteSwitcherLinks } from "./site-switcher-links";
import { shareImageFor } from "./share-image";
import { toWebVitalsReport } from "./web-vitals";

afterEach(cleanup);

describe("block hash scroll (spec sections 2 and 9)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<section id="block-start-facts">Fakta</section>';
    const block = document.getElementById("block-start-facts")!;
    // The block sits 1200 px down a page that is scrolled 100 px.
    block.getBoundingClientRect = () => ({ top: 1100 }) as DOMRect;
    vi.spyOn(window, "scrollY", "get").mockReturnValue(100);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });

  it("scrolls after 500 ms to 150 px above the block", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    scheduleBlockHashScroll("#block-start-facts");
    vi.advanceTimersByTime(BLOCK_HASH_DELAY_MS - 1);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledOnce();
    expect(scrollTo.mock.calls[0]![0]).toMatchObject({ top: 1200 - BLOCK_HASH_OFFSET_PX });
    expect(BLOCK_HASH_DELAY_MS).toBe(500);
    expect(BLOCK_HASH_OFFSET_PX).toBe(150);
  });

  it("ignores hashes without block-, missing blocks and cancelled schedules", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    scheduleBlockHashScroll("#main-content");
    scheduleBlockHashScroll("#block-missing");
    scheduleBlockHashScroll("#block-start-facts")();
    vi.advanceTimersByTime(2000);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(isBlockHash("#open-login-private")).toBe(false);
    expect(isBlockHash("#block-a")).toBe(true);
  });
});

describe("jubilee styling (spec section 2: main start page during 2025)", () => {
  const se = getSite("se");
  it.each([
    ["se", "/", "2025-06-01T12:00:00Z", true],
    ["se", "/", "2025-01-01T00:30:00+01:00", true],
    ["se", "/", "2025-12-31T23:30:00+01:00", true],
    ["se", "/", "2024-12-31T23:30:00+01:00", false],
    ["se", "/", "2026-01-01T00:10:00+01:00", false],
    ["se", "/", "2026-11-21T09:00:00Z", false],
    ["se", "/om-oss/", "2025-06-01T12:00:00Z", false],
    ["se-en", "/en/", "2025-06-01T12:00:00Z", false],
    ["no", "/", "2025-06-01T12:00:00Z", false],
    ["senior", "/", "2025-06-01T12:00:00Z", false],
  ] as const)("%s %s at %s -> %s", (code, path, at, expected) => {
    expect(isJubileePage({ site: getSite(code), path, now: new Date(at) })).toBe(expected);
  });

  it("uses the Swedish calendar: 23:30 UTC on New Year's Eve 2024 is already 2025 in Stockholm", () => {
    expect(isJubileePage({ site: se, path: "/", now: new Date("2024-12-31T23:30:00Z") })).toBe(true);
  });
});

describe("site switcher (spec section 2: dev-only, not in preprod or production)", () => {
  it.each(ENVIRONMENTS.map((environment) => [environment, environment !== "preprod" && environment !== "production"]))(
    "%s -> shown %s",
    (environment, isShown) => {
      const links = siteSwitcherLinks({ HOUSING_ENV: environment, HOUSING_SITE_HOSTS: "" });
      expect(links.length > 0).toBe(isShown);
      render(
        <TestI18nProvider locale="sv">
          <SiteSwitcher links={links} currentCode="se" />
        </TestI18nProvider>,
      );
      expect(screen.queryByRole("navigation", { name: "Webbplatser (utvecklarverktyg)" }) !== null).toBe(isShown);
    },
  );

  it("links to the seven local sites, honouring extra local hosts", () => {
    const links = siteSwitcherLinks({ HOUSING_ENV: "local", HOUSING_SITE_HOSTS: "se=localhost:3113" });
    expect(links.map((link) => link.href)).toEqual([
      "http://localhost:3113/",
      "http://localhost:3113/en/",
      "http://localhost:3001/",
      "http://localhost:3002/",
      "http://localhost:3003/",
      "http://localhost:3004/",
      "http://localhost:3005/",
    ]);
  });

  it("links to a site's public origin first (HOUSING_SITE_ORIGINS: the production shape in test)", () => {
    const links = siteSwitcherLinks({
      HOUSING_ENV: "test",
      HOUSING_SITE_HOSTS: "fi=fi.b.localhost",
      HOUSING_SITE_ORIGINS:
        "se=https://se.b.localhost:8443;se-en=https://se.b.localhost:8443;fi=https://fi.b.localhost:8443",
    });
    expect(links.map((link) => link.href).filter((href) => href.includes(".b.localhost"))).toEqual([
      "https://se.b.localhost:8443/",
      "https://se.b.localhost:8443/en/",
      "https://fi.b.localhost:8443/",
    ]);
  });

  it("is a keyboard-operable disclosure that marks the current site", () => {
    render(
      <TestI18nProvider locale="sv">
        <SiteSwitcher links={siteSwitcherLinks({ HOUSING_ENV: "local", HOUSING_SITE_HOSTS: "" })} currentCode="fi" />
      </TestI18nProvider>,
    );
    const summary = screen.getByText("Byt webbplats");
    expect(summary.tagName).toBe("SUMMARY");
    expect(screen.getByRole("link", { name: /Fjällvik Koti/, hidden: true }).getAttribute("aria-current")).toBe("page");
  });
});

describe("web vitals report (spec section 7)", () => {
  it("maps a metric to the API's report with the page's path and host", () => {
    const metric = { id: "v5-1", name: "LCP", value: 1840.2, rating: "good", navigationType: "navigate" } as const;
    expect(toWebVitalsReport(metric, { pathname: "/sok-bostad/", host: "localhost:3103" })).toEqual({
      id: "v5-1",
      name: "LCP",
      value: 1840.2,
      rating: "good",
      navigationType: "navigate",
      path: "/sok-bostad/",
      host: "localhost:3103",
    });
    expect(toWebVitalsReport({ ...metric, name: "FID" }, { pathname: "/", host: "a" })).toBeNull();
  });
});

describe("share image (spec section 9: 1200 px)", () => {
  it("uses the first non-SVG image at 1200 px through the image optimiser", () => {
    const image = shareImageFor(
      [
        { url: "/media/facade/1.svg", alt: "Fasad", width: 1200, height: 800 },
        { url: "/media/photo/2.jpg", alt: "Vardagsrum", width: 2400, height: 1600 },
      ],
      { origin: "https://www.fjallvik.example", apiBaseUrl: "http://localhost:4000" },
    );
    expect(image).toEqual({
      url: "https://www.fjallvik.example/_next/image?url=http%3A%2F%2Flocalhost%3A4000%2Fmedia%2Fphoto%2F2.jpg&w=1200&q=75",
      width: 1200,
      height: 800,
      alt: "Vardagsrum",
    });
    expect(shareImageFor([{ url: "/a.svg", alt: "", width: 1, height: 1 }], { origin: "", apiBaseUrl: "" })).toBeNull();
  });
});
