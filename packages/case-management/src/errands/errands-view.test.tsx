import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubBridge } from "@housing/api-client/testing";
import { getSite } from "@housing/site-config";
import { ErrandsView } from "./errands-view";
import {
  ERRANDS,
  ERRAND_COMPLETED,
  ERRAND_DETAIL,
  ERRAND_INSPECTION,
  ERRAND_ONGOING,
  ERRAND_PAUSED,
  ERRAND_REGISTERED,
  ROUND,
  ROUND_DETAIL,
  renderForSite,
} from "./test-utils";

const se = getSite("se");

beforeEach(() => window.history.replaceState(null, "", "/mina-sidor/arenden/"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The errands the list shows, in order, by their ticket numbers. */
const shownTickets = () =>
  screen
    .queryAllByRole("button", { name: /^Ärende \d+/ })
    .map((button) => Number(/^Ärende (\d+)/.exec(button.textContent ?? "")?.[1]));

const openFilters = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByText(/^Filtrera/, { selector: "summary" }));

describe("the errands list", () => {
  it("lists every errand newest first with its status badge in the group's colour", () => {
    stubBridge({});
    renderForSite(<ErrandsView site={se} variant="customer" initial={ERRANDS} query="" />, se);
    expect(shownTickets()).toEqual([10041, 10032, 10027, 9980]);
    const registered = screen.getByRole("button", { name: /^Ärende 10041/ });
    expect(within(registered).getByText("Registrerat").dataset.colour).toBe("blue");
    expect(
      within(screen.getByRole("button", { name: /^Ärende 10027/ })).getByText("Väntar på material").dataset.colour,
    ).toBe("yellow");
    expect(within(screen.getByRole("button", { name: /^Ärende 9980/ })).getByText("Avslutat").dataset.colour).toBe(
      "gray",
    );
    expect(screen.getByText("4 ärenden")).toBeTruthy();
  });

  it("choosing ongoing also chooses its paused sub-statuses, counts one filter and keeps it in the address", async () => {
    stubBridge({});
    const user = userEvent.setup();
    renderForSite(<ErrandsView site={se} variant="customer" initial={ERRANDS} query="" />, se);
    await openFilters(user);
    await user.click(screen.getByRole("checkbox", { name: "Pågående" }));
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Väntar på material" }).checked).toBe(true);
    expect(shownTickets()).toEqual([ERRAND_ONGOING.ticketNumber, ERRAND_PAUSED.ticketNumber]);
    expect(screen.getByText("Filtrera (1 aktivt filter)")).toBeTruthy();
    const params = new URLSearchParams(window.location.search);
    expect(params.getAll("status")).toEqual(expect.arrayContaining(["ongoing", "waitingMaterial", "notResponding"]));

    await user.click(screen.getByRole("checkbox", { name: "Pågående" }));
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Väntar på material" }).checked).toBe(false);
    expect(shownTickets()).toHaveLength(4);
    expect(window.location.search).toBe("");
  });

  it("choosing management also chooses management-other; two filters count two", async () => {
    stubBridge({});
    const user = userEvent.setup();
    renderForSite(<ErrandsView site={se} variant="customer" initial={ERRANDS} query="" />, se);
    await openFilters(user);
    await user.click(screen.getByRole("checkbox", { name: "Förvaltning" }));
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Förvaltning övrig" }).checked).toBe(true);
    expect(shownTickets()).toEqual([ERRAND_ONGOING.ticketNumber, ERRAND_PAUSED.ticketNumber]);
    await user.click(
      within(screen.getByRole("group", { name: "Utrymme" })).getByRole("checkbox", { name: "Trapphus" }),
    );
    expect(shownTickets()).toEqual([ERRAND_PAUSED.ticketNumber]);
    expect(screen.getByText("Filtrera (2 aktiva filter)")).toBeTruthy();
  });

  it("counts the search text among the active filters for a board member only", async () => {
    stubBridge({ "GET case_management/rounds": () => Response.json({ rounds: [] }) });
    const user = userEvent.setup();
    const { unmount } = renderForSite(<ErrandsView site={se} variant="board" initial={ERRANDS} query="" />, se);
    await user.type(screen.getByRole("searchbox", { name: "Sök bland ärenden" }), "solrosvägen garanti");
    expect(shownTickets()).toEqual([ERRAND_REGISTERED.ticketNumber, ERRAND_COMPLETED.ticketNumber]);
    expect(screen.getByText("Filtrera (1 aktivt filter)")).toBeTruthy();
    unmount();

    window.history.replaceState(null, "", "/mina-sidor/arenden/");
    renderForSite(<ErrandsView site={se} variant="customer" initial={ERRANDS} query="" />, se);
    await user.type(screen.getByRole("searchbox", { name: "Sök bland ärenden" }), "solrosvägen garanti");
    expect(shownTickets()).toEqual([ERRAND_REGISTERED.ticketNumber, ERRAND_COMPLETED.ticketNumber]);
    expect(screen.getByText("Filtrera (inga aktiva filter)")).toBeTruthy();
  });

  it("sorts by the chosen order, and reads the filters and sort of the address it was opened with", async () => {
    stubBridge({});
    const user = userEvent.setup();
    const { unmount } = renderForSite(<ErrandsView site={se} variant="customer" initial={ERRANDS} query="" />, se);
    await user.selectOptions(screen.getByRole("combobox", { name: "Sortera" }), "oldest");
    expect(shownTickets()).toEqual([9980, 10027, 10032, 10041]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Sortera" }), "status");
    expect(shownTickets()).toEqual([10027, 10041, 10032, 9980]);
    expect(window.location.search).toBe("?sort=status");
    unmount();

    renderForSite(<ErrandsView site={se} variant="customer" initial={ERRANDS} query="?type=Garanti&sort=oldest" />, se);
    expect(shownTickets()).toEqual([9980, 10041]);
  });

  it("shows the fetch error (spec 'Error fetching') and an empty list when the errands cannot be fetched", async () => {
    stubBridge({
      "GET case_management/customer/get_cases": () =>
        Response.json({ status: 503, error: "Unavailable", message: "down" }, { status: 503 }),
    });
    renderForSite(<ErrandsView site={se} variant="customer" initial={null} query="" />, se);
    expect((await screen.findByRole("alert")).textContent).toContain("Det gick inte att hämta ärendena");
    expect(shownTickets()).toEqual([]);
    expect(screen.queryByText("Du har inga ärenden just nu.")).toBeNull();
  });

  it("says so when there are no errands, and fetches the board's list from the board's call", async () => {
    const calls = stubBridge({
      "GET case_management/cases": () => Response.json({ cases: [] }),
      "GET case_management/rounds": () => Response.json({ rounds: [] }),
    });
    renderForSite(<ErrandsView site={se} variant="board" initial={null} query="" />, se);
    expect(await screen.findByText("Du har inga ärenden just nu.")).toBeTruthy();
    expect(calls.map((call) => call.call)).toContain("GET case_management/cases");
  });

  it("asks for the list again when the wizard's hash changes (a case may have been reported)", async () => {
    const calls = stubBridge({
      "GET case_management/customer/get_cases": () => Response.json({ cases: [...ERRANDS, ERRAND_INSPECTION] }),
    });
    renderForSite(<ErrandsView site={se} variant="customer" initial={ERRANDS} query="" />, se);
    expect(shownTickets()).toHaveLength(4);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    await vi.waitFor(() => expect(shownTickets()).toHaveLength(5));
    expect(calls.map((call) => call.call)).toEqual(["GET case_management/customer/get_cases"]);
  });

  it("links 'report a fault' to the wizard's hash of the role", () => {
    stubBridge({});
    renderForSite(<ErrandsView site={se} variant="customer" initial={ERRANDS} query="" />, se);
    expect(screen.getByRole("link", { name: "Gör en felanmälan" }).getAttribute("href")).toBe(
      "#case-management-private",
    );
    cleanup();
    renderForSite(<ErrandsView site={se} variant="board" initial={ERRANDS} query="" />, se);
    expect(screen.getByRole("link", { name: "Gör en felanmälan" }).getAttribute("href")).toBe("#case-management-board");
  });
});

describe("an errand", () => {
  const detailPath = `GET case_management/customer/case/${ERRAND_DETAIL.id}`;

  it("opens from the list with its fields, images in the case sizes and files through the API; back returns focus", async () => {
    stubBridge({ [detailPath]: () => Response.json(ERRAND_DETAIL) });
    const user = userEvent.setup();
    renderForSite(<ErrandsView site={se} variant="customer" initial={ERRANDS} query="" />, se);
    await user.click(screen.getByRole("button", { name: /^Ärende 10041/ }));
    const heading = await screen.findByRole("heading", { level: 2, name: "Ärende 10041" });
    expect(new URLSearchParams(window.location.search).get("errandId")).toBe(ERRAND_DETAIL.id);
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("Kranen i badrummet droppar hela tiden.")).toBeTruthy();
    expect(screen.getByText("Handfat")).toBeTruthy();
    const image = screen.getByRole("img", { name: "Ladda ner kran.jpg" });
    const base = `/_api/case_management/customer/file/${ERRAND_DETAIL.attachments[0]!.attachmentId}/kran.jpg/`;
    expect(image.getAttribute("src")).toBe(`${base}?w=1200`);
    expect(image.getAttribute("srcset")).toBe(`${base}?w=1200 1200w, ${base}?w=1900 1900w, ${base}?w=2560 2560w`);
    expect(screen.getByRole("link", { name: "Ladda ner kvitto.pdf" }).getAttribute("href")).toBe(
      `/_api/case_management/customer/file/${ERRAND_DETAIL.attachments[1]!.attachmentId}/kvitto.pdf/`,
    );

    await user.click(screen.getByRole("button", { name: "Tillbaka till ärendena" }));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: /^Ärende 10041/ })));
    expect(window.location.search).toBe("");
  });

  it("opens straight from a notification's ?errandId= and closes after the confirmation", async () => {
    const closed = { ...ERRAND_DETAIL, isClosable: false };
    const calls = stubBridge({
      [detailPath]: () => Response.json(ERRAND_DETAIL),
      [`PATCH case_management/customer/case/${ERRAND_DETAIL.id}/close`]: () => Response.json(closed),
      "GET case_management/customer/get_cases": () => Response.json({ cases: ERRANDS }),
    });
    const user = userEvent.setup();
    renderForSite(
      <ErrandsView site={se} variant="customer" initial={ERRANDS} query={`?errandId=${ERRAND_DETAIL.id}`} />,
      se,
    );
    await screen.findByRole("heading", { level: 2, name: "Ärende 10041" });
    await user.click(screen.getByRole("button", { name: "Avsluta ärendet" }));
    expect(document.activeElement?.textContent).toBe("Vill du avsluta ärende 10041? Det går inte att ångra.");
    await user.click(screen.getByRole("button", { name: "Nej, behåll ärendet" }));
    expect(calls.some((call) => call.call.endsWith("/close"))).toBe(false);
    await user.click(screen.getByRole("button", { name: "Avsluta ärendet" }));
    await user.click(screen.getByRole("button", { name: "Ja, avsluta" }));
    await vi.waitFor(() => expect(screen.queryByRole("button", { name: "Avsluta ärendet" })).toBeNull());
    expect(document.activeElement?.textContent).toBe("Ärendet är avslutat.");
    expect(calls.find((call) => call.call.endsWith("/close"))?.body).toEqual({ site: se.key });
  });

  it("shows a board member the rounds and, on request, a round's control points", async () => {
    stubBridge({
      "GET case_management/rounds": () => Response.json({ rounds: [ROUND] }),
      [`GET case_management/rounds/${ROUND.id}`]: () => Response.json(ROUND_DETAIL),
    });
    const user = userEvent.setup();
    renderForSite(<ErrandsView site={se} variant="board" initial={ERRANDS} query="" />, se);
    expect(await screen.findByRole("heading", { level: 3, name: "Höstrond 2026" })).toBeTruthy();
    expect(screen.getByText(/Solrosen 1: 2 kontrollpunkter$/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Visa kontrollpunkter för Höstrond 2026" }));
    expect(await screen.findByRole("heading", { level: 4, name: "Taket" })).toBeTruthy();
    expect(screen.getByText("Gungan är trasig.")).toBeTruthy();
    // A control point's photo through the API's rounds path, in the case image sizes.
    expect(screen.getByRole("img", { name: "Ladda ner tak.png" }).getAttribute("src")).toBe(
      "/_api/case_management/file/c3000000-0000-4000-8000-000000000021/tak.png/rounds/?w=1200",
    );
  });
});
