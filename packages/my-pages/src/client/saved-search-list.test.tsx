import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSite } from "@housing/site-config";
import { refusal, renderForSite, stubBridge } from "../test-utils";
import { SAVED_SEARCHES } from "../testing/fixtures";
import { SavedSearchList } from "./saved-search-list";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const se = getSite("se");
const [first, second] = SAVED_SEARCHES as [(typeof SAVED_SEARCHES)[0], (typeof SAVED_SEARCHES)[0]];

describe("the saved searches", () => {
  it("list each search with its link, its matches and dates", () => {
    stubBridge({});
    renderForSite(<SavedSearchList site={se} initial={SAVED_SEARCHES} />, se);
    expect(screen.getByRole("link", { name: "Visa sökningen Treor i Uppsala" }).getAttribute("href")).toBe(first.url);
    expect(screen.getByText("3 träffar")).toBeTruthy();
    expect(screen.getByText("Senaste träff 2026-11-18")).toBeTruthy();
    expect(screen.getByText("Inga träffar än")).toBeTruthy();
    expect(screen.getByText("Sparad 2026-11-01")).toBeTruthy();
  });

  it("rename by keyboard: the name is checked, sent, and the list says so", async () => {
    const calls = stubBridge({
      [`PATCH my_pages/saved_searches/${first.id}`]: (body) => Response.json({ ...first, ...(body as object) }),
      "GET my_pages/saved_searches": () => Response.json({ savedSearches: [{ ...first, name: "Treor" }, second] }),
    });
    renderForSite(<SavedSearchList site={se} initial={SAVED_SEARCHES} />, se);
    screen.getByRole("button", { name: "Byt namn på Treor i Uppsala" }).focus();
    await userEvent.keyboard("{Enter}");
    const name = screen.getByLabelText<HTMLInputElement>(/^Namn/);
    expect(document.activeElement).toBe(name);
    await userEvent.clear(name);
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Fyll i fältet.")).toBeTruthy();
    expect(calls).toEqual([]);
    await userEvent.type(name, "Treor{Enter}");
    expect(await screen.findByText("Sökningen heter nu Treor.")).toBeTruthy();
    expect(calls[0]).toEqual({ call: `PATCH my_pages/saved_searches/${first.id}`, body: { name: "Treor" } });
    expect(screen.getByRole("link", { name: "Visa sökningen Treor" })).toBeTruthy();
  });

  it("Escape leaves the rename unchanged", async () => {
    stubBridge({});
    renderForSite(<SavedSearchList site={se} initial={SAVED_SEARCHES} />, se);
    await userEvent.click(screen.getByRole("button", { name: "Byt namn på Treor i Uppsala" }));
    await userEvent.type(screen.getByLabelText(/^Namn/), " och Knivsta{Escape}");
    expect(screen.queryByLabelText(/^Namn/)).toBeNull();
    expect(screen.getByRole("link", { name: "Visa sökningen Treor i Uppsala" })).toBeTruthy();
  });

  it("deletes a search at once and brings it back when the API refuses", async () => {
    stubBridge({
      [`DELETE my_pages/saved_searches/${second.id}`]: () => refusal(500, "somethingWentWrong"),
      "GET my_pages/saved_searches": () => Response.json({ savedSearches: SAVED_SEARCHES }),
    });
    renderForSite(<SavedSearchList site={se} initial={SAVED_SEARCHES} />, se);
    await userEvent.click(screen.getByRole("button", { name: "Ta bort Radhus nära vatten" }));
    expect(await screen.findByText("Det gick inte att spara ändringen. Försök igen.")).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Visa sökningen Radhus nära vatten" })).toBeTruthy();
  });

  it("points to the search when there is none", () => {
    stubBridge({});
    renderForSite(<SavedSearchList site={se} initial={[]} />, se);
    const empty = within(screen.getByText(/Du har inga sparade sökningar/).parentElement!);
    expect(empty.getByRole("link", { name: "Sök bostad" }).getAttribute("href")).toBe("/sok-bostad/");
  });
});
