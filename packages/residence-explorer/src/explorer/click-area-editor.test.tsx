import { cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubBridge } from "@housing/api-client/testing";
import { getSite } from "@housing/site-config";
import { FIXTURE_STAGE_ID, explorerFixture } from "../testing";
import { axeViolations, renderForSite } from "../test-utils";
import { ClickAreaEditor } from "./click-area-editor";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const site = getSite("se");
const view = explorerFixture({ floors: 2, homesPerFloor: 2 }).data.views[0]!;
const saveCall = `PUT residenceexplorer/views/${FIXTURE_STAGE_ID}/front/clickareas`;

function renderEditor() {
  renderForSite(
    <main>
      <ClickAreaEditor stageId={FIXTURE_STAGE_ID} view={view} dataQueryKey={["explorer", FIXTURE_STAGE_ID]} />
    </main>,
    site,
  );
}

const firstHandle = () => screen.getAllByRole("button", { name: /^Punkt 1 av lägenhet 101/ })[0]!;

describe("edit mode's click areas", () => {
  it("moves a focused point with the arrow keys (Shift: ten times as far) and saves the view's areas", async () => {
    const calls = stubBridge({ [saveCall]: () => Response.json({ saved: true, count: view.clickAreas.length }) });
    const user = userEvent.setup();
    renderEditor();
    const [x, y] = view.clickAreas[0]!.points[0]!;
    fireEvent.keyDown(firstHandle(), { key: "ArrowRight", shiftKey: true });
    fireEvent.keyDown(firstHandle(), { key: "ArrowDown" });
    expect(firstHandle().getAttribute("aria-label")).toContain(`${Math.round((x + 0.02) * 100)} % från vänster`);
    await user.click(screen.getByRole("button", { name: "Spara" }));
    expect(await screen.findByText("Klickytorna är sparade.")).toBeTruthy();
    const saved = calls.find((entry) => entry.call === saveCall)!.body as { clickAreas: typeof view.clickAreas };
    expect(saved.clickAreas).toHaveLength(view.clickAreas.length);
    expect(saved.clickAreas[0]!.points[0]![0]).toBeCloseTo(x + 0.02, 4);
    expect(saved.clickAreas[0]!.points[0]![1]).toBeCloseTo(y + 0.002, 4);
    expect(saved.clickAreas[1]).toEqual(view.clickAreas[1]);
  });

  it("keeps points inside the picture", () => {
    stubBridge({});
    renderEditor();
    for (let press = 0; press < 30; press++) fireEvent.keyDown(firstHandle(), { key: "ArrowLeft", shiftKey: true });
    expect(firstHandle().getAttribute("aria-label")).toContain("0 % från vänster");
  });

  it("says when the save failed (the API refused: not staff)", async () => {
    stubBridge({
      [saveCall]: () => Response.json({ status: 403, error: "Forbidden", message: "forbidden" }, { status: 403 }),
    });
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole("button", { name: "Spara" }));
    expect(await screen.findByText("Det gick inte att spara klickytorna. Försök igen.")).toBeTruthy();
  });

  it("is axe-clean", async () => {
    stubBridge({});
    renderEditor();
    expect(await axeViolations()).toEqual([]);
  });
});
