import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TestI18nProvider } from "@housing/i18n/testing";
import { getSite } from "@housing/site-config";
import { LazySearchMap, type SearchMapProps } from "./lazy-search-map";
import { stageHit } from "./map-fixtures";
import { searchMessages } from "../messages";

// The real module needs WebGL; what matters here is that it arrives through the dynamic import.
vi.mock("./search-map", () => ({
  SearchMap: ({ stages }: SearchMapProps) => <p>loaded map with {stages.length} stages</p>,
}));

afterEach(cleanup);

const props: SearchMapProps = {
  site: getSite("se"),
  stages: [stageHit(1), stageHit(2, { _geo: null }), stageHit(3, { _geo: null })],
  objects: [],
  areas: [],
  view: "stage",
};

describe("LazySearchMap", () => {
  it("reserves a labelled region, says it is loading, then shows the map module", async () => {
    render(
      <TestI18nProvider locale="sv" messages={[searchMessages]}>
        <LazySearchMap {...props} />
      </TestI18nProvider>,
    );
    const region = screen.getByRole("region", { name: "Karta över sökresultaten" });
    expect(screen.getByRole("status").textContent).toBe("Kartan laddas …");
    expect(await screen.findByText("loaded map with 3 stages")).toBeTruthy();
    expect(region.getAttribute("aria-describedby")).toBeTruthy();
  });

  it("tells how many hits of the view have no position and are only in the list", async () => {
    render(
      <TestI18nProvider locale="en" messages={[searchMessages]}>
        <LazySearchMap {...props} />
      </TestI18nProvider>,
    );
    await screen.findByText(/loaded map/);
    expect(screen.getByText("2 results have no position and are only shown in the list.")).toBeTruthy();
  });
});
