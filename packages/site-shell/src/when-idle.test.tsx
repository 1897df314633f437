import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WhenIdle } from "./when-idle";

afterEach(cleanup);

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
