/*
 * The keyboard's way through the building (issue 24, accessibility): homes in reading order
 * floor by floor, the ground floor first and by number within a floor; the arrow keys move to
 * the neighbour on the same floor (left, right) or to the nearest home on the floor above or
 * below. Pure functions over positions, so the overlay and the tests share them.
 */

/** A home as the keyboard sees it: its number, floor and its left-to-right place on the screen (or the plan). */
export interface KeyboardHome {
  number: string;
  floor: number;
  /** Larger is further right as the visitor sees it. */
  x: number;
}

export interface Neighbours {
  left: string | null;
  right: string | null;
  up: string | null;
  down: string | null;
}

const byNumber = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

/** The Tab order: floor by floor from the ground floor, by number within a floor. */
export function homeOrder(homes: readonly Pick<KeyboardHome, "number" | "floor">[]): string[] {
  return [...homes].sort((a, b) => a.floor - b.floor || byNumber(a.number, b.number)).map((home) => home.number);
}

/** Each home's neighbours for the arrow keys; a missing neighbour is null (the keys stop at the edges). */
export function neighbourGraph(homes: readonly KeyboardHome[]): Map<string, Neighbours> {
  const floors = new Map<number, KeyboardHome[]>();
  for (const home of homes) floors.set(home.floor, [...(floors.get(home.floor) ?? []), home]);
  for (const row of floors.values()) row.sort((a, b) => a.x - b.x || byNumber(a.number, b.number));
  const levels = [...floors.keys()].sort((a, b) => a - b);
  const nearestOn = (level: number | undefined, x: number): string | null => {
    if (level === undefined) return null;
    const row = floors.get(level)!;
    let best = row[0]!;
    for (const home of row) if (Math.abs(home.x - x) < Math.abs(best.x - x)) best = home;
    return best.number;
  };
  const graph = new Map<string, Neighbours>();
  for (const [levelIndex, level] of levels.entries()) {
    const row = floors.get(level)!;
    row.forEach((home, index) => {
      graph.set(home.number, {
        left: row[index - 1]?.number ?? null,
        right: row[index + 1]?.number ?? null,
        up: nearestOn(levels[levelIndex + 1], home.x),
        down: nearestOn(levels[levelIndex - 1], home.x),
      });
    });
  }
  return graph;
}

/** The key's direction, or null for a key the overlay does not move on. */
export function arrowDirection(key: string): keyof Neighbours | null {
  switch (key) {
    case "ArrowLeft":
      return "left";
    case "ArrowRight":
      return "right";
    case "ArrowUp":
      return "up";
    case "ArrowDown":
      return "down";
    default:
      return null;
  }
}
