import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSite } from "@housing/site-config";
import type { ProjectedHome } from "../scene/building-scene";
import { explorerFixture } from "../testing";
import { axeViolations, renderForSite } from "../test-utils";
import { HomeOverlay } from "./home-overlay";
import { useState } from "react";

afterEach(() => cleanup());

const site = getSite("se");
const { objects } = explorerFixture({ floors: 3, homesPerFloor: 3 }).objects;
// Places on the canvas as the front view projects them: number's last digit left to right.
const positions = new Map<string, ProjectedHome>(
  objects.map((home) => [
    home.apartmentNumber,
    { x: Number(home.apartmentNumber.slice(-1)) * 100, y: 500 - home.floor * 100, isInFront: true },
  ]),
);

function Harness({ onSelect }: { onSelect: (number: string) => void }) {
  const [highlight, setHighlight] = useState<string | null>(null);
  return (
    <main>
      <button type="button">before</button>
      <HomeOverlay
        site={site}
        homes={objects}
        positions={positions}
        highlight={highlight}
        onHighlight={setHighlight}
        onSelect={onSelect}
      />
      <output data-testid="highlight">{highlight ?? ""}</output>
      <button type="button">after</button>
    </main>
  );
}

const focusedNumber = () => (document.activeElement as HTMLElement).dataset.number;

describe("the keyboard overlay", () => {
  it("is one Tab stop entered at the ground floor's first home; arrows move, Enter opens", async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderForSite(<Harness onSelect={onSelect} />, site);
    await user.click(screen.getByRole("button", { name: "before" }));
    await user.tab();
    expect(focusedNumber()).toBe("101");
    expect(screen.getByTestId("highlight").textContent).toBe("101");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(focusedNumber()).toBe("103");
    await user.keyboard("{ArrowRight}");
    expect(focusedNumber()).toBe("103");
    await user.keyboard("{ArrowUp}{ArrowUp}{ArrowLeft}");
    expect(focusedNumber()).toBe("302");
    await user.keyboard("{ArrowDown}");
    expect(focusedNumber()).toBe("202");
    expect(screen.getByTestId("highlight").textContent).toBe("202");
    await user.keyboard("{End}");
    expect(focusedNumber()).toBe("303");
    await user.keyboard("{Home}{Enter}");
    expect(onSelect).toHaveBeenCalledWith("101");
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "after" }));
    // Shift+Tab comes back to the home last visited.
    await user.tab({ shift: true });
    expect(focusedNumber()).toBe("101");
  });

  it("names each home with its number, floor, rooms and status, and is axe-clean", async () => {
    renderForSite(<Harness onSelect={() => {}} />, site);
    expect(
      screen.getByRole("button", { name: /^Lägenhet 101, Bottenvåning|^Lägenhet 101, / }).getAttribute("aria-label"),
    ).toMatch(/Lägenhet 101, .+, \d.*, Till salu/);
    expect(await axeViolations()).toEqual([]);
  });
});
