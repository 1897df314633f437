import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./idle";
import { WhenIdle } from "./when-idle";

afterEach(cleanup);

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

describe("WhenIdle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // jsdom has no requestIdleCallback: the fallback timer stands in for the idle moment.
  it("renders its children only once the browser is idle", () => {
    render(
      <WhenIdle>
        <p>Consent</p>
      </WhenIdle>,
    );
    expect(screen.queryByText("Consent")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByText("Consent")).toBeTruthy();
  });
});
