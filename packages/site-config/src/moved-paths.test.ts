import { describe, expect, it } from "vitest";
import { movedPathFor } from "./moved-paths";
import { routePath } from "./paths";
import { sites } from "./sites";

describe("movedPathFor", () => {
  it.each([
    ["/en/karriar/", "/en/careers/"],
    ["/en/karriar", "/en/careers/"],
    ["/en/karriar/lediga-jobb/", "/en/careers/jobs/"],
    ["/en/Karriar/lediga-jobb/site-manager/", "/en/careers/jobs/site-manager/"],
    ["/en/om-oss/sok/", "/en/about-us/search/"],
  ])("sends %s on the English sub-site to %s", (from, to) => {
    expect(movedPathFor(sites["se-en"], from)).toBe(to);
  });

  it("moves to the English sub-site's current routes", () => {
    const english = sites["se-en"];
    expect(movedPathFor(english, "/en/karriar/")).toBe(routePath(english, "career"));
    expect(movedPathFor(english, "/en/karriar/lediga-jobb/")).toBe(routePath(english, "careerJobs"));
    expect(movedPathFor(english, "/en/om-oss/sok/")).toBe(routePath(english, "corporateSearch"));
  });

  it("leaves the Swedish site's own Swedish paths and unmoved English paths alone", () => {
    expect(movedPathFor(sites.se, "/karriar/")).toBeNull();
    expect(movedPathFor(sites.se, "/om-oss/sok/")).toBeNull();
    expect(movedPathFor(sites["se-en"], "/en/careers/")).toBeNull();
    expect(movedPathFor(sites["se-en"], "/en/")).toBeNull();
  });
});
