/*
 * The seed's only source of chance: a mulberry32 generator seeded from a name. Every
 * stage, home and listing draws from its own generator ("stage:Jmse:12"), so one more
 * stage on one site does not reshuffle everything after it, and the same options always
 * give the same database.
 */

/** FNV-1a, 32 bits: a name to a generator seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A generator for a named thing; the same name always starts the same sequence. */
  static for(name: string): Random {
    return new Random(hashString(name));
  }

  /** mulberry32: uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** A 31-bit integer, e.g. the seed of a drawing. */
  seed(): number {
    return Math.floor(this.next() * 0x7fffffff);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One item, each as likely as its weight. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weightOf(item), 0);
    let point = this.next() * total;
    for (const item of items) {
      point -= weightOf(item);
      if (point < 0) return item;
    }
    return items[items.length - 1]!;
  }

  /** A key of a { key: weight } table. */
  weightedKey<K extends string>(weights: Readonly<Record<K, number>>): K {
    const keys = Object.keys(weights) as K[];
    return this.weighted(keys, (key) => weights[key]);
  }

  /** Up to `count` distinct items, in list order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].sort((a, b) => a - b).map((index) => items[index]!);
  }
}

/**
 * Splits `total` into integer parts proportional to `weights` (largest remainder, ties to
 * the earlier part); then parts below `minimum` are lifted, taking from the largest part,
 * as far as the total allows.
 */
export function apportion(total: number, weights: readonly number[], minimum = 0): number[] {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const exact = weights.map((weight) => (total * weight) / sum);
  // 6000 * 0.45 is 2699.9999… in floating point; it should still be 2700.
  const parts = exact.map((value) => Math.floor(value + 1e-9));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - parts[index]! }));
  order.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  for (let index = 0; index < parts.length; index++) {
    while (parts[index]! < minimum) {
      const largest = parts.indexOf(Math.max(...parts));
      if (parts[largest]! <= minimum) return parts;
      parts[largest]! -= 1;
      parts[index]! += 1;
    }
  }
  return parts;
}
