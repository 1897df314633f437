import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { createProxy, SITE_HEADER } from "./proxy";
import { pagePathFromSegments, siteForSegment } from "./paths";
import { isNoIndexPage, resolveTemplate, templateRegistry, UnknownTemplateError } from "./registry";
import { toQueryString } from "./search-params";

describe("template registry", () => {
  it("resolves registered templates and throws for unknown names (spec: an unknown name is an error)", () => {
    expect(resolveTemplate("StartPage")).toBe(templateRegistry.StartPage);
    expect(() => resolveTemplate("LegacyWidgetPage")).toThrow(UnknownTemplateError);
  });

  it.each([
    ["StartPage", false, false],
    ["StartPage", true, true],
    ["LoginPage", false, true],
    ["PaymentPage", false, true],
    ["MyPagesErrandsPage", false, true],
    ["ClickToBuyContractPage", false, true],
    ["ArticlePage", false, false],
  ])("%s with CMS noIndex %s -> noindex %s", (template, cmsNoIndex, expected) => {
    expect(isNoIndexPage(template, cmsNoIndex)).toBe(expected);
  });
});

describe("paths", () => {
  it.each([
    [undefined, "/"],
    [[], "/"],
    [["sok-bostad"], "/sok-bostad/"],
    [["en", "mina-sidor", "errands"], "/en/mina-sidor/errands/"],
    [["karri%C3%A4r"], "/karriär/"],
    [["%E0%A4%A"], "/%E0%A4%A/"],
  ])("segments %j -> %s", (segments, expected) => {
    expect(pagePathFromSegments(segments)).toBe(expected);
  });

  it("accepts only the sites an app serves", () => {
    expect(siteForSegment("se", "se")?.key).toBe("Jmse");
    expect(siteForSegment("se", "se-en")?.key).toBe("JmseEn");
    expect(siteForSegment("se", "no")).toBeNull();
    expect(siteForSegment("fi", "fi")?.key).toBe("Jmoy");
    expect(siteForSegment("fi", "atlantis")).toBeNull();
  });

  it("keeps repeated query keys and sorts keys", () => {
    expect(toQueryString({ b: "2", a: ["1", "x y"], c: undefined })).toBe("a=1&a=x+y&b=2");
  });
});

describe("proxy", () => {
  const rewriteOf = (app: Parameters<typeof createProxy>[0], url: string, host: string) => {
    const response = createProxy(app)(new NextRequest(url, { headers: { host } }));
    return {
      rewrite: response.headers.get("x-middleware-rewrite"),
      site: response.headers.get(`x-middleware-request-${SITE_HEADER}`),
    };
  };

  it.each([
    ["se", "http://localhost:3000/", "localhost:3000", "/se", "se"],
    ["se", "http://localhost:3000/en/", "localhost:3000", "/se-en/en/", "se-en"],
    ["se", "http://localhost:3000/sok-bostad/?q=a", "localhost:3000", "/se/sok-bostad/?q=a", "se"],
    ["no", "http://localhost:3003/finn-din-bolig/", "localhost:3003", "/no/finn-din-bolig/", "no"],
    ["fi", "http://www.fjallvik-koti.example/hae/", "www.fjallvik-koti.example", "/fi/hae/", "fi"],
    ["senior", "http://unknown.example/", "unknown.example", "/senior", "senior"],
  ] as const)("%s %s -> %s", (app, url, host, rewritten, site) => {
    const { rewrite, site: header } = rewriteOf(app, url, host);
    expect(new URL(rewrite!).pathname + new URL(rewrite!).search).toBe(rewritten);
    expect(header).toBe(site);
  });
});
