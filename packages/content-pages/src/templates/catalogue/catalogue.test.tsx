import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnonymousInterestRequest, AnonymousInterestResponse } from "@housing/contracts";
import { NBSP } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { getSite, type SiteCode } from "@housing/site-config";
import { catalogueTemplates } from "./index";
import { InterestForm } from "./interest-form";
import { InterestSubmitProvider, type InterestSubmitter } from "./interest-submit";
import { catalogueModel, dataSamples, finnishObjectData, objectData } from "./fixtures";

afterEach(cleanup);

function renderTemplate(templateName: string, code: SiteCode = "se", model = catalogueModel(templateName)) {
  const site = getSite(code);
  const Template = catalogueTemplates[templateName]!.component;
  return render(
    <TestI18nProvider locale={site.locale}>
      <Template model={model} site={site} />
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
  it("shows the key facts, the homes, showings in the site's date format and contacts under role headings", () => {
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
    expect(screen.getByRole("button", { name: "Skicka intresseanmälan" })).toBeTruthy();
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

describe("InterestForm", () => {
  function renderForm(submit: InterestSubmitter) {
    return render(
      <TestI18nProvider locale="sv">
        <InterestSubmitProvider submit={submit}>
          <InterestForm stageId="2d6f2a7e-3c1b-5b9e-8f0a-6b2c1d3e4f50" objectId={null} subject="Brf Tallkronan" />
        </InterestSubmitProvider>
      </TestI18nProvider>,
    );
  }
  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it("shows every error on submit, links it to its field and focuses the first", () => {
    const submit = vi.fn<InterestSubmitter>();
    renderForm(submit);
    fireEvent.click(screen.getByRole("button", { name: "Skicka intresseanmälan" }));
    expect(submit).not.toHaveBeenCalled();
    const first = screen.getByLabelText(/^Förnamn/);
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute("aria-invalid")).toBe("true");
    const described = first.getAttribute("aria-describedby")!;
    expect(document.getElementById(described)!.textContent).toBe("Fyll i fältet.");
    expect(screen.getByRole("alert").textContent).toBe("4 fält behöver rättas");
  });

  it("checks a field on blur and clears the error once corrected", () => {
    renderForm(vi.fn<InterestSubmitter>());
    type(/^E-post/, "anna@");
    fireEvent.blur(screen.getByLabelText(/^E-post/));
    expect(screen.getByText("Ange en giltig e-postadress, till exempel namn@exempel.se.")).toBeTruthy();
    type(/^E-post/, "anna@example.com");
    expect(screen.queryByText("Ange en giltig e-postadress, till exempel namn@exempel.se.")).toBeNull();
  });

  it("sends the form without empty optional fields, keeps it on failure and thanks on success", async () => {
    const submit = vi
      .fn<(request: AnonymousInterestRequest) => Promise<AnonymousInterestResponse>>()
      .mockRejectedValueOnce(new Error("network"))
      .mockResolvedValueOnce({ status: "created", id: "0b6d2a4e-1f3c-4d5e-8a9b-0c1d2e3f4a5b" });
    renderForm(submit);
    type(/^Förnamn/, " Anna ");
    type(/^Efternamn/, "Berg");
    type(/^E-post/, "anna@example.com");
    fireEvent.click(screen.getByLabelText(/^Jag godkänner/));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Skicka intresseanmälan" }));
    });
    expect(submit).toHaveBeenCalledWith({
      stageId: "2d6f2a7e-3c1b-5b9e-8f0a-6b2c1d3e4f50",
      firstName: "Anna",
      lastName: "Berg",
      email: "anna@example.com",
      acceptTerms: true,
    });
    expect(screen.getByRole("alert").textContent).toContain("Det gick inte att skicka");
    expect(screen.getByLabelText<HTMLInputElement>(/^Förnamn/).value).toBe(" Anna ");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Skicka intresseanmälan" }));
    });
    expect(screen.getByRole("status").textContent).toContain("anna@example.com");
  });

  it("shows the API's field errors when the server refuses the input", async () => {
    const refusal = Object.assign(new Error("invalid"), { body: { fieldErrors: { "body.email": ["email"] } } });
    renderForm(vi.fn<InterestSubmitter>().mockRejectedValue(refusal));
    type(/^Förnamn/, "Anna");
    type(/^Efternamn/, "Berg");
    type(/^E-post/, "anna@example.com");
    fireEvent.click(screen.getByLabelText(/^Jag godkänner/));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Skicka intresseanmälan" }));
    });
    expect(document.activeElement).toBe(screen.getByLabelText(/^E-post/));
  });
});
