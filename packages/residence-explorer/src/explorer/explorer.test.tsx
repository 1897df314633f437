import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSite, type SiteCode } from "@housing/site-config";
import { explorerFixture } from "../testing";
import { axeViolations, renderForSite } from "../test-utils";
import { Explorer, type ExplorerProps } from "./explorer";

afterEach(() => cleanup());

function renderExplorer(
  code: SiteCode = "se",
  props: Partial<ExplorerProps> = {},
  fixture = explorerFixture({ site: code }),
) {
  const site = getSite(code);
  renderForSite(
    // The page's landmark around it, as the dialog has on a site.
    <main>
      <Explorer site={site} data={fixture.data} objects={fixture.objects} isWebGLAvailable={false} {...props} />
    </main>,
    site,
  );
  return fixture;
}

const table = () => screen.getByRole("table");
const rowOf = (number: string) => table().querySelector<HTMLElement>(`tbody tr[data-number="${number}"]`);
const drawing = () => document.querySelector<SVGSVGElement>("svg[role=group]")!;
const polygonOf = (number: string) => drawing().querySelector<SVGElement>(`polygon[data-number="${number}"]`)!;
const tableNumbers = () =>
  [...table().querySelectorAll<HTMLElement>("tbody tr[data-number]")].map((row) => row.dataset.number);

