import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TemplateProps } from "@housing/contracts/manifest";
import { TEST_API_USER } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { showingsManifest } from "./manifest";
import { StageShowingsSlot } from "./slot";
import { renderForSite } from "./test-utils";
import { STAGE, stageFormModel } from "./testing";

vi.mock("./lazy", () => ({
  LazyShowingsPanel: () => <p>booking</p>,
  LazyDoorScreen: () => <p>door screen</p>,
  LazyVisitPage: () => <p>visit</p>,
  LazyOrderForm: () => <p>order form</p>,
  LazyMyShowings: () => <p>my showings</p>,
}));

afterEach(cleanup);

const site = getSite("se");
const { templates } = showingsManifest;

function renderTemplate(name: keyof typeof templates, more: Partial<TemplateProps> = {}) {
  const Template = templates[name].component;
  return renderForSite(<Template model={stageFormModel(name)} site={site} {...more} />, site);
}

describe("the showings' manifest", () => {
  it("registers the door, form and order pages noindex, the door and form pages blank, and fills both showings slots and my pages' overview card", () => {
    expect(templates.ShowingQrPage.layout).toBe("blank");
    expect(templates.ShowingFormPage.layout).toBe("blank");
    expect("layout" in templates.OrderFormPage).toBe(false);
    expect(
      [templates.ShowingQrPage, templates.ShowingFormPage, templates.OrderFormPage].every((t) => t.isNoIndex),
    ).toBe(true);
    expect(showingsManifest.slots.map((filler) => filler.slot)).toEqual([
      "stage.showings",
      "object.showings",
      "myPages.overview.showings",
    ]);
  });

  it("heads each stage page with the stage's name", () => {
    renderTemplate("ShowingQrPage");
    expect(screen.getByRole("heading", { level: 1, name: "Välkommen till visningen av Kv. Fjällbäcken" })).toBeTruthy();
    cleanup();
    renderTemplate("ShowingFormPage");
    expect(screen.getByRole("heading", { level: 1, name: "Visning av Kv. Fjällbäcken" })).toBeTruthy();
    cleanup();
    renderTemplate("OrderFormPage");
    expect(screen.getByRole("heading", { level: 1, name: "Beställ säljprospekt för Kv. Fjällbäcken" })).toBeTruthy();
    expect(screen.getByText("order form")).toBeTruthy();
  });

  it("says where VIP is off that there are no VIP showings", async () => {
    const fi = getSite("fi");
    const data = await templates.MyPagesVipShowingPage.load({
      model: stageFormModel("MyPagesVipShowingPage"),
      site: fi,
      location: { path: "/sivuni/vip-visning/", query: "" },
      http: {} as never,
      user: TEST_API_USER,
    });
    const Template = templates.MyPagesVipShowingPage.component;
    renderForSite(<Template model={stageFormModel("MyPagesVipShowingPage")} site={fi} initialData={data} />, fi);
    expect(screen.getByRole("heading", { level: 1, name: "VIP-esittelyt" })).toBeTruthy();
    expect(screen.getByText("Tällä sivustolla ei ole VIP-esittelyjä.")).toBeTruthy();
    expect(screen.queryByText("my showings")).toBeNull();
  });
});

describe("the stage page's showings slot", () => {
  it("renders the booking and links to the order form in the site's language", () => {
    const model = { ...stageFormModel("StagePage"), data: undefined };
    const stageModel = {
      ...model,
      data: { kind: "stage", stage: { id: STAGE.id, url: STAGE.url } },
    } as unknown as TemplateProps["model"];
    renderForSite(<StageShowingsSlot model={stageModel} site={site} />, site);
    expect(screen.getByText("booking")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Beställ säljprospekt" }).getAttribute("href")).toBe(
      `${STAGE.url}bestall/`,
    );
    cleanup();
    renderForSite(<StageShowingsSlot model={stageModel} site={getSite("no")} />, getSite("no"));
    expect(screen.getByRole("link", { name: "Bestill salgsoppgave" }).getAttribute("href")).toBe(
      `${STAGE.url}bestill/`,
    );
  });
});
