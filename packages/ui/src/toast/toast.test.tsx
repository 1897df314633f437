import { TestI18nProvider } from "@housing/i18n/testing";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ToastRegion } from "./toast-region";
import { MAX_TOASTS, TOAST_TIMEOUT_MS, showToastAtom, toastsAtom } from "./toast-store";

// The toasts' code is loaded with the first toast (React.lazy); loaded once here, each render then only waits a microtask.
beforeAll(async () => {
  await Promise.all([import("./toast-list"), import("./toast-feed")]);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** What a screen reader reads of an element: its text without the parts hidden from it (the icons). */
function spoken(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll("[aria-hidden='true']")) hidden.remove();
  return copy.textContent ?? "";
}

function renderRegion() {
  const store = createStore();
  render(
    <Provider store={store}>
      <TestI18nProvider locale="en">
        <button type="button">Save</button>
        <ToastRegion />
      </TestI18nProvider>
    </Provider>,
  );
  return store;
}

describe("toasts (spec section 8)", () => {
  it("has both live regions from the first render, so what is added is announced", async () => {
    renderRegion();
    expect(spoken(screen.getByRole("alert"))).toBe("");
    expect(spoken(screen.getByRole("status"))).toBe("");
  });

  it("announces an error assertively and a success politely, each with its kind in words", async () => {
    const store = renderRegion();
    await act(async () => {
      store.set(showToastAtom, { tone: "error", message: "Could not save.", detail: "Already saved" });
      store.set(showToastAtom, { tone: "success", message: "Saved!" });
    });
    expect(spoken(screen.getByRole("alert"))).toBe("Error: Could not save. Already saved");
    expect(spoken(screen.getByRole("status"))).toBe("Done: Saved!");
  });

  it("shows the same message once, and at most three toasts", async () => {
    const store = renderRegion();
    await act(async () => {
      for (let i = 0; i < 3; i += 1) store.set(showToastAtom, { tone: "error", message: "Could not load." });
    });
    expect(store.get(toastsAtom)).toHaveLength(1);
    await act(async () => {
      for (let i = 0; i < 5; i += 1) store.set(showToastAtom, { tone: "error", message: `Message ${i}` });
    });
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual(["Message 2", "Message 3", "Message 4"]);
    expect(store.get(toastsAtom)).toHaveLength(MAX_TOASTS);
  });

  it("is dismissed with its button, and with Escape, and focus goes back where it was", async () => {
    const store = renderRegion();
    await act(async () => {
      store.set(showToastAtom, { tone: "error", message: "First" });
      store.set(showToastAtom, { tone: "error", message: "Second" });
    });
    const alert = screen.getByRole("alert");
    fireEvent.click(within(alert).getAllByRole("button", { name: "Dismiss message" })[0]!);
    expect(spoken(alert)).toBe("Error: Second");

    const save = screen.getByRole("button", { name: "Save" });
    save.focus();
    const dismiss = within(alert).getByRole("button", { name: "Dismiss message" });
    act(() => dismiss.focus());
    fireEvent.focus(dismiss, { relatedTarget: save });
    fireEvent.keyDown(dismiss, { key: "Escape" });
    expect(spoken(alert)).toBe("");
    expect(document.activeElement).toBe(save);
  });

  it("lets a success go after 6 s, but not while it is pointed at; an error stays", async () => {
    vi.useFakeTimers();
    const store = renderRegion();
    await act(async () => {
      store.set(showToastAtom, { tone: "error", message: "Failed" });
      store.set(showToastAtom, { tone: "success", message: "Saved" });
    });
    const success = screen.getByRole("status").firstElementChild!;
    fireEvent.pointerEnter(success);
    act(() => {
      vi.advanceTimersByTime(TOAST_TIMEOUT_MS * 2);
    });
    expect(spoken(screen.getByRole("status"))).toBe("Done: Saved");
    fireEvent.pointerLeave(success);
    act(() => {
      vi.advanceTimersByTime(TOAST_TIMEOUT_MS);
    });
    expect(spoken(screen.getByRole("status"))).toBe("");
    expect(spoken(screen.getByRole("alert"))).toBe("Error: Failed");
  });

  it("renders the message's HTML as a safe subset", async () => {
    const store = renderRegion();
    await act(async () =>
      store.set(showToastAtom, {
        tone: "error",
        message: 'Could <strong onclick="alert(1)">not</strong> save. <a href="/help/">Help</a><script>alert(2)</script>',
        detail: "<b>raw</b>",
      }),
    );
    const alert = screen.getByRole("alert");
    expect(alert.querySelector("strong")?.getAttribute("onclick")).toBeNull();
    expect(within(alert).getByRole("link", { name: "Help" }).getAttribute("href")).toBe("/help/");
    expect(alert.querySelector("script")).toBeNull();
    // The detail (a server's error text) is never read as HTML.
    expect(alert.textContent).toContain("<b>raw</b>");
  });
});