describe("the explorer without WebGL", () => {
  it("says so and shows the facade drawing and the table of every home", () => {
    const { objects } = renderExplorer();
    expect(screen.getByText(/3D-vyn är inte tillgänglig/)).toBeTruthy();
    expect(tableNumbers()).toHaveLength(objects.objects.length);
    // Every home of the front view is a button in the drawing.
    expect(within(drawing() as unknown as HTMLElement).getAllByRole("button", { name: /^Lägenhet/ })).toHaveLength(
      objects.objects.length,
    );
    expect(document.querySelector("canvas")).toBeNull();
  });

  it("is axe-clean, with a card open too", async () => {
    renderExplorer();
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(polygonOf("101"));
    expect(screen.getByRole("heading", { name: "Lägenhet 101" })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it("opens a home's card by keyboard, focus on its heading, and gives focus back on closing", async () => {
    const user = userEvent.setup();
    renderExplorer();
    const rowButton = within(rowOf("102")!).getByRole("button");
    rowButton.focus();
    await user.keyboard("{Enter}");
    const heading = screen.getByRole("heading", { name: "Lägenhet 102" });
    expect(document.activeElement).toBe(heading);
    await user.click(screen.getByRole("button", { name: "Stäng lägenhetskortet" }));
    expect(screen.queryByRole("heading", { name: "Lägenhet 102" })).toBeNull();
    expect(document.activeElement).toBe(rowButton);
  });

  it("opens a home's card from the drawing with Enter", () => {
    renderExplorer();
    fireEvent.keyDown(polygonOf("201"), { key: "Enter" });
    expect(screen.getByRole("heading", { name: "Lägenhet 201" })).toBeTruthy();
  });

  it("moves to another view through its links, and the drawing follows", async () => {
    const user = userEvent.setup();
    renderExplorer();
    await user.click(screen.getByRole("button", { name: "Visa baksidan" }));
    expect(document.querySelector("[data-view]")!.getAttribute("data-view")).toBe("back");
    expect(screen.getByRole("group", { name: "Fasadritning, baksidan" })).toBeTruthy();
  });
});

describe("the table and the highlight", () => {
  it("marks the row of the home highlighted in the drawing, and highlights the drawing from the table", async () => {
    const user = userEvent.setup();
    renderExplorer();
    fireEvent.mouseEnter(polygonOf("203"));
    expect(rowOf("203")!.getAttribute("aria-selected")).toBe("true");
    expect(rowOf("101")!.getAttribute("aria-selected")).toBe("false");
    await user.click(within(rowOf("104")!).getByRole("button"));
    expect(drawing().getAttribute("data-highlight")).toBe("104");
    expect(rowOf("203")!.getAttribute("aria-selected")).toBe("false");
    // The row's button opened the card too.
    expect(screen.getByRole("heading", { name: "Lägenhet 104" })).toBeTruthy();
  });

  it("sorts by a column with aria-sort, both ways", async () => {
    const user = userEvent.setup();
    renderExplorer("se", {}, explorerFixture({ floors: 3, homesPerFloor: 4 }));
    const header = () => screen.getByRole("columnheader", { name: /Boarea/ });
    expect(header().getAttribute("aria-sort")).toBeNull();
    expect(screen.getByRole("columnheader", { name: /Nummer/ }).getAttribute("aria-sort")).toBe("ascending");
    await user.click(within(header()).getByRole("button"));
    expect(header().getAttribute("aria-sort")).toBe("ascending");
    const areas = () =>
      [...table().querySelectorAll("tbody tr")].map((row) =>
        Number.parseInt(row.children[3]!.textContent.replace(/\D/g, ""), 10),
      );
    const ascending = areas();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await user.click(within(header()).getByRole("button"));
    expect(header().getAttribute("aria-sort")).toBe("descending");
    expect(areas()).toEqual([...ascending].sort((a, b) => b - a));
  });

  it("filters the table and dims the drawing with the same filters; a price filter drops the sold homes", () => {
    const { objects } = renderExplorer();
    const sold = objects.objects.filter((home) => home.objectStatus === "sold").map((home) => home.apartmentNumber);
    expect(sold.length).toBeGreaterThan(0);
    const [, maxPrice] = screen
      .getAllByRole("spinbutton", { name: "Till" })
      .slice(1, 2)
      .concat(screen.getAllByRole("spinbutton", { name: "Till" })[1]!);
    fireEvent.change(maxPrice!, { target: { value: "5000000" } });
    const shown = tableNumbers();
    for (const number of sold) {
      expect(shown).not.toContain(number);
      expect(polygonOf(number).getAttribute("aria-hidden")).toBe("true");
    }
    const expected = objects.objects.filter((home) => home.price !== null && home.price <= 5_000_000).length;
    expect(shown).toHaveLength(expected);
    expect(screen.getByText("Sålda lägenheter visas inte när du filtrerar på pris.")).toBeTruthy();
    expect(screen.getByText(`${expected} av ${objects.objects.length} lägenheter matchar`)).toBeTruthy();
  });
});

describe("the card", () => {
  const open = (number: string) => fireEvent.click(polygonOf(number));

  it("shows rooms, area, the price in the locale's format, status, and the links", () => {
    const { objects } = renderExplorer();
    const home = objects.objects.find((entry) => entry.apartmentNumber === "101")!;
    open("101");
    const card = screen.getByRole("region", { name: "Lägenhet 101" });
    expect(card.textContent).toContain("Till salu");
    expect(card.textContent).toContain(`${home.primaryArea}\u00a0m²`);
    expect(card.textContent?.replace(/\s/g, " ")).toMatch(/\d \d{3} \d{3} kr/);
    expect(within(card).getByRole("link", { name: "Till lägenhetens sida" }).getAttribute("href")).toBe(home.url);
    expect(within(card).getByRole("link", { name: "Intresseanmälan" }).getAttribute("href")).toBe(
      `${home.url}#interest-heading`,
    );
    expect(within(card).getByRole("link", { name: "Boka" }).getAttribute("href")).toBe(home.bookingUrl);
  });

  it("has no Boka without a booking URL, and no price for a sold home", () => {
    renderExplorer();
    open("104"); // sold in the fixture
    const card = screen.getByRole("region", { name: "Lägenhet 104" });
    expect(card.textContent).toContain("Såld");
    expect(within(card).queryByRole("link", { name: "Boka" })).toBeNull();
    expect(card.textContent).not.toMatch(/kr/);
  });

  it("says 'Ditt hem' for the caller's own home", () => {
    renderExplorer("se", {}, explorerFixture({ ownNumbers: ["102"] }));
    open("102");
    expect(within(screen.getByRole("region", { name: "Lägenhet 102" })).getByText("Ditt hem")).toBeTruthy();
  });

  it("shows Norway's internal area and Finland's debt-free price", () => {
    renderExplorer("no");
    open("101");
    expect(screen.getByText("Internt bruksareal (BRA-i)")).toBeTruthy();
    cleanup();
    renderExplorer("fi");
    open("101");
    expect(screen.getByText("Velaton hinta", { selector: "dt, dt *" })).toBeTruthy();
  });

  it("calls onOpenPanorama with the home's number from its 360 button, and has none without it", async () => {
    const user = userEvent.setup();
    const onOpenPanorama = vi.fn();
    renderExplorer("se", { onOpenPanorama });
    open("101");
    await user.click(screen.getByRole("button", { name: "360-vy" }));
    expect(onOpenPanorama).toHaveBeenCalledWith("101");
    cleanup();
    renderExplorer();
    open("101");
    expect(screen.queryByRole("button", { name: "360-vy" })).toBeNull();
  });

  it("opens with the object page's home selected", () => {
    renderExplorer("se", { initialApartmentNumber: "203" });
    expect(screen.getByRole("heading", { name: "Lägenhet 203" })).toBeTruthy();
    expect(rowOf("203")!.getAttribute("aria-selected")).toBe("true");
  });
});

describe("the sun study's place", () => {
  it("hands the sun study 21 June 12:00 local time and lights the scene from what it sets", () => {
    const renderSunStudy = vi.fn(() => null);
    renderExplorer("se", { renderSunStudy });
    const [props] = renderSunStudy.mock.calls.at(-1) as unknown as [{ date: Date; view: { id: string } }];
    expect(props.date.toISOString()).toMatch(/-06-21T10:00:00.000Z$/);
    expect(props.view.id).toBe("front");
  });
});
