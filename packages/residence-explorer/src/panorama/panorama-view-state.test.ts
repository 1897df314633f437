import { describe, expect, it } from "vitest";
import { panoramaProjectFixture } from "./fixture";
import {
  camerasWithViews,
  initialLook,
  lookAfterDrag,
  lookAfterKey,
  lookDirection,
  lookHeading,
  MAX_FOV,
  MAX_PITCH,
  MIN_FOV,
  openingCameraId,
  tileUrls,
} from "./panorama-view-state";

const project = panoramaProjectFixture();
const living = project.cameras[0]!;

describe("the 360 viewer's look", () => {
  it("opens where the camera's rotation points, and names the compass point", () => {
    const look = initialLook(living);
    expect(look).toEqual({ yaw: 180, pitch: 0, fov: 75 });
    expect(lookHeading(look)).toBe("south");
  });

  it("turns by the arrow keys, wraps past north, tilts and zooms within limits, Home resets", () => {
    let look = initialLook(living);
    look = lookAfterKey(look, "ArrowRight", living)!;
    expect(look.yaw).toBe(190);
    look = { ...look, yaw: 5 };
    expect(lookAfterKey(look, "ArrowLeft", living)!.yaw).toBe(355);
    for (let press = 0; press < 40; press += 1) look = lookAfterKey(look, "ArrowUp", living)!;
    expect(look.pitch).toBe(MAX_PITCH);
    for (let press = 0; press < 40; press += 1) look = lookAfterKey(look, "+", living)!;
    expect(look.fov).toBe(MIN_FOV);
    for (let press = 0; press < 40; press += 1) look = lookAfterKey(look, "-", living)!;
    expect(look.fov).toBe(MAX_FOV);
    expect(lookAfterKey(look, "Home", living)).toEqual(initialLook(living));
    expect(lookAfterKey(look, "Tab", living)).toBeNull();
    expect(lookAfterKey(look, "Escape", living)).toBeNull();
  });

  it("follows a drag: the picture moves with the pointer, so dragging right looks left", () => {
    const look = initialLook(living);
    const dragged = lookAfterDrag(look, 100, 0, 750);
    expect(dragged.yaw).toBeCloseTo(180 - 10);
    expect(lookAfterDrag(look, 0, 100, 750).pitch).toBeCloseTo(10);
  });

  it("points the renderer at the picture's centre at the camera's yaw, and right of it when turned right", () => {
    const [x, y, z] = lookDirection(initialLook(living), living);
    expect([x, y, z].map((value) => Math.round(value * 1000) / 1000)).toEqual([0, 0, -1]);
    const right = lookDirection({ yaw: 270, pitch: 0, fov: 75 }, living);
    expect(right[0]).toBeCloseTo(1);
    expect(lookDirection({ yaw: 180, pitch: 90, fov: 75 }, living)[1]).toBeCloseTo(1);
  });
});

describe("the project's cameras", () => {
  it("lists only the cameras with a picture", () => {
    expect(camerasWithViews(project).map(({ camera }) => camera.id)).toEqual(["living", "kitchen", "balcony"]);
  });

  it("opens the camera asked for, else the default view's camera, else the first", () => {
    expect(openingCameraId(project, "balcony")).toBe("balcony");
    expect(openingCameraId(project, "bedroom")).toBe("living");
    expect(openingCameraId({ ...project, config: { archetypes: [], default: "kitchen" } })).toBe("kitchen");
    expect(openingCameraId({ ...project, config: { archetypes: [], default: "nothing" } })).toBe("living");
    expect(openingCameraId({ ...project, views: [] })).toBeNull();
  });

  it("fills in every tile's URL, row by row", () => {
    const tiles = tileUrls(project.views[0]!);
    expect(tiles).toHaveLength(8);
    expect(tiles[0]).toEqual({ col: 0, row: 0, url: "/files/360/a/living/0_0.png" });
    expect(tiles[7]).toEqual({ col: 3, row: 1, url: "/files/360/a/living/3_1.png" });
  });
});
