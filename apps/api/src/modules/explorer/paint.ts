import { encodePngRegion } from "./png";

/*
 * The 360 views' pictures, painted at seed time (no download at run time): equirectangular
 * panoramas of procedurally painted rooms (walls with windows and a door, floor, ceiling, a
 * colour scheme per room kind) and of a balcony (sky, horizon, ground, neighbouring blocks,
 * the railing), cut into PANORAMA_COLS × PANORAMA_ROWS tiles. The bytes are made once per process.
 *
 * A ray's horizontal part depends on the picture's column only, its slope on the row only, so a
 * room is traced per column (which wall, how far) and then per pixel with a multiply and compares.
 */

export const PANORAMA_KEYS = ["livingRoom", "kitchen", "bedroom", "bathroom", "balcony"] as const;
export type PanoramaKey = (typeof PANORAMA_KEYS)[number];

export const PANORAMA_WIDTH = 2048;
export const PANORAMA_HEIGHT = 1024;
export const PANORAMA_COLS = 4;
export const PANORAMA_ROWS = 2;
export const TILE_SIZE = PANORAMA_WIDTH / PANORAMA_COLS;

type Rgb = readonly [number, number, number];

interface Room {
  width: number;
  depth: number;
  wall: Rgb;
  floor: Rgb;
  ceiling: Rgb;
  /** Windows on the far wall (-z), as [from, to] along the wall, 0-1. */
  windows: readonly [number, number][];
  /** A tiled floor and walls (kitchen, bathroom): the grid's size in metres, 0 for none. */
  tile: number;
  /** A counter along the left wall (kitchen). */
  counter?: Rgb;
}

const ROOMS: Record<Exclude<PanoramaKey, "balcony">, Room> = {
  livingRoom: {
    width: 6,
    depth: 5,
    wall: [232, 220, 200],
    floor: [176, 132, 88],
    ceiling: [246, 244, 240],
    windows: [
      [0.15, 0.45],
      [0.55, 0.85],
    ],
    tile: 0,
  },
  kitchen: {
    width: 4,
    depth: 3.5,
    wall: [214, 226, 212],
    floor: [200, 200, 196],
    ceiling: [248, 248, 246],
    windows: [[0.3, 0.7]],
    tile: 0.4,
    counter: [70, 84, 78],
  },
  bedroom: {
    width: 3.6,
    depth: 3.2,
    wall: [196, 212, 232],
    floor: [214, 184, 142],
    ceiling: [244, 246, 250],
    windows: [[0.3, 0.7]],
    tile: 0,
  },
  bathroom: {
    width: 2.4,
    depth: 2.2,
    wall: [240, 240, 238],
    floor: [92, 96, 102],
    ceiling: [250, 250, 250],
    windows: [],
    tile: 0.3,
  },
};

const EYE = 1.5;
const CEILING = 2.6;
const WINDOW_SILL = 0.9;
const WINDOW_TOP = 2.2;
const DOOR_HEIGHT = 2.1;
const SKY: Rgb = [150, 196, 236];
const DOOR: Rgb = [120, 86, 60];
const FRAME: Rgb = [250, 250, 250];

function put(rgb: Uint8Array, index: number, color: Rgb, factor = 1): void {
  rgb[index] = color[0] * factor;
  rgb[index + 1] = color[1] * factor;
  rgb[index + 2] = color[2] * factor;
}

