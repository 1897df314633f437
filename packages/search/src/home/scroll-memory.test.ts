import { afterEach, describe, expect, it } from "vitest";
import {
  currentUrlKey,
  listAnchor,
  readPosition,
  restoredScrollY,
  savePosition,
  startFreshVisit,
} from "./scroll-memory";

/** A list of cards in one column, each `height` tall, the first at `firstTop` from the window's top. */
function listOf(count: number, height: number, firstTop: number): HTMLUListElement {
  const list = document.createElement("ul");
  for (let index = 0; index < count; index += 1) {
    const card = document.createElement("li");
    const top = firstTop + index * height;
    card.getBoundingClientRect = () => ({ top, bottom: top + height }) as DOMRect;
    list.append(card);
  }
  return list;
}

afterEach(() => {
  window.sessionStorage.clear();
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
});

describe("listAnchor", () => {
  it("finds the first card reaching below the window's top, and its offset", () => {
    // Cards 400 tall, the first 1000 above the window: card 2 spans -200..200.
    expect(listAnchor(listOf(30, 400, -1000))).toEqual({ index: 2, top: -200 });
    expect(listAnchor(listOf(30, 400, 150))).toEqual({ index: 0, top: 150 });
  });

  it("is null without cards or when every card is above the window", () => {
    expect(listAnchor(listOf(0, 400, 0))).toBeNull();
    expect(listAnchor(listOf(3, 400, -5000))).toBeNull();
    expect(listAnchor(null)).toBeNull();
  });
});

describe("restoredScrollY", () => {
  it("brings the saved card back to its offset, whatever the pixels said", () => {
    Object.defineProperty(window, "scrollY", { value: 300, configurable: true });
    // Card 2 is now 500 below the window's top (its cards above are drawn at another height).
    const list = listOf(30, 400, -300);
    expect(
      restoredScrollY({ scrollY: 9999, anchor: { index: 2, top: -200 }, stagePages: 1, objectPages: 1 }, list),
    ).toBe(300 + 500 + 200);
  });

  it("falls back to the saved pixels when the card is gone or was not saved", () => {
    const list = listOf(2, 400, 0);
    expect(restoredScrollY({ scrollY: 1200, anchor: { index: 5, top: 0 }, stagePages: 1, objectPages: 1 }, list)).toBe(
      1200,
    );
    expect(restoredScrollY({ scrollY: 1200, stagePages: 1, objectPages: 1 }, list)).toBe(1200);
  });
});

describe("saved positions", () => {
  it("keep the card anchor, and drop one that is malformed", () => {
    savePosition({ scrollY: 800, anchor: { index: 4, top: -12.5 }, stagePages: 2, objectPages: 1 });
    expect(readPosition()).toEqual({ scrollY: 800, anchor: { index: 4, top: -12.5 }, stagePages: 2, objectPages: 1 });

    window.sessionStorage.setItem(
      currentUrlKey(),
      JSON.stringify({ scrollY: 800, anchor: { index: -1, top: "x" }, stagePages: 2, objectPages: 1 }),
    );
    expect(readPosition()).toEqual({ scrollY: 800, anchor: null, stagePages: 2, objectPages: 1 });
  });

  it("are forgotten by a fresh visit once the browser is idle, except what that visit saved", async () => {
    window.sessionStorage.setItem("housing-search:position:/sok-bostad/?price=0-1000000", "{}");
    window.sessionStorage.setItem(currentUrlKey(), JSON.stringify({ scrollY: 10, stagePages: 1, objectPages: 1 }));
    window.sessionStorage.setItem("housing.other", "kept");
    startFreshVisit();
    // Nothing is touched while the page hydrates.
    expect(window.sessionStorage.getItem("housing-search:position:/sok-bostad/?price=0-1000000")).toBe("{}");
    savePosition({ scrollY: 400, anchor: null, stagePages: 1, objectPages: 1 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(window.sessionStorage.getItem("housing-search:position:/sok-bostad/?price=0-1000000")).toBeNull();
    expect(readPosition()).toEqual({ scrollY: 400, anchor: null, stagePages: 1, objectPages: 1 });
    expect(window.sessionStorage.getItem("housing.other")).toBe("kept");
  });
});
