import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PageQuerySchema, PageViewModelSchema, SitePathSchema, SiteLayoutSchema } from "./index";

const model = {
  templateName: "StartPage",
  siteVersion: "1",
  pageId: "p",
  objectId: null,
  canonical: "https://www.fjallvik.example/",
  title: "Start",
  description: "",
  noIndex: false,
  showPlotType: false,
  showSemiDetachedHouseType: false,
  subMenu: [],
  images: [],
  blocks: [{ id: "h", type: "hero", heading: "Hem", text: "Text", sites: ["Jmse"] }],
};

describe("PageViewModelSchema", () => {
  it("accepts a start page model", () => {
    expect(v.safeParse(PageViewModelSchema, model).success).toBe(true);
  });

  it("rejects an empty template name and an unknown block type", () => {
    expect(v.safeParse(PageViewModelSchema, { ...model, templateName: "" }).success).toBe(false);
    const result = v.safeParse(PageViewModelSchema, { ...model, blocks: [{ id: "x", type: "carousel" }] });
    expect(result.success).toBe(false);
    expect(result.issues?.[0] && v.getDotPath(result.issues[0])).toBe("blocks.0.type");
  });

  it("rejects a block limited to an unknown site key", () => {
    const blocks = [{ ...model.blocks[0], sites: ["Atlantis"] }];
    expect(v.safeParse(PageViewModelSchema, { ...model, blocks }).success).toBe(false);
  });
});

describe("SitePathSchema", () => {
  it.each(["/", "/sok-bostad/", "/en/mina-sidor/errands/", "/karriär/"])("accepts %s", (path) => {
    expect(v.safeParse(SitePathSchema, path).success).toBe(true);
  });

  it.each(["", "sok/", "/a/../b/", "/a b/", "/a?b", `/${"x".repeat(2001)}`])("rejects %j", (path) => {
    expect(v.safeParse(SitePathSchema, path).success).toBe(false);
  });
});

describe("PageQuerySchema", () => {
  it("accepts single and repeated keys", () => {
    expect(v.safeParse(PageQuerySchema, { s: "villa", tag: ["a", "b"] }).success).toBe(true);
  });

  it("rejects more than 50 keys and overlong values", () => {
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`k${index}`, "1"]));
    expect(v.safeParse(PageQuerySchema, many).success).toBe(false);
    expect(v.safeParse(PageQuerySchema, { s: "x".repeat(2001) }).success).toBe(false);
  });
});

describe("SiteLayoutSchema", () => {
  it("requires the three footer column kinds to be known", () => {
    const layout = {
      siteVersion: "1",
      mainNavigation: [],
      careerNavigation: [],
      footer: { columns: [{ kind: "legal", heading: "x", links: [] }], social: [] },
      languages: [],
      crisisBanner: null,
    };
    expect(v.safeParse(SiteLayoutSchema, layout).success).toBe(false);
    layout.footer.columns[0]!.kind = "help";
    expect(v.safeParse(SiteLayoutSchema, layout).success).toBe(true);
  });
});
