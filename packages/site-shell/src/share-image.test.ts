import { describe, expect, it } from "vitest";
import { shareCardFor } from "./share-image";

describe("shareCardFor", () => {
  it("points a page with only drawings at its 1200 × 630 share card", () => {
    expect(
      shareCardFor([{ url: "/media/facade/1.svg", alt: "Fasad", width: 1200, height: 800 }], {
        origin: "https://www.fjallvik.example",
        path: "/sok-bostad/a b/",
      }),
    ).toEqual({
      url: "https://www.fjallvik.example/share-image.png?path=%2Fsok-bostad%2Fa%20b%2F",
      width: 1200,
      height: 630,
      alt: "Fasad",
    });
  });

  it("gives no card to a page without images", () => {
    expect(shareCardFor([], { origin: "https://x.example", path: "/" })).toBeNull();
  });
});
