import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubBridge } from "@housing/api-client/testing";
import { getSite } from "@housing/site-config";
import { FIXTURE_STAGE_ID, explorerFixture } from "../testing";
import { renderForSite } from "../test-utils";
import ExplorerDialog, { type ExplorerOpening } from "./explorer-dialog";

const site = getSite("se");
const fixture = explorerFixture();
const DATA = `GET /residenceexplorer/get/${FIXTURE_STAGE_ID}`;
const OBJECTS = "POST /residenceexplorer/objects";

beforeEach(() => window.history.replaceState(null, "", "/nyproduktion/fjallbacken"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(
  opening: ExplorerOpening = { kind: "open", viewId: null, apartmentNumber: null },
  onClose = vi.fn(),
) {
  renderForSite(
    <ExplorerDialog
      site={site}
      stageId={FIXTURE_STAGE_ID}
      opening={opening}
      hash="explorer"
      onClose={onClose}
      isWebGLAvailable={false}
    />,
    site,
  );
  return onClose;
}

describe("the explorer's dialog", () => {
  it("loads the data and the homes with the public client and shows them in a full-screen dialog with its hash", async () => {
    const calls = stubBridge({
      [DATA]: () => Response.json(fixture.data),
      [OBJECTS]: () => Response.json(fixture.objects),
    });
    renderDialog();
    expect(screen.getByRole("status").textContent).toBe("Laddar lägenheterna…");
    expect(await screen.findByRole("dialog", { name: "Kv. Fjällbäcken: utforska huset" })).toBeTruthy();
    expect(await screen.findByRole("table")).toBeTruthy();
    expect(window.location.hash).toBe("#explorer");
    expect(calls.find((entry) => entry.call === OBJECTS)!.body).toEqual({
      siteId: site.key,
      stageId: FIXTURE_STAGE_ID,
      offset: 0,
      size: 200,
    });
  });

  it("says spec section 8's message when the data fails, and retries", async () => {
    let isDown = true;
    stubBridge({
      [DATA]: () => (isDown ? Response.json({ status: 503 }, { status: 503 }) : Response.json(fixture.data)),
      [OBJECTS]: () => Response.json(fixture.objects),
    });
    const user = userEvent.setup();
    renderDialog();
    const alert = await screen.findByRole("alert", {}, { timeout: 4000 });
    expect(alert.textContent).toContain("Det gick inte att hämta husets data.");
    isDown = false;
    await user.click(screen.getByRole("button", { name: "Försök igen" }));
    expect(await screen.findByRole("table")).toBeTruthy();
  });

  it("resolves an external linker of the same stage to its view and home, and says when the linker fails", async () => {
    stubBridge({
      "GET /residenceexplorer/getExternalLinker/brochure": () =>
        Response.json({
          id: "brochure",
          stageId: FIXTURE_STAGE_ID,
          stageUrl: "/nyproduktion/fjallbacken",
          viewId: "back",
          apartmentNumber: "203",
        }),
      [DATA]: () => Response.json(fixture.data),
      [OBJECTS]: () => Response.json(fixture.objects),
    });
    renderDialog({ kind: "link", linkerId: "brochure" });
    expect(await screen.findByRole("heading", { name: "Lägenhet 203" })).toBeTruthy();
    expect(document.querySelector("[data-view]")!.getAttribute("data-view")).toBe("back");
    cleanup();
    stubBridge({});
    renderDialog({ kind: "link", linkerId: "missing" });
    expect((await screen.findByRole("alert", {}, { timeout: 4000 })).textContent).toContain(
      "Det gick inte att hämta husets data från länken.",
    );
  });

  it("closes on Escape", async () => {
    stubBridge({ [DATA]: () => Response.json(fixture.data), [OBJECTS]: () => Response.json(fixture.objects) });
    const user = userEvent.setup();
    const onClose = renderDialog();
    await screen.findByRole("table");
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalled();
  });
});
