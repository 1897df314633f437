import { describe, expect, it, vi } from "vitest";
import { whenIdle } from "./idle";

describe("whenIdle", () => {
  it("asks for an idle callback with the timeout, and cancels it", () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    const win = { requestIdleCallback, cancelIdleCallback } as unknown as Window;
    const run = vi.fn();
    const cancel = whenIdle(run, { timeoutMs: 1234, win });
    expect(requestIdleCallback).toHaveBeenCalledWith(run, { timeout: 1234 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });
});
