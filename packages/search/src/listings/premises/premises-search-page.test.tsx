import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PremiseType } from "@housing/contracts/catalogue";
import {
  fakeApi,
  pageModel,
  premisesHit,
  premisesOptions,
  premisesResponse,
  site,
  withProviders,
} from "../test-support";
import type { PremisesInitialData } from "./premises-data";
import { PremisesSearchPage } from "./premises-search-page";

const hits = [premisesHit(1, "office", 40), premisesHit(2, "office", 120), premisesHit(3, "retail", 80)];
const model = pageModel("PremisesStartPage", {
  kind: "premisesList",
  premises: [
    {
      id: hits[0]!.id,
      name: hits[0]!.name,
      url: hits[0]!.url,
      type: "office",
      status: "forSale",
      areaSize: 40,
      monthlyRent: 12_000,
      availableFrom: null,
      place: { county: "Stockholms län", municipality: "Nacka", area: null, countyUrl: null, municipalityUrl: null },
      shortDescription: "",
      image: { url: "http://api.test/media/facade/1.svg", alt: "", width: 1200, height: 800 },
    },
  ],
});
const initialData: PremisesInitialData = {
  kind: "premisesSearch",
  options: premisesOptions,
  request: { filter: { siteIds: [site.siteId], tagIds: [], types: [] }, sort: "recommended", limit: 500 },
  results: premisesResponse(hits),
};

function renderPage(query = "") {
  return render(
    withProviders(
      <PremisesSearchPage
        model={model}
        site={site}
        location={{ path: "/lokaler/", query }}
        initialData={initialData}
      />,
    ),
  );
}

beforeEach(() => window.history.replaceState(null, "", "/lokaler/"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("PremisesSearchPage", () => {
  it("shows the server's results with the page's heading, intro, filters and count", () => {
    const calls = fakeApi(() => premisesResponse([]));
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Lediga lokaler" })).toBeTruthy();
    expect(screen.getByText("Hyr en lokal i bottenvåningen.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("3 lokaler");
    expect(screen.getAllByRole("article")).toHaveLength(3);
    // Rent and the absolute image come from the view model; a hit it lacks gets the API's media base.
    expect(screen.getByText("Hyra 12 000 kr/mån")).toBeTruthy();
    const images = document.querySelectorAll("img");
    expect([...images].map((image) => image.getAttribute("src"))).toEqual([
      "http://api.test/media/facade/1.svg",
      "http://api.test/media/facade/2.svg",
      "http://api.test/media/facade/3.svg",
    ]);
    // A type without premises is not offered.
    const types = screen.getByRole("group", { name: "Typ av lokal" });
    expect(
      within(types)
        .getAllByRole("checkbox")
        .map((box) => box.parentElement?.textContent),
    ).toEqual(["Kontor (2)", "Butik (1)"]);
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Till" }).selectedOptions[0]?.textContent).toBe(
      "200+\u00a0m²",
    );
    expect(calls).toEqual([]);
  });

  it("searches again when a type is ticked and writes the choice into the address", async () => {
    const calls = fakeApi(() => premisesResponse([hits[0]!, hits[1]!]));
    renderPage();
    await userEvent.click(screen.getByRole("checkbox", { name: "Kontor (2)" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("2 lokaler"));
    expect(window.location.search).toBe("?types=office");
    expect(calls).toEqual([
      {
        path: "/residence/search/premises",
        body: {
          filter: { siteIds: [site.siteId], tagIds: [], types: [PremiseType.ids.office] },
          sort: "recommended",
          limit: 500,
        },
      },
    ]);
  });

  it("reads the address: bounds at the range's ends are left out of the request", async () => {
    const calls = fakeApi(() => premisesResponse([]));
    renderPage("minArea=50&maxArea=200&sort=size:desc");
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ filter: { minArea: 50 }, sort: "size:desc" });
    expect((calls[0]!.body.filter as Record<string, unknown>).maxArea).toBeUndefined();
    expect(await screen.findByText("Inga resultat")).toBeTruthy();
    // The empty state clears the filters but keeps the sort.
    await userEvent.click(
      within(screen.getByRole("region", { name: "Resultat" })).getByRole("button", { name: "Rensa filter" }),
    );
    expect(window.location.search).toBe("?sort=size:desc");
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Resultat" }));
  });

  it("says the search service is down where the results go, keeps the filters and retries", async () => {
    let isDown = true;
    fakeApi(() => {
      if (isDown) throw new Error("down");
      return premisesResponse([hits[2]!]);
    });
    renderPage();
    await userEvent.click(screen.getByRole("checkbox", { name: "Butik (1)" }));
    const alert = await screen.findByRole("alert", {}, { timeout: 4000 });
    expect(alert.textContent).toContain("Söktjänsten svarar inte just nu.");
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByRole("checkbox", { name: "Butik (1)" })).toHaveProperty("disabled", false);
    isDown = false;
    await act(() => userEvent.click(within(alert).getByRole("button", { name: "Försök igen" })));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