function paintRoom(room: Room, rgb: Uint8Array): void {
  const halfW = room.width / 2;
  const halfD = room.depth / 2;
  const slopes = Float64Array.from({ length: PANORAMA_HEIGHT }, (_, row) =>
    Math.tan((0.5 - (row + 0.5) / PANORAMA_HEIGHT) * Math.PI),
  );
  const columns = Array.from({ length: PANORAMA_WIDTH }, (_, col) => {
    const lon = ((col + 0.5) / PANORAMA_WIDTH - 0.5) * 2 * Math.PI;
    // The picture's centre looks along -z (the far wall with the windows).
    const dx = Math.sin(lon);
    const dz = -Math.cos(lon);
    const tx = dx === 0 ? Infinity : halfW / Math.abs(dx);
    const tz = dz === 0 ? Infinity : halfD / Math.abs(dz);
    const distance = Math.min(tx, tz);
    const wall = tx < tz ? (dx > 0 ? "right" : "left") : dz < 0 ? "far" : "near";
    const hitX = dx * distance;
    const hitZ = dz * distance;
    // Position along the wall, 0-1, as seen facing it, and in metres.
    const along =
      wall === "far"
        ? (hitX + halfW) / room.width
        : wall === "near"
          ? (halfW - hitX) / room.width
          : wall === "left"
            ? (hitZ + halfD) / room.depth
            : (halfD - hitZ) / room.depth;
    const alongMetres = along * (wall === "far" || wall === "near" ? room.width : room.depth);
    const window = wall === "far" ? room.windows.find(([from, to]) => along > from && along < to) : undefined;
    const isWindowEdge = window !== undefined && (along - window[0] < 0.01 || window[1] - along < 0.01);
    const isDoor = wall === "near" && along > 0.6 && along < 0.85;
    const isDoorEdge = isDoor && (along < 0.61 || along > 0.84);
    const isCounter = room.counter !== undefined && wall === "left" && along > 0.1 && along < 0.9;
    const isWallSeam = room.tile > 0 && alongMetres % room.tile < 0.015;
    const wallLight = wall === "far" ? 1 : wall === "near" ? 0.82 : 0.9;
    return { dx, dz, distance, window, isWindowEdge, isDoor, isDoorEdge, isCounter, isWallSeam, wallLight };
  });
  // Row by row, so the writes run along memory.
  for (let row = 0; row < PANORAMA_HEIGHT; row++) {
    const slope = slopes[row]!;
    for (let col = 0; col < PANORAMA_WIDTH; col++) {
      const { dx, dz, distance, window, isWindowEdge, isDoor, isDoorEdge, isCounter, isWallSeam, wallLight } =
        columns[col]!;
      const height = EYE + slope * distance;
      const index = (row * PANORAMA_WIDTH + col) * 3;
      if (height < 0) {
        // The floor: where the ray meets it.
        const reach = EYE / -slope;
        const px = dx * reach + halfW;
        const pz = dz * reach + halfD;
        const seam = room.tile > 0 ? px % room.tile < 0.02 || pz % room.tile < 0.02 : px % 0.2 < 0.01;
        put(rgb, index, room.floor, seam ? 0.8 : 1);
      } else if (height > CEILING) {
        put(rgb, index, room.ceiling);
      } else if (window && height > WINDOW_SILL && height < WINDOW_TOP) {
        if (isWindowEdge || height - WINDOW_SILL < 0.05 || WINDOW_TOP - height < 0.05) put(rgb, index, FRAME);
        else put(rgb, index, SKY, 1 - (height - WINDOW_SILL) * 0.1);
      } else if (isDoor && height < DOOR_HEIGHT) {
        put(rgb, index, isDoorEdge || DOOR_HEIGHT - height < 0.04 ? FRAME : DOOR);
      } else if (isCounter && height < 0.92) {
        put(rgb, index, room.counter!, height > 0.88 ? 1.4 : 1);
      } else {
        const seam = isWallSeam || (room.tile > 0 && height % room.tile < 0.015);
        put(rgb, index, room.wall, seam ? wallLight * 0.85 : wallLight * (0.92 + 0.08 * (height / CEILING)));
      }
    }
  }
}

