import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ApiErrorBodySchema, PageViewModelSchema, type ContentBlock } from "@housing/contracts";
import { DEFAULT_HOSTS, SITE_KEYS, getSiteByKey, sites as siteConfigs } from "@housing/site-config";
import { pages } from "../../core/db/schema";
import { startPages } from "../../testing/fixtures";
import { get, viewModelUrl } from "../../testing/requests";
import { testDrivers, useSeededApp } from "../../testing/test-database";

describe.each(testDrivers())("GET {page path}/GetViewModel on $name", (driver) => {
  const seeded = useSeededApp(driver);

  async function getPage(path: string, siteKey: string = "Jmse") {
    const response = await get(seeded.app, viewModelUrl(path), siteKey);
    return { ...response, model: response.status === 200 ? v.parse(PageViewModelSchema, response.body) : null };
  }

  it.each(SITE_KEYS)("answers the start page of %s in its own language", async (siteKey) => {
    const site = getSiteByKey(siteKey)!;
    const { status, model } = await getPage(`${site.pathPrefix}/`, siteKey);
    expect(status).toBe(200);
    expect(model!.templateName).toBe("StartPage");
    expect(model!.title).toBe(startPages[siteKey].title);
    expect(model!.title).toContain(site.siteName);
    expect(model!.canonical).toBe(`https://${DEFAULT_HOSTS[site.code][0]}${site.pathPrefix}/`);
    expect(model!.siteVersion).toBe("2025.11.1");
    expect(model!.blocks.map((block) => block.type)).toEqual(["hero", "teaserGrid", "facts", "text"]);
  });

  it("serves the English start page under /en with the JmseEn key only", async () => {
    const english = await getPage("/en/", "JmseEn");
    expect(english.model!.title).toBe("Fjällvik Homes – new homes in Sweden");
    expect(english.model!.canonical).toBe("https://www.fjallvik.example/en/");
    expect((await getPage("/en/", "Jmse")).status).toBe(404);
  });

  it("gives each site its own canonical host", async () => {
    const norwegian = await getPage("/om-oss/", "Jmno");
    expect(norwegian.model!.canonical).toBe("https://www.fjallvik-bolig.example/om-oss/");
    expect(norwegian.model!.title).toBe("Om Fjällvik Bolig");
  });

  it("matches paths without trailing slash, in any case and percent-encoded", async () => {
    const expected = (await getPage("/om-oss/hallbarhet/")).model!;
    expect(expected.title).toBe("Hållbarhet hos Fjällvik Bostad");
    for (const url of [
      "/om-oss/hallbarhet/GetViewModel",
      "/OM-OSS/Hallbarhet/GetViewModel",
      "/om-oss/hallbarhe%74/GetViewModel",
      "/om-oss//hallbarhet/GetViewModel",
    ]) {
      const response = await get(seeded.app, url, "Jmse");
      expect(response.status, url).toBe(200);
      expect((response.body as { pageId: string }).pageId, url).toBe(expected.pageId);
    }
  });

  it("serves the page at the site's localized route (site-config)", async () => {
    const cookies = await getPage(siteConfigs.fi.routes.paths.cookies!, "Jmoy");
    expect(cookies.model!.templateName).toBe("ArticlePage");
    expect(cookies.model!.title).toBe("Evästeet");
    expect(cookies.model!.subMenu.map((link) => link.href)).toContain("/tietosuojaseloste/");
  });

  it("answers the unknown-template page with its template name and noindex", async () => {
    const { model } = await getPage("/_dev/unknown-template/", "Seniorgarden");
    expect(model!.templateName).toBe("LegacyWidgetPage");
    expect(model!.noIndex).toBe(true);
  });

  it("answers 503 with the error body for the failing development page, on every site", async () => {
    for (const [path, siteKey] of [
      ["/_dev/service-unavailable/", "Jmse"],
      ["/en/_dev/service-unavailable/", "JmseEn"],
    ] as const) {
      const response = await get(seeded.app, `${path}GetViewModel`, siteKey);
      expect(response.status).toBe(503);
      expect(v.parse(ApiErrorBodySchema, response.body)).toMatchObject({ status: 503, message: "somethingWentWrong" });
    }
  });

  it("answers 404 with the error body for a path no page has", async () => {
    const response = await get(seeded.app, "/finns-inte/GetViewModel", "Jmse");
    expect(response.status).toBe(404);
    expect(v.parse(ApiErrorBodySchema, response.body)).toEqual({ status: 404, error: "NotFound", message: "notFound" });
    // Pages belong to one site: the Finnish cookies path is unknown on the Swedish site.
    expect((await get(seeded.app, "/kayttoehdot/evasteet/GetViewModel", "Jmse")).status).toBe(404);
  });

  it.each([
    ["missing", undefined],
    ["unknown", "Jmdk"],
    ["wrongly cased", "jmse"],
  ])("answers 400 on headers.x-site-key when the site key is %s", async (_case, siteKey) => {
    const response = await get(seeded.app, "/GetViewModel", siteKey);
    expect(response.status).toBe(400);
    const body = v.parse(ApiErrorBodySchema, response.body);
    expect(body.error).toBe("InvalidInput");
    expect(Object.keys(body.fieldErrors ?? {})).toEqual(["headers.x-site-key"]);
  });

  it.each([
    ["an encoded ..", "/%2e%2e%2fadmin/GetViewModel"],
    ["a .. inside a segment", "/om-oss/..%2Fkundservice/GetViewModel"],
    ["whitespace", "/om%20oss/GetViewModel"],
    ["broken percent-encoding", "/om-oss%E0%A4%A/GetViewModel"],
    ["a path over 2,000 characters", `/${"a".repeat(2001)}/GetViewModel`],
  ])("answers 400 on params.path for %s", async (_case, url) => {
    const response = await get(seeded.app, url, "Jmse");
    expect(response.status).toBe(400);
    expect(Object.keys(v.parse(ApiErrorBodySchema, response.body).fieldErrors ?? {})).toEqual(["params.path"]);
  });

  it("validates the page's query string and accepts a normal one", async () => {
    expect((await get(seeded.app, "/om-oss/GetViewModel?s=villa&page=2", "Jmse")).status).toBe(200);
    // Filters such as a list of tags arrive as a repeated key.
    expect((await get(seeded.app, "/om-oss/GetViewModel?tag=a&tag=b", "Jmse")).status).toBe(200);
    const tooMany = new URLSearchParams(Array.from({ length: 51 }, (_, index): [string, string] => [`k${index}`, "1"]));
    const response = await get(seeded.app, `/om-oss/GetViewModel?${tooMany.toString()}`, "Jmse");
    expect(response.status).toBe(400);
    expect(Object.keys(v.parse(ApiErrorBodySchema, response.body).fieldErrors ?? {})).toEqual(["query"]);
  });

  it("leaves out blocks limited to other sites", async () => {
    const [stored] = await seeded.handle.db
      .select({ blocks: pages.blocks })
      .from(pages)
      .where(and(eq(pages.siteKey, "Jmse"), eq(pages.pathLower, "/")));
    const limitedElsewhere = stored!.blocks.filter(
      (block: ContentBlock) => block.sites && !block.sites.includes("Jmse"),
    );
    expect(limitedElsewhere.map((block) => block.id)).toEqual(["start-shared-text"]);

    const { model } = await getPage("/", "Jmse");
    const ids = model!.blocks.map((block) => block.id);
    expect(ids).toContain("start-text");
    expect(ids).not.toContain("start-shared-text");
    expect(model!.blocks.every((block) => !block.sites || block.sites.includes("Jmse"))).toBe(true);
  });
});
