import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAddressState, withQuery, type Address } from "./use-address-state";

/** A state that is the page number in `?page=`, and the hash. */
interface PageState {
  page: number;
  hash: string;
}
const read = (address: Address): PageState => ({
  page: Number(new URLSearchParams(address.query).get("page") ?? 1),
  hash: address.hash,
});
const href = (state: PageState, current: Address) =>
  withQuery({ ...current, hash: state.hash }, state.page > 1 ? `page=${state.page}` : "");

function setup(options: { readOnMount?: boolean; onRestore?: (state: PageState) => void } = {}) {
  return renderHook(() =>
    useAddressState({ initial: () => ({ page: 1, hash: "" }), read, href, ...options }),
  );
}

describe("useAddressState", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("starts from the server's state and writes a change as a history entry", () => {
    window.history.replaceState(null, "", "/sok/");
    const push = vi.spyOn(window.history, "pushState");
    const { result } = setup();
    expect(result.current[0]).toEqual({ page: 1, hash: "" });
    act(() => result.current[1]({ page: 2, hash: "" }));
    expect(result.current[0].page).toBe(2);
    expect(window.location.pathname + window.location.search).toBe("/sok/?page=2");
    expect(push).toHaveBeenCalledOnce();
    push.mockRestore();
  });

  it("adds no history entry for a state with the current address, and replaces on request", () => {
    window.history.replaceState(null, "", "/sok/?page=3");
    const push = vi.spyOn(window.history, "pushState");
    const replace = vi.spyOn(window.history, "replaceState");
    const { result } = setup();
    act(() => result.current[1]({ page: 3, hash: "" }));
    expect(push).not.toHaveBeenCalled();
    act(() => result.current[1]({ page: 4, hash: "" }, "replace"));
    expect(replace).toHaveBeenCalledOnce();
    expect(window.location.search).toBe("?page=4");
    push.mockRestore();
    replace.mockRestore();
  });

  it("follows Back and Forward and tells the page", () => {
    window.history.replaceState(null, "", "/sok/");
    const onRestore = vi.fn();
    const { result } = setup({ onRestore });
    act(() => result.current[1]({ page: 2, hash: "" }));
    act(() => {
      window.history.replaceState(null, "", "/sok/?page=5");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(result.current[0].page).toBe(5);
    expect(onRestore).toHaveBeenCalledWith({ page: 5, hash: "" });
  });

  it("keeps the same state object when the address read back is the same", () => {
    window.history.replaceState(null, "", "/sok/");
    const { result } = setup();
    const before = result.current[0];
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(result.current[0]).toBe(before);
  });

  it("reads the hash after hydration when asked, which the server never sees", () => {
    window.history.replaceState(null, "", "/sok/#map");
    const { result } = setup({ readOnMount: true });
    expect(result.current[0]).toEqual({ page: 1, hash: "#map" });
    expect(setup().result.current[0].hash).toBe("");
  });
});
