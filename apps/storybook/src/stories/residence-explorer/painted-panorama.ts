import type { PanoramaProject } from "@housing/contracts/explorer";

/*
 * A 360 project for stories, painted here on a canvas (no image downloads): each room an
 * equirectangular picture of walls, a floor, a ceiling, windows and the compass points, cut into
 * the project's tiles as data URLs. Without a 2D canvas (the smoke test's DOM) the tiles are empty.
 */

const ROOMS = [
  { id: "living", title: "livingRoom", yaw: 180, wall: "#e9e1d3", floor: "#9c7b57", type: "room" as const },
  { id: "kitchen", title: "kitchen", yaw: 90, wall: "#dfe8e4", floor: "#7d7d7d", type: "room" as const },
  { id: "balcony", title: "balcony", yaw: 225, wall: "#9cc3e6", floor: "#b9b2a6", type: "balcony" as const },
];
const COLS = 4;
const ROWS = 2;
const WIDTH = 2048;
const HEIGHT = 1024;
const COMPASS = ["N", "NO", "O", "SO", "S", "SV", "V", "NV"];

export const PAINTED_PROJECT: PanoramaProject = {
  views: ROOMS.map((room) => ({
    id: `view-${room.id}`,
    cameraId: room.id,
    cols: COLS,
    rows: ROWS,
    tileUrl: `/residenceexplorer/files/360/story/${room.id}/{col}_{row}.png`,
  })),
  config: { archetypes: ["3rok"], default: "view-living" },
  cameras: ROOMS.map((room) => ({
    id: room.id,
    type: room.type,
    title: room.title,
    description: room.title,
    floorLevel: 4,
    position: [0, 1.6, 0] as [number, number, number],
    rotation: [room.yaw, 0, 0] as [number, number, number],
    fov: 75,
    hasQA: false,
  })),
};

function paintRoom(context: CanvasRenderingContext2D, room: (typeof ROOMS)[number]) {
  const horizon = HEIGHT / 2;
  const sky = context.createLinearGradient(0, 0, 0, horizon);
  sky.addColorStop(0, "#f7f7f2");
  sky.addColorStop(1, room.wall);
  context.fillStyle = sky;
  context.fillRect(0, 0, WIDTH, horizon + HEIGHT * 0.15);
  context.fillStyle = room.floor;
  context.fillRect(0, horizon + HEIGHT * 0.15, WIDTH, HEIGHT);
  // Floorboards, so turning shows movement.
  context.strokeStyle = "rgba(0, 0, 0, 0.15)";
  for (let x = 0; x < WIDTH; x += 32) {
    context.beginPath();
    context.moveTo(x, horizon + HEIGHT * 0.15);
    context.lineTo(x, HEIGHT);
    context.stroke();
  }
  // The picture's centre looks at the camera's yaw; a column's heading follows from it.
  const columnOf = (heading: number) => ((((heading - room.yaw) / 360 + 0.5) % 1) + 1) % 1;
  // Windows on the southern half, corners every 90°.
  for (const heading of [135, 180, 225]) {
    const x = columnOf(heading) * WIDTH;
    context.fillStyle = "#8fc1ea";
    context.fillRect(x - 60, horizon - 150, 120, 190);
    context.strokeStyle = "#ffffff";
    context.lineWidth = 8;
    context.strokeRect(x - 60, horizon - 150, 120, 190);
  }
  context.lineWidth = 2;
  context.strokeStyle = "rgba(0, 0, 0, 0.3)";
  for (const heading of [45, 135, 225, 315]) {
    const x = columnOf(heading) * WIDTH;
    context.beginPath();
    context.moveTo(x, HEIGHT * 0.1);
    context.lineTo(x, horizon + HEIGHT * 0.15);
    context.stroke();
  }
  context.fillStyle = "#1a1a1a";
  context.font = "bold 64px sans-serif";
  context.textAlign = "center";
  COMPASS.forEach((label, index) => context.fillText(label, columnOf(index * 45) * WIDTH, horizon + 40));
}

let tiles: Map<string, string> | null = null;

function paintTiles(): Map<string, string> {
  const painted = new Map<string, string>();
  for (const room of ROOMS) {
    const canvas = document.createElement("canvas");
    canvas.width = WIDTH;
    canvas.height = HEIGHT;
    const context = canvas.getContext("2d");
    if (!context) return painted;
    paintRoom(context, room);
    const tile = document.createElement("canvas");
    tile.width = WIDTH / COLS;
    tile.height = HEIGHT / ROWS;
    const tileContext = tile.getContext("2d")!;
    for (let row = 0; row < ROWS; row += 1) {
      for (let col = 0; col < COLS; col += 1) {
        tileContext.drawImage(canvas, -col * tile.width, -row * tile.height);
        painted.set(`/residenceexplorer/files/360/story/${room.id}/${col}_${row}.png`, tile.toDataURL("image/png"));
      }
    }
  }
  return painted;
}

/** The painted tile for a tile URL of PAINTED_PROJECT. */
export function paintedTileUrl(url: string): string {
  tiles ??= paintTiles();
  return tiles.get(url) ?? url;
}
