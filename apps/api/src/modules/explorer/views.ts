import {
  DEFAULT_SUN_FRAMES,
  VIEW_ASPECT,
  type ClickArea,
  type ExplorerApartmentBox,
  type ExplorerBuilding,
  type ExplorerView,
  type Vec3,
  type ViewPoint,
} from "@housing/contracts/explorer";
import { outsideSides, type Side } from "./building";

/*
 * The five named views of a derived building and their click areas (README.md, "Derivation"):
 * cameras placed from the building's size, and each home's outside facade rectangle projected
 * through the camera into the picture's 0-1 coordinates (16:9). Computed in the building's frame;
 * the cameras are answered in the world frame (the contract's: +x east, +z south), turned by the
 * building's bearing, so the projection is the same in both.
 */

export const VIEW_NAMES = ["front", "back", "left", "right", "aerial"] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

export const FOV = 40;

/** Which views each view links to, and where its link sits in the picture (left, right, top, bottom edge). */
const INTERLINKS: Record<ViewName, Partial<Record<"left" | "right" | "top" | "bottom", ViewName>>> = {
  // Seen from the front, the left facade is on the picture's left.
  front: { left: "left", right: "right", top: "aerial" },
  back: { left: "right", right: "left", top: "aerial" },
  left: { left: "back", right: "front", top: "aerial" },
  right: { left: "front", right: "back", top: "aerial" },
  aerial: { bottom: "front", top: "back", left: "left", right: "right" },
};

const EDGE_QUADS: Record<"left" | "right" | "top" | "bottom", ViewPoint[]> = {
  left: [
    [0.01, 0.45],
    [0.05, 0.45],
    [0.05, 0.55],
    [0.01, 0.55],
  ],
  right: [
    [0.95, 0.45],
    [0.99, 0.45],
    [0.99, 0.55],
    [0.95, 0.55],
  ],
  top: [
    [0.46, 0.01],
    [0.54, 0.01],
    [0.54, 0.06],
    [0.46, 0.06],
  ],
  bottom: [
    [0.46, 0.94],
    [0.54, 0.94],
    [0.54, 0.99],
    [0.46, 0.99],
  ],
};

