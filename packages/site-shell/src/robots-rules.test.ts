import { describe, expect, it } from "vitest";
import { getSite, routePath, sitesOfApp } from "@housing/site-config";
import { robotsRules } from "./robots-rules";

describe("robotsRules", () => {
  it.each(["local", "dev", "test", "preprod"] as const)("disallows everything in %s", (environment) => {
    expect(robotsRules([getSite("se")], { environment, origin: "https://x.example" })).toEqual({
      rules: { userAgent: "*", disallow: "/" },
    });
  });

  it("in production keeps crawlers off my pages, booking and login on both sites of the Swedish host", () => {
    const robots = robotsRules(sitesOfApp("se"), { environment: "production", origin: "https://www.fjallvik.example" });
    const rules = robots.rules as { allow: string; disallow: string[] };
    expect(rules.allow).toBe("/");
    for (const code of ["se", "se-en"] as const) {
      for (const key of ["myPages", "clickToBuy", "login"] as const) {
        const path = routePath(getSite(code), key);
        if (path) expect(rules.disallow).toContain(path);
      }
    }
    expect(rules.disallow).not.toContain("/");
    expect(robots.sitemap).toBe("https://www.fjallvik.example/sitemap.xml");
  });

  it("leaves out pages a site does not have (the contractor site has no login)", () => {
    const robots = robotsRules([getSite("contractor")], { environment: "production", origin: "https://c.example" });
    const rules = robots.rules as { disallow: string[] };
    expect(rules.disallow.every((path) => path.startsWith("/"))).toBe(true);
    expect(rules.disallow).not.toContain(null);
  });
});
