import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ObjectStatus } from "@housing/contracts/catalogue";
import { fakeApi, homeHit, municipalities, pageModel, site, successionResponse, withProviders } from "../test-support";
import { SUCCESSION_PAGE_SIZE, type SuccessionInitialData } from "./succession-data";
import { SuccessionListPage } from "./succession-list-page";

const TOTAL = 45;
const firstPage = Array.from({ length: SUCCESSION_PAGE_SIZE }, (_, index) => homeHit(index + 1));
const secondPage = Array.from({ length: TOTAL - SUCCESSION_PAGE_SIZE }, (_, index) => homeHit(index + 31));
const statuses = [ObjectStatus.ids.forSale, ObjectStatus.ids.reserved];
const initialData: SuccessionInitialData = {
  kind: "successionList",
  municipalities,
  request: { siteId: site.siteId, objectStatus: statuses, limit: SUCCESSION_PAGE_SIZE },
  firstPage: successionResponse(firstPage, TOTAL),
};
const model = pageModel("SuccessionPage", {
  kind: "succession",
  municipality: null,
  objects: [],
  totalCount: TOTAL,
  municipalities: [],
  listUrl: "/maklar-objekt/",
});

function renderPage(query = "") {
  return render(
    withProviders(
      <SuccessionListPage
        model={model}
        site={site}
        location={{ path: "/maklar-objekt/", query }}
        initialData={initialData}
      />,
    ),
  );
}

beforeEach(() => window.history.replaceState(null, "", "/maklar-objekt/"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SuccessionListPage", () => {
  it("shows the server's first page, 'Alla kommuner' first in the picker, and the broker links", () => {
    fakeApi(() => successionResponse([], TOTAL));
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Mäklarobjekt" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("45 bostäder");
    expect(screen.getAllByRole("article")).toHaveLength(30);
    const picker = screen.getByRole<HTMLSelectElement>("combobox", { name: "Kommun" });
    expect([...picker.options].map((option) => option.textContent)).toEqual(["Alla kommuner (45)", "Nacka (2)"]);
    expect(picker.value).toBe("alla-kommuner");
    const first = screen.getAllByRole("article")[0]!;
    expect(within(first).getByRole("link").textContent).toBe("Mäklare: Hemnära Mäklare, annons för Storgatan 1");
    expect(screen.getByText("Visar 30 av 45")).toBeTruthy();
  });

  it("appends the next page with 'show more' and moves focus to the first new home", async () => {
    const calls = fakeApi(() => successionResponse(secondPage, TOTAL, SUCCESSION_PAGE_SIZE));
    renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Visa fler" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(TOTAL));
    expect(calls[0]!.body).toEqual({ siteId: site.siteId, objectStatus: statuses, limit: 30, offset: 30 });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(screen.getAllByRole("article")[30]!).getByRole("link")),
    );
    expect(screen.queryByRole("button", { name: "Visa fler" })).toBeNull();
  });

  it("narrows to a municipality with its tag, pushes the address, and Back restores the whole list", async () => {
    const calls = fakeApi(() => successionResponse([homeHit(90), homeHit(91)], 2));
    renderPage();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Kommun" }), "stockholms-lan/nacka");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("2 bostäder"));
    expect(window.location.search).toBe("?kommun=stockholms-lan/nacka");
    expect(calls[0]!.body).toEqual({
      siteId: site.siteId,
      objectStatus: statuses,
      limit: 30,
      offset: 0,
      tags: [municipalities[1]!.tag],
    });
    window.history.back();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("45 bostäder"));
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Kommun" }).value).toBe("alla-kommuner");
  });

  it("says 'Inga resultat' near a position with no homes, and leads back to every municipality", async () => {
    vi.stubGlobal("navigator", {
      ...navigator,
      geolocation: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 57, longitude: 20.6 } } as GeolocationPosition),
      },
    });
    const calls = fakeApi(() => successionResponse([], 0));
    renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Nära mig" }));
    expect(await screen.findByText("Inga resultat")).toBeTruthy();
    expect(window.location.search).toBe("?geo=auto");
    expect(calls[0]!.body).toMatchObject({ geoSearch: { type: "radius", lat: 57, lng: 20.6, radiusKm: 50 } });
    await userEvent.click(screen.getAllByRole("button", { name: "Visa alla kommuner" })[0]!);
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(30));
    expect(window.location.search).toBe("");
  });
});
