import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FilledSlots } from "@housing/contracts/manifest";
import { NBSP } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { contentPagesMessages } from "../../messages";
import { getSite, type SiteCode } from "@housing/site-config";
import { catalogueTemplates } from "../../manifest/catalogue";
import { catalogueModel, dataSamples, finnishObjectData, objectData, stageData } from "./fixtures";

afterEach(cleanup);

function renderTemplate(
  templateName: string,
  code: SiteCode = "se",
  model = catalogueModel(templateName),
  slots?: FilledSlots,
) {
  const site = getSite(code);
  const Template = catalogueTemplates[templateName as keyof typeof catalogueTemplates].component;
  return render(
    <TestI18nProvider locale={site.locale} messages={[contentPagesMessages]}>
      <Template model={model} site={site} slots={slots} />
    </TestI18nProvider>,
  );
}

/** The value beside a fact's label in a description list. */
const factValue = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("catalogue templates", () => {
  it.each(Object.keys(dataSamples))("%s renders one h1, breadcrumbs and its content blocks", (templateName) => {
    renderTemplate(templateName);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("navigation", { name: "Brödsmulor" })).toBeTruthy();
    expect(screen.getByText("Ett innehållsblock under sidan.")).toBeTruthy();
  });

  it("registers a template for every catalogue sample, and no others", () => {
    expect(Object.keys(catalogueTemplates).sort()).toEqual([...Object.keys(dataSamples)].sort());
  });

  it("falls back to title and blocks when a page carries no data", () => {
    const { data: _data, ...bare } = catalogueModel("StagePage");
    renderTemplate("StagePage", "se", bare);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(bare.title);
    expect(screen.queryByRole("table")).toBeNull();
  });
});

describe("StagePage", () => {
  it("shows the key facts, the homes, showings in the site's date format and contacts under role headings", async () => {
    renderTemplate("StagePage");
    expect(factValue("Pris")).toBe(`2${NBSP}450${NBSP}000${NBSP}– 6${NBSP}950${NBSP}000${NBSP}kr`);
    expect(factValue("Antal rum")).toBe(`1–5${NBSP}rok`);
    expect(factValue("Upplåtelseform")).toBe("Bostadsrätt");
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(within(table).getByRole("link", { name: "Lägenhet 1201" }).getAttribute("href")).toContain("lagenhet-1201");
    expect(within(table).getByText("Bottenvåning")).toBeTruthy();
    expect(within(table).getByText("Bokad")).toBeTruthy();
    // 16:30 UTC is 17:30 in Stockholm in November.
    expect(screen.getByText("2026-11-24 kl. 17:30–19:00")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Fastighetsmäklare" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "karin.lindqvist@fjallvik.example" }).getAttribute("href")).toBe(
      "mailto:karin.lindqvist@fjallvik.example",
    );
    // The interest form loads through next/dynamic (a lazy chunk: slower than a second on a busy machine).
    expect(await screen.findByRole("button", { name: "Skicka intresseanmälan" }, { timeout: 10_000 })).toBeTruthy();
  });
});

describe("the showings slots", () => {
  it.each([
    ["StagePage", "stage.showings"],
    ["ObjectPage", "object.showings"],
  ] as const)("%s renders %s in place of the showings' times when a feature fills it", (templateName, slot) => {
    renderTemplate(templateName, "se", catalogueModel(templateName), { [slot]: <p>Booking of showings</p> });
    expect(screen.getByText("Booking of showings")).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 2, name: "Visningar" })).toBeNull();
    cleanup();
    renderTemplate(templateName);
    expect(screen.queryByText("Booking of showings")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Visningar" })).toBeTruthy();
  });
});

describe("StagePage where VIP is off", () => {
  const vipStage = {
    ...stageData,
    stage: { ...stageData.stage, status: "vip" as const, vipStart: "2026-11-01", vipEnd: "2026-12-15" },
  };
  it("shows the VIP badge and window where VIP is on, and no trace of them where it is off (spec section 1)", () => {
    renderTemplate("StagePage", "se", catalogueModel("StagePage", vipStage));
    expect(screen.getAllByText("VIP-försäljning").length).toBeGreaterThan(0);
    cleanup();
    renderTemplate("StagePage", "fi", catalogueModel("StagePage", vipStage));
    expect(document.body.textContent).not.toMatch(/VIP/);
  });
});

