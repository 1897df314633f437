import type { PanoramaProject } from "@housing/contracts/explorer";

/** A home's 360 project as the API serves it: three rooms with pictures, one camera without. */
export function panoramaProjectFixture(): PanoramaProject {
  const camera = (id: string, title: string, yaw: number, type: "room" | "balcony" = "room") => ({
    id,
    type,
    title,
    description: title,
    floorLevel: 3,
    position: [0, 1.6, 0] as [number, number, number],
    rotation: [yaw, 0, 0] as [number, number, number],
    fov: 75,
    hasQA: false,
  });
  return {
    views: [
      { id: "view-living", cameraId: "living", cols: 4, rows: 2, tileUrl: "/files/360/a/living/{col}_{row}.png" },
      { id: "view-kitchen", cameraId: "kitchen", cols: 2, rows: 1, tileUrl: "/files/360/a/kitchen/{col}_{row}.png" },
      { id: "view-balcony", cameraId: "balcony", cols: 2, rows: 1, tileUrl: "/files/360/a/balcony/{col}_{row}.png" },
    ],
    config: { archetypes: ["2rok"], default: "view-living" },
    cameras: [
      camera("living", "livingRoom", 180),
      camera("kitchen", "kitchen", 90),
      camera("bedroom", "bedroom", 0),
      camera("balcony", "balcony", 225, "balcony"),
    ],
  };
}
