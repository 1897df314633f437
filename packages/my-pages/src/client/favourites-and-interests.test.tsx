import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSite } from "@housing/site-config";
import { deferred, refusal, renderForSite, stubBridge } from "../test-utils";
import { FAVOURITE_HOME, FAVOURITE_STAGE, MY_RESIDENCES } from "../testing/fixtures";
import { FavouritesAndInterests } from "./favourites-and-interests";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const se = getSite("se");
const favourites = () => within(screen.getByRole("region", { name: "Favoriter" }));

describe("favourites and interests on my residences", () => {
  it("removes a favourite at once, before the API answers, and says so", async () => {
    const call = deferred();
    const calls = stubBridge({
      [`DELETE signup_service/favorite/${FAVOURITE_HOME.stageId}/${FAVOURITE_HOME.objectId}`]: () => call.promise,
      "GET my_pages/residences": () => Response.json({ ...MY_RESIDENCES, favourites: [FAVOURITE_STAGE] }),
    });
    renderForSite(<FavouritesAndInterests site={se} initial={MY_RESIDENCES} />, se);
    expect(screen.getByRole("region", { name: "Favoriter" }).id).toBe("favourites");
    await userEvent.click(favourites().getByRole("button", { name: "Ta bort Lägenhet 1204 från favoriter" }));
    // Optimistic: gone while the call is still open.
    expect(favourites().queryByText("Lägenhet 1204")).toBeNull();
    expect(favourites().getByText("Brf Utsikten")).toBeTruthy();
    call.resolve(new Response(null, { status: 204 }));
    expect(await screen.findByText("Lägenhet 1204 är borttagen.")).toBeTruthy();
    expect(calls[0]).toEqual({
      call: `DELETE signup_service/favorite/${FAVOURITE_HOME.stageId}/${FAVOURITE_HOME.objectId}`,
      body: null,
    });
  });

  it("puts the entry back and says so when the API refuses", async () => {
    stubBridge({
      [`DELETE signup_service/interest/stage-strand/-`]: () => refusal(500, "somethingWentWrong"),
      "GET my_pages/residences": () => Response.json(MY_RESIDENCES),
    });
    renderForSite(<FavouritesAndInterests site={se} initial={MY_RESIDENCES} />, se);
    const interests = within(screen.getByRole("region", { name: "Intresseanmälningar" }));
    await userEvent.click(interests.getByRole("button", { name: "Ta bort intresseanmälan för Strandängen" }));
    expect(await screen.findByText("Det gick inte att ta bort Strandängen. Försök igen.")).toBeTruthy();
    await waitFor(() => expect(interests.getByText("Strandängen")).toBeTruthy());
  });

  it("says so when there is nothing", () => {
    stubBridge({});
    renderForSite(<FavouritesAndInterests site={se} initial={{ residences: [], favourites: [], interests: [] }} />, se);
    expect(screen.getByText(/Du har inga favoriter/)).toBeTruthy();
    expect(screen.getByText("Du har inga intresseanmälningar.")).toBeTruthy();
  });
});
