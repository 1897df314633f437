import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ExplorerBuildingSchema, ExplorerViewSchema } from "@housing/contracts/explorer";
import { OutdoorDirection } from "../catalogue/enums";
import { angleBetween, bearingOf, deriveBuilding, facadeBearings, outsideSides, type ApartmentRow } from "./building";
import { PNG_SIGNATURE, encodePng, pngSize } from "./png";
import { camerasOf, projector, toWorld, viewsOf } from "./views";

/** A stage of `floors` floors with `perFloor` homes each, balconies facing south or west. */
function apartments(floors: number, perFloor: number): ApartmentRow[] {
  return Array.from({ length: floors * perFloor }, (_, index) => {
    const floor = Math.floor(index / perFloor);
    const slot = index % perFloor;
    return {
      id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
      objectNumber: `${floor + 1}${String(slot + 1).padStart(2, "0")}`,
      name: `Lägenhet ${index}`,
      floor,
      livingArea: 40 + ((index * 7) % 60),
      rooms: 1 + (index % 5),
      outdoorDirections: slot === 0 ? [] : [slot % 3 === 0 ? OutdoorDirection.ids.west : OutdoorDirection.ids.south],
    };
  });
}

const STAGE = "6a0a3c5e-1f2b-4c3d-8e4f-5a6b7c8d9e0f";

describe("the derived building", () => {
  const homes = apartments(12, 10);
  const building = deriveBuilding(STAGE, homes);

  it("is the same for the same homes, in any order", () => {
    expect(deriveBuilding(STAGE, [...homes].reverse())).toEqual(building);
    expect(v.is(ExplorerBuildingSchema, building)).toBe(true);
  });

  it("has a box per home, the floors of the catalogue and widths that follow living area", () => {
    expect(building.floors).toBe(12);
    expect(building.apartments).toHaveLength(homes.length);
    const floor0 = building.apartments.filter((box) => box.floor === 0 && box.z > 0);
    const areas = floor0.map((box) => homes.find((home) => home.id === box.objectId)!.livingArea);
    const ratios = floor0.map((box, index) => box.width / areas[index]!);
    for (const ratio of ratios) expect(ratio).toBeCloseTo(ratios[0]!, 1);
    // Each row fills the building's width.
    expect(floor0.reduce((sum, box) => sum + box.width, 0)).toBeCloseTo(building.width, 0);
  });

  it("faces its front where most balconies face, and puts each balcony on the facade facing closest to it", () => {
    // Most balconies face south (180): the front does.
    expect(building.bearing).toBe(180);
    const facades = facadeBearings(building.bearing);
    for (const box of building.apartments) {
      const home = homes.find((candidate) => candidate.id === box.objectId)!;
      if (home.outdoorDirections.length === 0) {
        expect(box.balcony).toBeNull();
        continue;
      }
      expect(box.balcony).not.toBeNull();
      const wanted = home.outdoorDirections[0] === OutdoorDirection.ids.west ? 270 : 180;
      expect(box.balcony!.facing).toBe(wanted === 270 ? "west" : "south");
      // No outside facade of the box faces closer than the one chosen.
      const sides = outsideSides(box, building);
      expect(sides).toContain(box.balcony!.side);
      const chosen = angleBetween(facades[box.balcony!.side], wanted);
      for (const side of sides) expect(chosen).toBeLessThanOrEqual(angleBetween(facades[side], wanted));
    }
  });

  it("takes its bearing from the stage id in steps of 15 degrees when no home has an outdoor direction", () => {
    const bare = homes.map((home) => ({ ...home, outdoorDirections: [] }));
    const bearing = bearingOf(STAGE, bare);
    expect(bearing % 15).toBe(0);
    expect(bearingOf(STAGE, bare)).toBe(bearing);
  });
});

describe("the views", () => {
  const homes = apartments(12, 10);
  const building = deriveBuilding(STAGE, homes);
  const views = viewsOf(building, new Map());

  it("are the five named views, valid by the contract, linked to each other", () => {
    expect(views.map((view) => view.id)).toEqual(["front", "back", "left", "right", "aerial"]);
    for (const view of views) {
      expect(v.is(ExplorerViewSchema, view)).toBe(true);
      const links = view.clickAreas.filter((area) => area.type === "view").map((area) => area.value);
      expect(links.sort()).toEqual([...view.interlinks].sort());
      for (const link of view.interlinks) expect(views.some((other) => other.id === link)).toBe(true);
    }
  });

  it("show every apartment in at least one view, every click area inside the picture", () => {
    const seen = new Set(views.flatMap((view) => view.clickAreas.filter((a) => a.type === "apt").map((a) => a.value)));
    expect([...seen].sort()).toEqual(homes.map((home) => home.objectNumber).sort());
    for (const view of views) {
      for (const area of view.clickAreas) {
        for (const [x, y] of area.points) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(1);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it("project the front row's ground floor low and left to right in the front view", () => {
    const cameras = camerasOf(building);
    const project = projector(cameras.front);
    // The building's middle is the picture's middle.
    expect(project([0, (building.floors * building.floorHeight) / 2, 0])).toEqual([0.5, 0.5]);
    const front = views[0]!.clickAreas.filter((area) => area.type === "apt");
    const firstFloor = front.filter((area) => /^1\d\d$/.test(area.value));
    const lefts = firstFloor.map((area) => area.points[0]![0]);
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
    expect(firstFloor[0]!.points[0]![1]).toBeGreaterThan(0.5);
  });

  it("are turned into the world by the bearing: a south-facing front's camera is south of the building", () => {
    const front = views[0]!.camera.position;
    expect(front[2]).toBeGreaterThan(0);
    expect(Math.abs(front[0])).toBeLessThan(0.01);
    // Facing east (90): the front camera stands east (+x).
    expect(toWorld([0, 0, 10], 90)).toEqual([10, 0, 0]);
  });

  it("answer staff's click areas for an edited view instead of the derived ones", () => {
    const edited = [
      {
        type: "apt" as const,
        value: "101",
        points: [
          [0, 0],
          [1, 0],
          [1, 1],
        ] as [number, number][],
      },
    ];
    const withEdit = viewsOf(building, new Map([["back", edited]]));
    expect(withEdit[1]!.clickAreas).toEqual(edited);
    expect(withEdit[0]!.clickAreas).toEqual(views[0]!.clickAreas);
  });
});

describe("the PNG encoder", () => {
  it("writes a PNG file of the size given", () => {
    const png = encodePng(3, 2, new Uint8Array(3 * 2 * 3).fill(200));
    expect([...png.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
    expect(pngSize(png)).toEqual({ width: 3, height: 2 });
    expect(() => encodePng(3, 3, new Uint8Array(3))).toThrow();
  });
});