describe("ObjectPage", () => {
  it("shows booked as booked in Sweden and as sold in Norway (spec section 3)", () => {
    renderTemplate("ObjectPage", "se");
    expect(screen.getAllByText("Bokad").length).toBeGreaterThan(0);
    cleanup();
    renderTemplate("ObjectPage", "no", catalogueModel("ObjectPage", objectData));
    expect(screen.getAllByText("Solgt").length).toBeGreaterThan(0);
    expect(screen.queryByText("Booket")).toBeNull();
    expect(factValue("Pris")).toBe(`kr${NBSP}4${NBSP}250${NBSP}000`);
    expect(factValue("Etasje")).toBe("2. etasje");
  });

  it("shows the Finnish sales price, loan share and debt-free price", () => {
    renderTemplate("ObjectPage", "fi", catalogueModel("ObjectPage", finnishObjectData));
    const value = factValue;
    expect(value("Myyntihinta")).toBe(`189${NBSP}000${NBSP}€`);
    expect(value("Velkaosuus")).toBe(`71${NBSP}000${NBSP}€`);
    expect(value("Velaton hinta")).toBe(`260${NBSP}000${NBSP}€`);
    expect(value("Huoneet")).toBe(`3${NBSP}h+k`);
    expect(value("Tontti")).toBe("Vuokratontti");
  });

  it("offers to book a home for sale online where its stage has a booking flow, and only then", () => {
    const forSale = { ...objectData, object: { ...objectData.object, status: "forSale" as const } };
    renderTemplate("ObjectPage", "se", catalogueModel("ObjectPage", { ...forSale, bookingFlow: 8 }));
    const book = screen.getByRole("link", { name: "Boka Lägenhet 1201" });
    expect(book.getAttribute("href")).toBe(`/boka/?objectId=${objectData.object.id}`);
    expect(screen.getByRole("link", { name: "Så bokar du online" }).getAttribute("href")).toBe("/boka/info/");
    cleanup();
    renderTemplate("ObjectPage", "se", catalogueModel("ObjectPage", { ...objectData, bookingFlow: 8 }));
    expect(screen.queryByRole("heading", { name: "Boka online" })).toBeNull();
    cleanup();
    renderTemplate("ObjectPage", "se", catalogueModel("ObjectPage", { ...forSale, bookingFlow: null }));
    expect(screen.queryByRole("heading", { name: "Boka online" })).toBeNull();
  });
});

describe("Gallery", () => {
  it("browses with buttons and arrow keys and names every thumbnail", () => {
    renderTemplate("StagePage");
    expect(screen.getByText("Bild 1 av 3")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Nästa bild" }));
    expect(screen.getByText("Bild 2 av 3")).toBeTruthy();
    const frame = screen.getByRole("img", { name: "Hagastaden, Solna" }).closest("figure")!;
    fireEvent.keyDown(frame, { key: "ArrowRight" });
    expect(screen.getByText("Bild 3 av 3")).toBeTruthy();
    fireEvent.keyDown(frame, { key: "ArrowRight" });
    expect(screen.getByText("Bild 1 av 3")).toBeTruthy();
    const thumb = screen.getByRole("button", { name: "Visa bild 3: Brf Tallkronan, gården" });
    fireEvent.click(thumb);
    expect(thumb.getAttribute("aria-current")).toBe("true");
  });
});

describe("NotFoundListingPage", () => {
  it("offers the nearest page, the home search and the start page", () => {
    renderTemplate("NotFoundObjectPage");
    expect(screen.getByRole("link", { name: "Brf Tallkronan" }).getAttribute("href")).toContain("brf-tallkronan");
    expect(screen.getByRole("link", { name: "Sök bland alla bostäder" }).getAttribute("href")).toBe("/sok-bostad/");
  });
});
