import { describe, expect, it } from "vitest";
import { quickLinksFor } from "./quick-links";
import { swedishNavigation } from "./test-utils";

describe("quickLinksFor", () => {
  it("takes 2 links with search on and 3 with search off, in navigation order", () => {
    expect(quickLinksFor(swedishNavigation, "default", true).map((link) => link.href)).toEqual(["/kopa-bostad/", "/om-oss/"]);
    expect(quickLinksFor(swedishNavigation, "default", false).map((link) => link.href)).toEqual([
      "/kopa-bostad/",
      "/om-oss/",
      "/kundservice/",
    ]);
  });

  it("drops the children and copes with a short navigation", () => {
    expect(quickLinksFor(swedishNavigation.slice(0, 1), "default", false)).toEqual([{ label: "Köpa bostad", href: "/kopa-bostad/" }]);
  });
});
