import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TestI18nProvider } from "@housing/i18n/testing";
import { contentPagesMessages } from "../../messages";
import { getSite } from "@housing/site-config";
import { editorialModels } from "../../fixtures/editorial-models";
import { NOINDEX_TEMPLATE_NAMES, type TemplateName } from "@housing/contracts";
import { editorialTemplates } from "../../manifest/editorial";

afterEach(cleanup);

const TEMPLATE_NAMES = [
  "NewsRoomPage",
  "PressReleasePage",
  "InspirationStartPage",
  "InspirationCategoryPage",
  "InspirationArticlePage",
  "InspirationPage",
  "SustainabilityStartPage",
  "SustainabilityCategoryPage",
  "FaqPage",
  "CareerPage",
  "CareerJobsPage",
  "BlogListPage",
  "BlogItemPage",
  "CampaignPage",
  "TestimonialPage",
  "InvestorRelationsStartPage",
  "CustomerServicePage",
  "ManagementServicesPage",
  "ModalContactPage",
  "ReportListPage",
  "ResidenceNewsPage",
  "ImageFilePage",
  "SandboxPage",
  "CorporateAboutPage",
  "CorporateContactPage",
  "CorporateNewsPage",
  "CorporateStartPage",
];

function renderTemplate(name: string, site = getSite("se")) {
  const Template = editorialTemplates[name as keyof typeof editorialTemplates].component;
  const model = editorialModels[name]!;
  render(
    <TestI18nProvider locale={site.locale} messages={[contentPagesMessages]}>
      <Template model={model} site={site} />
    </TestI18nProvider>,
  );
  return model;
}

/** Heading levels never skip a level going down (h1 → h3 without h2). */
function headingLevels(): number[] {
  return [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) => Number(heading.tagName[1]));
}

describe("editorial templates", () => {
  it("registers every editorial template of spec section 2, and only sandbox pages as noindex", () => {
    expect(Object.keys(editorialTemplates).sort()).toEqual([...TEMPLATE_NAMES].sort());
    // The sandbox by the spec's page-kind rule (contracts' template names); no editorial template adds its own.
    const noIndex = Object.entries(editorialTemplates).filter(
      ([name, entry]) => NOINDEX_TEMPLATE_NAMES.has(name as TemplateName) || ("isNoIndex" in entry && entry.isNoIndex),
    );
    expect(noIndex.map(([name]) => name)).toEqual(["SandboxPage"]);
  });

  it.each(TEMPLATE_NAMES)("%s shows its title as the only h1, its content and a sane heading order", (name) => {
    const model = renderTemplate(name);
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([model.title]);
    expect(screen.getByText(model.description)).toBeTruthy();
    const levels = headingLevels();
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index} of ${name}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
    expect(document.querySelector(`[data-template='${name}']`)).not.toBeNull();
    for (const block of model.blocks) expect(document.getElementById(`block-${block.id}`), block.id).not.toBeNull();
  });

  it("NewsRoomPage lists press releases newest first", () => {
    renderTemplate("NewsRoomPage");
    const titles = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(titles.slice(0, 2)).toEqual(["Nyaste nyheten", "Äldre nyheten"]);
  });

  it.each(["BlogListPage", "CorporateNewsPage"])("%s lists its items newest first", (name) => {
    renderTemplate(name);
    expect(screen.getAllByRole("heading", { level: 2 }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole("link")[0]!.textContent).toBe("Nyaste nyheten");
  });

  it("FaqPage shows the questions as <details>", () => {
    renderTemplate("FaqPage");
    expect(document.querySelectorAll("details > summary")).toHaveLength(2);
  });

  it("CareerJobsPage shows each job's location and closing date", () => {
    renderTemplate("CareerJobsPage");
    expect(screen.getByText("Umeå")).toBeTruthy();
    expect(screen.getByText("2025-12-01")).toBeTruthy();
  });

  it("ImageFilePage shows the image large with a download link", () => {
    renderTemplate("ImageFilePage");
    const image = screen.getByRole("img", { name: "Kv. Lärkan från gatan, kvällsljus" });
    expect(image.getAttribute("width")).toBe("1600");
    expect(screen.getByRole("link", { name: /Ladda ner bilden \(1600 × 1067 px\)/ })).toBeTruthy();
  });

  it("SandboxPage explains that it is a developer sandbox in the site's language", () => {
    renderTemplate("SandboxPage", getSite("no"));
    expect(screen.getByText(/Utviklersandkasse/)).toBeTruthy();
  });

  it("CustomerServicePage starts the fault report as a resident or a board where the site has a login", () => {
    renderTemplate("CustomerServicePage", getSite("fi"));
    expect(screen.getByRole("heading", { level: 2, name: "Vikailmoitus" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Vikailmoitus asukkaana" }).getAttribute("href")).toBe(
      "#case-management-private",
    );
    expect(screen.getByRole("link", { name: "Vikailmoitus hallitukselle" }).getAttribute("href")).toBe(
      "#case-management-board",
    );
    cleanup();
    renderTemplate("CustomerServicePage", getSite("contractor"));
    expect(screen.queryByRole("link", { name: /Felanmälan/ })).toBeNull();
  });

  it("ReportListPage offers its reports for download", () => {
    renderTemplate("ReportListPage");
    expect(screen.getByRole("link", { name: /Årsredovisning 2024/ }).hasAttribute("download")).toBe(true);
  });
});
