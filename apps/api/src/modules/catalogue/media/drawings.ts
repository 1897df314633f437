import type { ImageKind } from "../schema";
import { Random } from "../../../core/random";
import { circle, FACADE_COLOURS, line, num, polygon, rect, ROOF_COLOURS, ROOM_COLOURS, svgDocument } from "./svg";

/** What the media route knows of an image: its row in `images`. */
export interface DrawingRecipe {
  kind: ImageKind;
  width: number;
  height: number;
  seed: number;
  variant: number;
  alt: string;
}

function sky(random: Random, seed: number, width: number, horizon: number): string[] {
  const [top, bottom] = random.pick([
    ["#b9d7ef", "#eef5fb"],
    ["#c7d9e8", "#f4efe6"],
    ["#f2c7a5", "#f8e9d9"],
  ] as const);
  return [
    // The id carries the seed: two drawings inlined in one page must not share a gradient id.
    `<defs><linearGradient id="sky-${seed}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    rect(0, 0, width, horizon, `url(#sky-${seed})`),
  ];
}

function tree(random: Random, x: number, ground: number): string[] {
  const size = random.float(26, 48);
  const green = random.pick(["#5d7f4a", "#6f8f56", "#4b6b3f"]);
  return [rect(x - 4, ground - size * 0.9, 8, size * 0.9, "#6b4f3a"), circle(x, ground - size * 1.2, size * 0.7, green)];
}

/** A block of flats (variant = floors, three or more) or a row of houses (fewer). */
function facade(recipe: DrawingRecipe, random: Random): string[] {
  const { width, height } = recipe;
  const ground = height - 90;
  const parts = [...sky(random, recipe.seed, width, ground), rect(0, ground, width, height - ground, "#9fbf7f")];
  const isBlock = recipe.variant >= 3;
  const count = isBlock ? random.int(1, 3) : random.int(3, 5);
  const slot = (width - 80) / count;
  for (let index = 0; index < count; index++) {
    const wall = random.pick(FACADE_COLOURS);
    const roof = random.pick(ROOF_COLOURS);
    const floors = isBlock ? recipe.variant : random.int(1, 2);
    const floorHeight = isBlock ? Math.min(54, (ground - 120) / floors) : 80;
    const buildingWidth = slot * random.float(0.72, 0.9);
    const left = 40 + index * slot + (slot - buildingWidth) / 2;
    const top = ground - floors * floorHeight;
    parts.push(rect(left, top, buildingWidth, floors * floorHeight, wall, ` stroke="#00000022"`));
    const isPitched = !isBlock || (floors <= 5 && random.chance(0.5));
    if (isPitched) {
      parts.push(polygon([[left - 12, top], [left + buildingWidth / 2, top - Math.min(110, buildingWidth * 0.35)], [left + buildingWidth + 12, top]], roof));
    } else {
      parts.push(rect(left - 4, top - 10, buildingWidth + 8, 10, roof));
    }
    const columns = Math.max(2, Math.floor(buildingWidth / (isBlock ? 58 : 70)));
    const gap = buildingWidth / columns;
    const glass = random.pick(["#dfe9f1", "#c4d6e4", "#f5edd0"]);
    const hasBalconies = isBlock && random.chance(0.7);
    // The windows (and balconies on every other column) repeat floor by floor: one pattern
    // tile each, filling the facade, instead of a rect per window. A browser lays out a
    // drawing's every element, and a twelve-floor block had hundreds.
    const id = `${recipe.seed}-${index}`;
    const pane = rect(gap * 0.28, floorHeight * 0.22, gap * 0.44, floorHeight * 0.5, glass, ` stroke="#ffffff" stroke-width="2"`);
    parts.push(
      `<defs><pattern id="windows-${id}" patternUnits="userSpaceOnUse" x="${num(left)}" y="${num(top)}" width="${num(gap)}" height="${num(floorHeight)}">${pane}</pattern></defs>`,
      rect(left, top, columns * gap, floors * floorHeight, `url(#windows-${id})`),
    );
    if (hasBalconies && floors > 1) {
      const balcony = rect(gap + gap * 0.28 - 6, floorHeight * 0.72, gap * 0.44 + 12, floorHeight * 0.22, "#00000033");
      parts.push(
        `<defs><pattern id="balconies-${id}" patternUnits="userSpaceOnUse" x="${num(left)}" y="${num(top)}" width="${num(2 * gap)}" height="${num(floorHeight)}">${balcony}</pattern></defs>`,
        rect(left, top, columns * gap, (floors - 1) * floorHeight, `url(#balconies-${id})`),
      );
    }
    if (isBlock) {
      parts.push(rect(left + buildingWidth / 2 - 18, ground - floorHeight * 0.75, 36, floorHeight * 0.75, "#3d342c"));
    } else {
      // A house's front door, over the window of the ground floor's middle column.
      const x = left + Math.floor(columns / 2) * gap + gap * 0.28;
      parts.push(rect(x - 2, ground - floorHeight * 0.8, gap * 0.44 + 4, floorHeight * 0.8, "#4a3b30"));
    }
  }
  for (let index = random.int(3, 7); index > 0; index--) parts.push(...tree(random, random.float(20, width - 20), ground + random.float(10, 60)));
  return parts;
}

interface Cell {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A floor plan: the outline split into rooms (variant = rooms, plus kitchen and bathroom), with windows and doors. */
function plan(recipe: DrawingRecipe, random: Random): string[] {
  const { width, height } = recipe;
  const margin = 70;
  const outline: Cell = { x: margin, y: margin + random.float(0, 80), w: width - 2 * margin, h: height - 2 * margin - 80 };
  const cells: Cell[] = [outline];
  const target = Math.max(3, Math.min(9, recipe.variant + 2));
  while (cells.length < target) {
    cells.sort((a, b) => b.w * b.h - a.w * a.h);
    const cell = cells.shift()!;
    const split = random.float(0.38, 0.62);
    if (cell.w >= cell.h) {
      cells.push({ ...cell, w: cell.w * split }, { ...cell, x: cell.x + cell.w * split, w: cell.w * (1 - split) });
    } else {
      cells.push({ ...cell, h: cell.h * split }, { ...cell, y: cell.y + cell.h * split, h: cell.h * (1 - split) });
    }
  }
  cells.sort((a, b) => a.y - b.y || a.x - b.x);
  const parts = [rect(0, 0, width, height, "#fbfaf7")];
  cells.forEach((cell, index) => parts.push(rect(cell.x, cell.y, cell.w, cell.h, ROOM_COLOURS[index % ROOM_COLOURS.length]!)));
  for (const cell of cells) {
    parts.push(rect(cell.x, cell.y, cell.w, cell.h, "none", ` stroke="#2b2b2b" stroke-width="6"`));
    // A door: a gap in the wall and the leaf's swing.
    const doorX = cell.x + Math.min(cell.w - 60, random.float(16, Math.max(17, cell.w - 76)));
    parts.push(line(doorX, cell.y, doorX + 50, cell.y, "#fbfaf7", 8));
    parts.push(`<path d="M${num(doorX)} ${num(cell.y)} v${num(40)} a40 40 0 0 0 40 -40" fill="none" stroke="#8a8a8a" stroke-width="2"/>`);
  }
  parts.push(rect(outline.x, outline.y, outline.w, outline.h, "none", ` stroke="#1e1e1e" stroke-width="12"`));
  for (let index = random.int(3, 6); index > 0; index--) {
    const onTop = random.chance(0.5);
    const along = random.float(0.1, 0.8);
    const y = onTop ? outline.y : outline.y + outline.h;
    parts.push(line(outline.x + outline.w * along, y, outline.x + outline.w * along + 70, y, "#8fc3e6", 10));
  }
  return parts;
}

/** An area from above: grass, water, streets and building footprints (variant = stages in it). */
function aerial(recipe: DrawingRecipe, random: Random): string[] {
  const { width, height } = recipe;
  const parts = [rect(0, 0, width, height, "#a8c98a")];
  if (random.chance(0.6)) {
    const shore = random.float(0.15, 0.35) * width;
    parts.push(polygon([[0, 0], [shore, 0], [shore * 0.6, height], [0, height]], "#8cbad6"));
  }
  const streets = random.int(2, 4);
  for (let index = 0; index < streets; index++) {
    const y = random.float(80, height - 80);
    parts.push(line(0, y, width, y + random.float(-120, 120), "#d8d4cc", 26));
  }
  parts.push(line(random.float(300, width - 200), 0, random.float(300, width - 200), height, "#d8d4cc", 30));
  const footprints = Math.min(40, 8 + recipe.variant * 4);
  for (let index = 0; index < footprints; index++) {
    const w = random.float(40, 120);
    const h = random.float(30, 80);
    const x = random.float(width * 0.3, width - w - 20);
    const y = random.float(20, height - h - 20);
    const angle = random.pick([0, 0, 8, -8, 15]);
    parts.push(
      rect(x, y, w, h, random.pick(["#e7e1d6", "#d9cfc0", "#c9b9a6", "#b5523b"]), ` transform="rotate(${angle} ${num(x + w / 2)} ${num(y + h / 2)})" stroke="#00000033"`),
    );
  }
  for (let index = 0; index < 40; index++) parts.push(circle(random.float(0, width), random.float(0, height), random.float(6, 14), "#6f8f56", ` opacity="0.8"`));
  return parts;
}

/** The same recipe always gives the same SVG text. */
export function renderDrawing(recipe: DrawingRecipe): string {
  const random = new Random(recipe.seed);
  const draw = { facade, plan, aerial }[recipe.kind];
  return svgDocument(recipe.width, recipe.height, recipe.alt, draw(recipe, random));
}
