import { cleanup, screen, within } from "@testing-library/react";
import ky from "ky";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageViewModel } from "@housing/contracts";
import { formatDate } from "@housing/i18n";
import { getSite, type SiteCode } from "@housing/site-config";
import { renderForSite } from "../test-utils";
import { CUSTOMER, TIMELINE_DONE, TIMELINE_EARLY, TIMELINE_LATE, TIMELINE_MIDDLE } from "../testing/fixtures";
import { loadTimeline, TimelinePage, timelineStepOfPath, type TimelineData } from "./timeline-page";

afterEach(cleanup);

const se = getSite("se");
const model = { templateName: "MyPagesTimelinePage", title: "Tidslinje" } as unknown as PageViewModel;
const data = (timeline: TimelineData["timeline"], overrides: Partial<TimelineData> = {}): TimelineData => ({
  timeline,
  step: null,
  chosenBookingId: null,
  ...overrides,
});

function renderTimeline(initialData: TimelineData, code: SiteCode = "se") {
  const site = getSite(code);
  return renderForSite(<TimelinePage model={model} site={site} initialData={initialData} />, site);
}

const stepsList = () => within(screen.getByRole("list", { name: "Köpets steg" }));

describe("the timeline page (spec section 2, my pages timeline)", () => {
  it("lists the steps in order, the current one marked as the step, every state in words", () => {
    renderTimeline(data(TIMELINE_MIDDLE));
    expect(screen.getByRole("heading", { level: 1, name: "Tidslinje" })).toBeTruthy();
    const items = stepsList().getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("a")?.textContent)).toEqual([
      "Kontrakt",
      "Inredningsval",
      "Besiktning",
      "Betalning",
      "Inflyttning",
    ]);
    expect(items.map((item) => item.getAttribute("aria-current"))).toEqual([null, "step", null, null, null]);
    expect(within(items[0]!).getByText("Klart")).toBeTruthy();
    expect(within(items[1]!).getByText("Pågår nu")).toBeTruthy();
    expect(within(items[2]!).getByText("Kommande")).toBeTruthy();
    expect(within(items[1]!).getByText(formatDate("2026-12-18", "sv")).getAttribute("datetime")).toBe("2026-12-18");
    expect(items[1]!.textContent).toContain("Sista dag för inredningsval:");
    expect(screen.getByText("Projektet är nu i fasen: Inredningsval.")).toBeTruthy();
  });

  it("links each step to its sub-path, with the chosen booking kept", () => {
    renderTimeline(data(TIMELINE_EARLY));
    expect(stepsList().getByRole("link", { name: "Kontrakt" }).getAttribute("href")).toBe(
      "/mina-sidor/tidslinje/kontrakt/",
    );
    cleanup();
    const chosen = TIMELINE_EARLY.booking.bookingId;
    renderTimeline(data(TIMELINE_EARLY, { chosenBookingId: chosen }));
    expect(stepsList().getByRole("link", { name: "Inflyttning" }).getAttribute("href")).toBe(
      `/mina-sidor/tidslinje/inflyttning/?bookingId=${chosen}`,
    );
    expect(stepsList().getAllByRole("listitem")[0]!.getAttribute("aria-current")).toBe("step");
    expect(stepsList().getAllByText(/: Datum meddelas senare$/)).toHaveLength(2);
  });

  it("offers the other bookings, the chosen one marked as the page", () => {
    renderTimeline(data(TIMELINE_LATE));
    const choice = within(screen.getByRole("navigation", { name: "Dina bokade bostäder" }));
    const links = choice.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Lägenhet 1101", "Lägenhet 2204", "Radhus 12"]);
    expect(links.map((link) => link.getAttribute("aria-current"))).toEqual(["page", null, null]);
    expect(links[2]!.getAttribute("href")).toBe(
      `/mina-sidor/tidslinje/?bookingId=${TIMELINE_LATE.bookings[2]!.bookingId}`,
    );
    expect(stepsList().getAllByRole("listitem")[4]!.getAttribute("aria-current")).toBe("step");
  });

  it("with one booking offers no choice, and says when every step is done", () => {
    renderTimeline(data(TIMELINE_DONE));
    expect(screen.queryByRole("navigation", { name: "Dina bokade bostäder" })).toBeNull();
    expect(screen.getByText("Alla steg är klara. Välkommen hem!")).toBeTruthy();
    expect(stepsList().getAllByText("Klart")).toHaveLength(5);
    expect(screen.getByRole("list", { name: "Köpets steg" }).querySelector("[aria-current]")).toBeNull();
  });

  it.each([
    ["no", "Kjøpets steg", "Pågår nå", "Tilvalg", "/mine-sider/tidslinje/innredning/", "nb"],
    ["fi", "Kaupan vaiheet", "Käynnissä nyt", "Sisustusvalinnat", "/sivuni/aikajana/sisustus/", "fi"],
  ] as const)(
    "speaks the site's language on %s, with its paths and dates",
    (code, list, current, step, href, locale) => {
      renderTimeline(data(TIMELINE_MIDDLE), code);
      const steps = within(screen.getByRole("list", { name: list }));
      const item = steps.getAllByRole("listitem")[1]!;
      expect(item.getAttribute("aria-current")).toBe("step");
      expect(within(item).getByText(current)).toBeTruthy();
      expect(within(item).getByRole("link", { name: step }).getAttribute("href")).toBe(href);
      expect(within(item).getByText(formatDate("2026-12-18", locale))).toBeTruthy();
    },
  );
});

