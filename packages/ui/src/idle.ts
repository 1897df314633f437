/**
 * Runs `run` once the browser is idle (at the latest after `timeoutMs`); where there is no
 * requestIdleCallback (Safari), after `fallbackMs`. Returns a cancel function.
 */
export function whenIdle(
  run: () => void,
  { timeoutMs = 5000, fallbackMs = 2000, win = window }: { timeoutMs?: number; fallbackMs?: number; win?: Window } = {},
): () => void {
  if (typeof win.requestIdleCallback === "function") {
    const handle = win.requestIdleCallback(run, { timeout: timeoutMs });
    return () => win.cancelIdleCallback(handle);
  }
  const timer = win.setTimeout(run, fallbackMs);
  return () => win.clearTimeout(timer);
}
