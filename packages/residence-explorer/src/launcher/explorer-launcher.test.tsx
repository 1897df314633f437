import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubBridge } from "@housing/api-client/testing";
import { getSite } from "@housing/site-config";
import { FIXTURE_STAGE_ID, explorerFixture } from "../testing";
import { renderForSite } from "../test-utils";
import { ExplorerLauncher } from "./explorer-launcher";

const site = getSite("se");
const fixture = explorerFixture();

beforeEach(() => {
  window.history.replaceState(null, "", "/nyproduktion/fjallbacken");
  stubBridge({
    [`GET /residenceexplorer/get/${FIXTURE_STAGE_ID}`]: () => Response.json(fixture.data),
    "POST /residenceexplorer/objects": () => Response.json(fixture.objects),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the explorer's launcher", () => {
  it("renders its button without loading the explorer, which opens on the button and closes back to it", async () => {
    const user = userEvent.setup();
    renderForSite(<ExplorerLauncher site={site} stageId={FIXTURE_STAGE_ID} apartmentNumber={null} />, site);
    expect(screen.getByRole("heading", { name: "Utforska huset i 3D" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    const button = screen.getByRole("button", { name: "Utforska huset" });
    await user.click(button);
    expect(await screen.findByRole("dialog", {}, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getAllByRole("button", { name: "Stäng" })[0]!);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("opens on a deep link's view and home", async () => {
    window.history.replaceState(null, "", "/nyproduktion/fjallbacken#explorer/back/203");
    renderForSite(<ExplorerLauncher site={site} stageId={FIXTURE_STAGE_ID} apartmentNumber={null} />, site);
    expect(await screen.findByRole("heading", { name: "Lägenhet 203" }, { timeout: 5000 })).toBeTruthy();
  });

  it("opens an object page's explorer with its home selected", async () => {
    window.history.replaceState(null, "", "/nyproduktion/fjallbacken/lagenhet-102#explorer");
    renderForSite(<ExplorerLauncher site={site} stageId={FIXTURE_STAGE_ID} apartmentNumber="102" />, site);
    expect(await screen.findByRole("heading", { name: "Lägenhet 102" }, { timeout: 5000 })).toBeTruthy();
  });
});