describe("a step's sub-page", () => {
  it("shows the step, where it stands, its date and what it is, with the way back", () => {
    const chosen = TIMELINE_MIDDLE.booking.bookingId;
    renderTimeline(data(TIMELINE_MIDDLE, { step: "interior", chosenBookingId: chosen }));
    expect(screen.getByRole("heading", { level: 1, name: "Inredningsval" })).toBeTruthy();
    expect(screen.getByText("Steg 2 av 5")).toBeTruthy();
    expect(screen.getByText(/Pågår nu – Det här är steget du är i nu\./)).toBeTruthy();
    expect(screen.getByText(formatDate("2026-12-18", "sv"))).toBeTruthy();
    expect(screen.getByText(/Du väljer ytskikt, kök och tillval/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Tillbaka till tidslinjen" }).getAttribute("href")).toBe(
      `/mina-sidor/tidslinje/?bookingId=${chosen}`,
    );
  });

  it("speaks English for a coming step without a date", () => {
    renderTimeline(data(TIMELINE_EARLY, { step: "inspection" }), "se-en");
    expect(screen.getByRole("heading", { level: 1, name: "Inspection" })).toBeTruthy();
    expect(screen.getByText(/Coming up – This step is still ahead of you\./)).toBeTruthy();
    expect(screen.getByText(/Final inspection:/).textContent).toContain("Date to be announced");
  });
});

describe("timelineStepOfPath: the translated segments", () => {
  it.each([
    ["se", "/mina-sidor/tidslinje/", null],
    ["se", "/mina-sidor/tidslinje/besiktning/", "inspection"],
    ["se", "/Mina-Sidor/Tidslinje/Inflyttning/", "moveIn"],
    ["no", "/mine-sider/tidslinje/betaling/", "payment"],
    ["fi", "/sivuni/aikajana/sopimus/", "contract"],
    ["se", "/mina-sidor/tidslinje/okand/", null],
  ] as const)("%s %s: %s", (code, path, expected) => {
    expect(timelineStepOfPath(getSite(code), path)).toBe(expected);
  });
});

describe("loadTimeline", () => {
  const user = CUSTOMER;
  const httpAnswering = (urls: string[]) =>
    ky.create({
      prefixUrl: "http://api.test/",
      retry: 0,
      fetch: vi.fn(async (input: RequestInfo | URL) => {
        urls.push(new URL(input instanceof Request ? input.url : String(input)).search);
        return Response.json(TIMELINE_MIDDLE);
      }),
    });

  it("asks for the booking in the query when it is a GUID, and names the sub-page's step", async () => {
    const urls: string[] = [];
    const chosen = TIMELINE_MIDDLE.booking.bookingId;
    const loaded = await loadTimeline({
      model,
      site: se,
      user,
      http: httpAnswering(urls),
      location: { path: "/mina-sidor/tidslinje/inredning/", query: `bookingId=${chosen}` },
    });
    expect(loaded).toMatchObject({ step: "interior", chosenBookingId: chosen });
    expect(urls).toEqual([`?siteKey=Jmse&bookingId=${chosen}`]);
  });

  it("leaves out a bookingId that is not a GUID", async () => {
    const urls: string[] = [];
    const loaded = await loadTimeline({
      model,
      site: se,
      user,
      http: httpAnswering(urls),
      location: { path: "/mina-sidor/tidslinje/", query: "bookingId=../../account_service/user" },
    });
    expect(loaded).toMatchObject({ step: null, chosenBookingId: null });
    expect(urls).toEqual(["?siteKey=Jmse"]);
  });
});
