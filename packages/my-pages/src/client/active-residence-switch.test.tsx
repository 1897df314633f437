import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSite } from "@housing/site-config";
import { refusal, renderForSite, stubBridge } from "../test-utils";
import { OTHER_RESIDENCE, RESIDENCE } from "../testing/fixtures";
import { ActiveResidenceSwitch } from "./active-residence-switch";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  refresh.mockReset();
});

const se = getSite("se");

describe("switching the active residence", () => {
  it("sends the chosen residence, draws the page again and says which is shown", async () => {
    const calls = stubBridge({ "PUT my_pages/active_residence": () => new Response(null, { status: 204 }) });
    renderForSite(<ActiveResidenceSwitch site={se} residences={[RESIDENCE, OTHER_RESIDENCE]} />, se);
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Visa mina sidor för" });
    expect(select.value).toBe(RESIDENCE.objectId);
    await userEvent.selectOptions(select, "Radhus 12, Strandängen");
    await userEvent.click(screen.getByRole("button", { name: "Byt bostad" }));
    expect(await screen.findByText("Nu visas Radhus 12.")).toBeTruthy();
    expect(calls).toEqual([{ call: "PUT my_pages/active_residence", body: { objectId: OTHER_RESIDENCE.objectId } }]);
    expect(refresh).toHaveBeenCalledOnce();
  });

  it("keeps the choice and says so when the API refuses", async () => {
    stubBridge({ "PUT my_pages/active_residence": () => refusal(400, "invalidInput") });
    renderForSite(<ActiveResidenceSwitch site={se} residences={[RESIDENCE, OTHER_RESIDENCE]} />, se);
    await userEvent.selectOptions(screen.getByRole("combobox"), "Radhus 12, Strandängen");
    await userEvent.click(screen.getByRole("button", { name: "Byt bostad" }));
    expect(await screen.findByText("Det gick inte att byta bostad. Försök igen.")).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>("combobox").value).toBe(OTHER_RESIDENCE.objectId);
    expect(refresh).not.toHaveBeenCalled();
  });
});
