export { foldForSearch, slugify } from "../../core/text";

/** Rounds to a step (prices to whole thousands, areas to half square metres). */
export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** Degrees rounded to six decimals (about 0.1 m): the same text on every run and server. */
export function roundDegrees(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
