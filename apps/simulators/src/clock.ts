/** Milliseconds since the epoch; injected so tests can move time. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that moves only when told (tests). */
export interface ManualClock extends Clock {
  advance(milliseconds: number): void;
  set(epochMilliseconds: number): void;
}

export function manualClock(start = Date.UTC(2026, 0, 15, 9, 0, 0)): ManualClock {
  let current = start;
  return {
    now: () => current,
    advance: (milliseconds) => {
      current += milliseconds;
    },
    set: (epochMilliseconds) => {
      current = epochMilliseconds;
    },
  };
}
