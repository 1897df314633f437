import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PageViewModelSchema } from "@housing/contracts";
import { SITE_CODES, getSite, routePath } from "@housing/site-config";
import { EDITORIAL_SITES, EDITORIAL_TEMPLATES, editorialPageTable } from "../../testing/fixtures";
import { get, viewModelUrl } from "../../testing/requests";
import { testDrivers, useSeededApp } from "../../testing/test-database";

const table = editorialPageTable();

describe("the editorial seed table", () => {
  it("gives every editorial template at least one page on every site that has it", () => {
    for (const template of EDITORIAL_TEMPLATES) {
      for (const code of EDITORIAL_SITES[template]) {
        expect(
          table.some((entry) => entry.templateName === template && entry.site === code),
          `${template} on ${code}`,
        ).toBe(true);
      }
    }
  });

  it("has no template on a site outside its list, and no path twice on a site", () => {
    for (const entry of table) expect(EDITORIAL_SITES[entry.templateName], entry.path).toContain(entry.site);
    for (const code of SITE_CODES) {
      const paths = table.filter((entry) => entry.site === code).map((entry) => entry.path.toLowerCase());
      expect(new Set(paths).size, code).toBe(paths.length);
    }
  });

  it("keeps every page under the site's prefix", () => {
    for (const entry of table)
      expect(entry.path.startsWith(`${getSite(entry.site).pathPrefix}/`), entry.path).toBe(true);
  });
});

describe.each(testDrivers())("editorial pages on $name", (driver) => {
  const seeded = useSeededApp(driver);

  async function getPage(path: string, siteKey: string) {
    const response = await get(seeded.app, viewModelUrl(path), siteKey);
    return {
      status: response.status,
      model: response.status === 200 ? v.parse(PageViewModelSchema, response.body) : null,
    };
  }

  it("answers GetViewModel for every seeded editorial page with its template and title", async () => {
    for (const entry of table) {
      const { status, model } = await getPage(entry.path, getSite(entry.site).key);
      expect(status, `${entry.site} ${entry.path}`).toBe(200);
      expect(model!.templateName, entry.path).toBe(entry.templateName);
      expect(model!.title, entry.path).toBe(entry.title);
      expect(model!.title, entry.path).not.toContain("{brand}");
    }
  });

  it("serves the career pages at the site's localized routes instead of plain articles", async () => {
    const norway = getSite("no");
    expect((await getPage(routePath(norway, "career")!, norway.key)).model!.templateName).toBe("CareerPage");
    const jobs = (await getPage(routePath(norway, "careerJobs")!, norway.key)).model!;
    expect(jobs.templateName).toBe("CareerJobsPage");
    const list = jobs.blocks.find((block) => block.type === "jobList");
    expect(list?.type === "jobList" && list.jobs.every((job) => job.location && job.deadline)).toBe(true);
    // The senior brand keeps its plain career article.
    const senior = getSite("senior");
    expect((await getPage(routePath(senior, "career")!, senior.key)).model!.templateName).toBe("ArticlePage");
  });

  it("answers the corporate search page at /om-oss/sok/ on the Swedish, English and contractor sites", async () => {
    for (const code of ["se", "se-en", "contractor"] as const) {
      const site = getSite(code);
      const { model } = await getPage(routePath(site, "corporateSearch")!, site.key);
      expect(model!.templateName, code).toBe("CorporateSearchPage");
    }
  });

  it("marks the sandbox noindex", async () => {
    const { model } = await getPage("/en/_dev/sandbox/", "JmseEn");
    expect(model!.templateName).toBe("SandboxPage");
    expect(model!.noIndex).toBe(true);
  });

  it("shows a news-room block limited to the borätt site there and nowhere else (spec section 6)", async () => {
    const boratt = (await getPage("/pressrum/", "Boratt")).model!;
    const main = (await getPage("/pressrum/", "Jmse")).model!;
    const contractor = (await getPage("/pressrum/", "Entreprenad")).model!;
    expect(boratt.blocks.map((block) => block.id)).toContain("press-boratt");
    expect(boratt.blocks.map((block) => block.id)).not.toContain("press-contractor");
    expect(contractor.blocks.map((block) => block.id)).toContain("press-contractor");
    expect(main.blocks.map((block) => block.id)).not.toContain("press-boratt");
    expect(main.blocks.map((block) => block.id)).not.toContain("press-contractor");
  });

  it("fills the brand name into the copy of each site", async () => {
    const senior = (await getPage("/pressrum/byggstart-for-kv-larkan-i-umea/", "Seniorgarden")).model!;
    expect(senior.description).toContain("Fjällvik Seniorgården");
    expect(JSON.stringify(senior.blocks)).not.toContain("{brand}");
  });

  it("links the news room only to press releases that exist on the same site", async () => {
    for (const entry of table.filter((row) => row.templateName === "NewsRoomPage")) {
      const { model } = await getPage(entry.path, getSite(entry.site).key);
      const list = model!.blocks.find((block) => block.type === "articleList");
      if (list?.type !== "articleList") throw new Error(`no list on ${entry.site}`);
      for (const item of list.items) {
        expect((await getPage(item.href, getSite(entry.site).key)).model!.templateName, item.href).toBe(
          "PressReleasePage",
        );
      }
    }
  });
});
