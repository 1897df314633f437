import { describe, expect, it } from "vitest";
import { arrowDirection, homeOrder, neighbourGraph } from "./keyboard-order";

describe("homeOrder", () => {
  it("goes floor by floor from the ground floor, by number within a floor", () => {
    const order = homeOrder([
      { number: "210", floor: 1 },
      { number: "102", floor: 0 },
      { number: "29", floor: 1 },
      { number: "101", floor: 0 },
      { number: "301", floor: 2 },
    ]);
    expect(order).toEqual(["101", "102", "29", "210", "301"]);
  });
});

describe("neighbourGraph", () => {
  // Two floors of three, the upper one shifted right; the screen's x, not the numbers, decides left and right.
  const graph = neighbourGraph([
    { number: "103", floor: 0, x: 10 },
    { number: "101", floor: 0, x: 300 },
    { number: "102", floor: 0, x: 150 },
    { number: "201", floor: 1, x: 40 },
    { number: "202", floor: 1, x: 200 },
    { number: "203", floor: 1, x: 320 },
  ]);

  it("moves left and right along the floor by place on the screen, stopping at the ends", () => {
    expect(graph.get("102")).toMatchObject({ left: "103", right: "101" });
    expect(graph.get("103")!.left).toBeNull();
    expect(graph.get("101")!.right).toBeNull();
  });

  it("moves up and down to the nearest home of the floor above or below", () => {
    expect(graph.get("102")!.up).toBe("202");
    expect(graph.get("103")!.up).toBe("201");
    expect(graph.get("203")!.down).toBe("101");
    expect(graph.get("201")!.down).toBe("103");
    expect(graph.get("201")!.up).toBeNull();
    expect(graph.get("101")!.down).toBeNull();
  });

  it("skips a floor with no homes left (all filtered out)", () => {
    const sparse = neighbourGraph([
      { number: "101", floor: 0, x: 0 },
      { number: "301", floor: 2, x: 0 },
    ]);
    expect(sparse.get("101")!.up).toBe("301");
    expect(sparse.get("301")!.down).toBe("101");
  });

  it("maps the arrow keys and nothing else", () => {
    expect(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Enter"].map(arrowDirection)).toEqual([
      "left",
      "right",
      "up",
      "down",
      null,
    ]);
  });
});
