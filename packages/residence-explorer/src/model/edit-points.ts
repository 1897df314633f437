import type { ClickArea, ViewPoint } from "@housing/contracts/explorer";

const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;

/** The areas with one point moved, kept inside the picture (0-1) as the contract requires. */
export function moveAreaPoint(areas: readonly ClickArea[], area: number, point: number, to: ViewPoint): ClickArea[] {
  return areas.map((entry, index) =>
    index === area
      ? {
          ...entry,
          points: entry.points.map((old, pointIndex) => (pointIndex === point ? [clamp(to[0]), clamp(to[1])] : old)),
        }
      : entry,
  );
}
