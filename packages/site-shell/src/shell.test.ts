import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { createProxy, SITE_HEADER } from "./proxy";
import { pagePathFromSegments, siteForSegment } from "./paths";
import { isKnownTemplate, isNoIndexPage, resolveTemplate, templateRegistry, UnknownTemplateError } from "./registry";
import { toQueryString } from "./search-params";

describe("template registry", () => {
  it("resolves registered templates and throws for unknown names (spec: an unknown name is an error)", () => {
    expect(resolveTemplate("StartPage")).toBe(templateRegistry.StartPage);
    expect(() => resolveTemplate("LegacyWidgetPage")).toThrow(UnknownTemplateError);
    // A name that only an object's prototype knows is no template either.
    expect(() => resolveTemplate("constructor")).toThrow(UnknownTemplateError);
    expect(isKnownTemplate("constructor")).toBe(false);
    expect(isKnownTemplate("StartPage")).toBe(true);
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
  const everyPageExists = async () => "exists" as const;
  const rewriteOf = async (app: Parameters<typeof createProxy>[0], url: string, host: string) => {
    const response = await createProxy(app, { checkPage: everyPageExists })(
      new NextRequest(url, { headers: { host } }),
    );
    return {
      rewrite: response.headers.get("x-middleware-rewrite"),
      site: response.headers.get(`x-middleware-request-${SITE_HEADER}`),
    };
  };

  it.each([
    ["se", "http://localhost:3000/", "localhost:3000", "/se", "se"],
    ["se", "http://localhost:3000/en/", "localhost:3000", "/se-en/en/", "se-en"],
    ["se", "http://localhost:3000/sok-bostad/?q=a", "localhost:3000", "/se/_q/sok-bostad/?q=a", "se"],
    ["se", "http://localhost:3000/sok-bostad/?", "localhost:3000", "/se/sok-bostad/", "se"],
    ["se", "http://localhost:3000/_q/om-oss/", "localhost:3000", "/se/_q/_q/om-oss/", "se"],
    ["no", "http://localhost:3003/finn-din-bolig/", "localhost:3003", "/no/finn-din-bolig/", "no"],
    ["fi", "http://www.fjallvik-koti.example/hae/", "www.fjallvik-koti.example", "/fi/hae/", "fi"],
    ["senior", "http://unknown.example/", "unknown.example", "/senior", "senior"],
  ] as const)("%s %s -> %s", async (app, url, host, rewritten, site) => {
    const { rewrite, site: header } = await rewriteOf(app, url, host);
    expect(new URL(rewrite!).pathname + new URL(rewrite!).search).toBe(rewritten);
    expect(header).toBe(site);
  });

  it.each([
    ["http://localhost:3000/en/karriar/", "http://localhost:3000/en/careers/"],
    ["http://localhost:3000/en/karriar/lediga-jobb/", "http://localhost:3000/en/careers/jobs/"],
    ["http://localhost:3000/en/om-oss/sok/?s=report", "http://localhost:3000/en/about-us/search/?s=report"],
  ])("sends the English sub-site's old path %s permanently to %s", async (url, location) => {
    const response = await createProxy("se", { checkPage: everyPageExists })(
      new NextRequest(url, { headers: { host: "localhost:3000" } }),
    );
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe(location);
  });

  it("marks the site segment of a browser that holds the brand's faces, so that variant is cached apart", async () => {
    const request = new NextRequest("http://localhost:3000/om-oss/", { headers: { host: "localhost:3000" } });
    // Set here: the test environment's Request drops a Cookie header given to its constructor.
    request.cookies.set("housing-fonts", "1");
    const response = await createProxy("se", { checkPage: everyPageExists })(request);
    expect(new URL(response.headers.get("x-middleware-rewrite")!).pathname).toBe("/se~fonts/om-oss/");
    expect(siteForSegment("se", "se~fonts")?.code).toBe("se");
    expect(siteForSegment("se", "se%7Efonts")?.code).toBe("se");
  });

  it("keeps the Swedish site's own Swedish paths", async () => {
    const { rewrite } = await rewriteOf("se", "http://localhost:3000/karriar/", "localhost:3000");
    expect(new URL(rewrite!).pathname).toBe("/se/karriar/");
  });

  it("sends a document request for a page that does not exist to the server-rendered 404 route", async () => {
    const asked: string[] = [];
    const proxy = createProxy("se", {
      checkPage: async (site, pathname, search) => {
        asked.push(`${site.code} ${pathname}?${search}`);
        return pathname === "/finns-inte/" ? "missing" : pathname === "/trasig/" ? "failing" : "exists";
      },
    });
    const missing = await proxy(
      new NextRequest("http://localhost:3000/finns-inte/?a=1", { headers: { host: "localhost:3000" } }),
    );
    expect(new URL(missing.headers.get("x-middleware-rewrite")!).pathname).toMatch(/^\/_not-found\/?$/);
    expect(missing.headers.get(`x-middleware-request-${SITE_HEADER}`)).toBe("se");
    const found = await proxy(
      new NextRequest("http://localhost:3000/om-oss/", { headers: { host: "localhost:3000" } }),
    );
    expect(new URL(found.headers.get("x-middleware-rewrite")!).pathname).toBe("/se/om-oss/");
    // The router's own request of a later navigation is not checked: the page's notFound() answers it.
    await proxy(
      new NextRequest("http://localhost:3000/finns-inte/", { headers: { host: "localhost:3000", rsc: "1" } }),
    );
    expect(asked).toEqual(["se /finns-inte/?a=1", "se /om-oss/?"]);
  });

  it("answers 500 with a self-contained page in the site's language when the API fails", async () => {
    const proxy = createProxy("no", { checkPage: async () => "failing" });
    const response = await proxy(
      new NextRequest("http://localhost:3003/prosjekter/", { headers: { host: "localhost:3003" } }),
    );
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('<html lang="nb-NO"');
    expect(html).toContain("<title>Noe gikk galt | Fjällvik Bolig</title>");
    expect(html).toContain('<a href="/prosjekter/">Prøv igjen</a>');
  });
});