interface Camera {
  position: Vec3;
  target: Vec3;
  fov: number;
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const normalize = (a: Vec3): Vec3 => {
  const length = Math.hypot(...a) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
};

/** The cameras in the building's frame: each side view straight on, the aerial from the front right, above. */
export function camerasOf(building: ExplorerBuilding): Record<ViewName, Camera> {
  const height = building.floors * building.floorHeight;
  const half = Math.tan(((FOV / 2) * Math.PI) / 180);
  const target: Vec3 = [0, height / 2, 0];
  // Far enough that the facade fills at most 80 % of the picture each way.
  const distanceFor = (facadeWidth: number) =>
    Math.max(height / 2 / half, facadeWidth / 2 / (half * VIEW_ASPECT)) / 0.8;
  const front = building.depth / 2 + distanceFor(building.width);
  const side = building.width / 2 + distanceFor(building.depth);
  const radius = Math.hypot(building.width / 2, height / 2, building.depth / 2);
  const aerial = radius / Math.sin((FOV / 2) * (Math.PI / 180)) / 0.9;
  const aerialDirection = normalize([0.55, 0.75, 1]);
  const y = height / 2;
  return {
    front: { position: [0, y, front], target, fov: FOV },
    back: { position: [0, y, -front], target, fov: FOV },
    left: { position: [-side, y, 0], target, fov: FOV },
    right: { position: [side, y, 0], target, fov: FOV },
    aerial: {
      position: [aerialDirection[0] * aerial, y + aerialDirection[1] * aerial, aerialDirection[2] * aerial],
      target,
      fov: FOV,
    },
  };
}

/** Projects points of the building's frame into the camera's picture, 0-1 from the left and the top. */
export function projector(camera: Camera): (point: Vec3) => ViewPoint {
  const forward = normalize(sub(camera.target, camera.position));
  const right = normalize(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const half = Math.tan(((camera.fov / 2) * Math.PI) / 180);
  const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
  return (point) => {
    const d = sub(point, camera.position);
    const depth = Math.max(dot(d, forward), 1e-6);
    const x = dot(d, right) / (depth * half * VIEW_ASPECT);
    const y = dot(d, up) / (depth * half);
    return [clamp((x + 1) / 2), clamp((1 - y) / 2)];
  };
}

const NORMALS: Record<Side, Vec3> = { front: [0, 0, 1], back: [0, 0, -1], left: [-1, 0, 0], right: [1, 0, 0] };

/** A facade of a box as four corners (bottom left, bottom right, top right, top left, seen from outside). */
export function facadeCorners(box: ExplorerApartmentBox, side: Side, floorHeight: number): Vec3[] {
  const bottom = box.floor * floorHeight;
  const top = bottom + floorHeight;
  const x0 = box.x - box.width / 2;
  const x1 = box.x + box.width / 2;
  const z0 = box.z - box.depth / 2;
  const z1 = box.z + box.depth / 2;
  const [a, b]: [[number, number], [number, number]] = {
    front: [
      [x0, z1],
      [x1, z1],
    ],
    back: [
      [x1, z0],
      [x0, z0],
    ],
    left: [
      [x0, z0],
      [x0, z1],
    ],
    right: [
      [x1, z1],
      [x1, z0],
    ],
  }[side] as [[number, number], [number, number]];
  return [
    [a[0], bottom, a[1]],
    [b[0], bottom, b[1]],
    [b[0], top, b[1]],
    [a[0], top, a[1]],
  ];
}

/** The outside facades of a box that face the camera. */
export function facadesFacing(box: ExplorerApartmentBox, building: ExplorerBuilding, position: Vec3): Side[] {
  return outsideSides(box, building).filter((side) => {
    const corners = facadeCorners(box, side, building.floorHeight);
    const centre: Vec3 = [
      (corners[0]![0] + corners[2]![0]) / 2,
      (corners[0]![1] + corners[2]![1]) / 2,
      (corners[0]![2] + corners[2]![2]) / 2,
    ];
    return dot(NORMALS[side], sub(position, centre)) > 1e-6;
  });
}

/** The derived click areas of a view: one per facade of a home that faces the camera, then the links to other views. */
export function clickAreasOf(building: ExplorerBuilding, name: ViewName, camera: Camera): ClickArea[] {
  const project = projector(camera);
  const areas: ClickArea[] = [];
  for (const box of building.apartments) {
    for (const side of facadesFacing(box, building, camera.position)) {
      areas.push({
        type: "apt",
        value: box.number,
        points: facadeCorners(box, side, building.floorHeight).map(project),
      });
    }
  }
  for (const [edge, target] of Object.entries(INTERLINKS[name])) {
    areas.push({ type: "view", value: target, points: EDGE_QUADS[edge as keyof typeof EDGE_QUADS] });
  }
  return areas;
}

/** A point of the building's frame in the world frame: the front (+z) turned to face `bearing`. */
export function toWorld(point: Vec3, bearing: number): Vec3 {
  const b = (bearing * Math.PI) / 180;
  const round = (value: number) => Math.round(value * 100) / 100 + 0;
  return [
    round(-point[0] * Math.cos(b) + point[2] * Math.sin(b)),
    round(point[1]),
    round(-point[0] * Math.sin(b) - point[2] * Math.cos(b)),
  ];
}

/** The five views; `edited` replaces a view's derived click areas with staff's. */
export function viewsOf(building: ExplorerBuilding, edited: ReadonlyMap<string, ClickArea[]>): ExplorerView[] {
  const cameras = camerasOf(building);
  return VIEW_NAMES.map((name) => {
    const camera = cameras[name];
    return {
      id: name,
      name,
      camera: {
        position: toWorld(camera.position, building.bearing),
        target: toWorld(camera.target, building.bearing),
        fov: camera.fov,
      },
      clickAreas: edited.get(name) ?? clickAreasOf(building, name, camera),
      interlinks: Object.values(INTERLINKS[name]),
      // Spec section 3: the sun study's named frames (SUN_FRAMES_PER_DAY: one per 15 minutes).
      sunstudy: { frames: [...DEFAULT_SUN_FRAMES] },
    };
  });
}