/** Neighbouring blocks around the horizon: [from lon, to lon, height above the horizon in rows, colour]. */
const BLOCKS: readonly [number, number, number, Rgb][] = [
  [-2.9, -2.3, 90, [150, 140, 132]],
  [-2.1, -1.6, 130, [176, 160, 140]],
  [-1.2, -0.7, 70, [138, 146, 150]],
  [0.5, 1.1, 110, [168, 150, 136]],
  [1.4, 1.9, 80, [146, 150, 160]],
  [2.2, 2.8, 120, [160, 146, 130]],
];
const FACADE: Rgb = [222, 216, 206];
const FACADE_BAND: Rgb = [200, 196, 190];
const BLOCK_WINDOW: Rgb = [92, 108, 124];
const GRASS: Rgb = [96, 132, 84];
const RAILING: Rgb = [60, 64, 70];
const BALCONY_FLOOR: Rgb = [150, 146, 140];

function paintBalcony(rgb: Uint8Array): void {
  const horizon = PANORAMA_HEIGHT / 2 + 40;
  const columns = Array.from({ length: PANORAMA_WIDTH }, (_, col) => {
    const lon = ((col + 0.5) / PANORAMA_WIDTH - 0.5) * 2 * Math.PI;
    const block = BLOCKS.find(([from, to]) => lon >= from && lon <= to);
    // Behind the viewer: the home's own facade.
    return { block, isFacade: Math.abs(lon) > 2.55 && !block, isPostCol: col % 64 < 5 };
  });
  for (let row = 0; row < PANORAMA_HEIGHT; row++) {
    for (let col = 0; col < PANORAMA_WIDTH; col++) {
      const { block, isFacade, isPostCol } = columns[col]!;
      const index = (row * PANORAMA_WIDTH + col) * 3;
      if (isFacade) {
        put(rgb, index, row % 120 < 6 ? FACADE_BAND : FACADE);
      } else if (row > horizon + 260) {
        put(rgb, index, BALCONY_FLOOR);
      } else if ((row > horizon + 60 && row < horizon + 72) || (row >= horizon + 72 && isPostCol)) {
        // The railing: a rail and its posts below the eye.
        put(rgb, index, RAILING);
      } else if (row < horizon) {
        if (block && row > horizon - block[2]) {
          const isWindow = col % 24 < 10 && (horizon - row) % 22 > 8;
          put(rgb, index, isWindow ? BLOCK_WINDOW : block[3]);
        } else {
          // The sky, lighter towards the horizon.
          const t = row / horizon;
          rgb[index] = 110 + 90 * t;
          rgb[index + 1] = 160 + 60 * t;
          rgb[index + 2] = 220 + 25 * t;
        }
      } else if (row - horizon < 18) {
        put(rgb, index, GRASS);
      } else {
        const t = (row - horizon) / (PANORAMA_HEIGHT - horizon);
        rgb[index] = 120 - 40 * t;
        rgb[index + 1] = 150 - 40 * t;
        rgb[index + 2] = 100 - 30 * t;
      }
    }
  }
}

export interface PanoramaTile {
  panoramaKey: PanoramaKey;
  col: number;
  row: number;
  png: Buffer;
}

function tilesOf(key: PanoramaKey, rgb: Uint8Array): PanoramaTile[] {
  if (key === "balcony") paintBalcony(rgb);
  else paintRoom(ROOMS[key], rgb);
  const tiles: PanoramaTile[] = [];
  for (let row = 0; row < PANORAMA_ROWS; row++) {
    for (let col = 0; col < PANORAMA_COLS; col++) {
      const png = encodePngRegion(TILE_SIZE, TILE_SIZE, rgb, PANORAMA_WIDTH, col * TILE_SIZE, row * TILE_SIZE);
      tiles.push({ panoramaKey: key, col, row, png });
    }
  }
  return tiles;
}

let memo: PanoramaTile[] | undefined;

/** Every panorama's tiles; painted and encoded once per process (the tests seed often). */
export function panoramaTiles(): PanoramaTile[] {
  if (!memo) {
    // One picture buffer for all: each panorama paints every pixel.
    const rgb = new Uint8Array(PANORAMA_WIDTH * PANORAMA_HEIGHT * 3);
    memo = PANORAMA_KEYS.flatMap((key) => tilesOf(key, rgb));
  }
  return memo;
}
