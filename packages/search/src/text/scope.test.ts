import { describe, expect, it } from "vitest";
import { getSite } from "@housing/site-config";
import { categoryCount, searchTextProblem, textSearchRequest, textSearchScope } from "./scope";
import { EMPTY_STATE } from "./url-state";

describe("textSearchScope", () => {
  it("offers every category the site has on the text search", () => {
    expect(textSearchScope(getSite("se"), "text").categories).toEqual(["residencial", "news", "content", "career"]);
    // The English sub-site has no home search and no news (spec section 1).
    expect(textSearchScope(getSite("se-en"), "text").categories).toEqual(["content", "career"]);
  });

  it("leaves homes out of the corporate search", () => {
    expect(textSearchScope(getSite("se"), "corporate").categories).toEqual(["news", "content", "career"]);
    expect(textSearchScope(getSite("se-en"), "corporate").categories).toEqual(["content", "career"]);
    expect(textSearchScope(getSite("contractor"), "corporate").categories).toEqual(["news", "content", "career"]);
  });
});

describe("textSearchRequest", () => {
  const scope = textSearchScope(getSite("se"), "corporate");

  it("asks for a page of 25 with crops, in the site's language", () => {
    expect(textSearchRequest({ ...EMPTY_STATE, text: "rapport", isSubmitted: true, page: 3 }, scope)).toEqual({
      text: "rapport",
      siteId: getSite("se").siteId,
      languages: ["sv"],
      sortType: "relevance",
      categories: ["news", "content", "career"],
      skip: 50,
      take: 25,
      attributesToCrop: ["title", "description"],
      cropMarker: "…",
    });
  });

  it("names one category when one is chosen", () => {
    const request = textSearchRequest({ ...EMPTY_STATE, text: "jobb", category: "career", sort: "date:desc" }, scope);
    expect(request).toMatchObject({ categories: ["career"], sortType: "date:desc", skip: 0 });
  });

  it("asks nothing for an empty or too long text", () => {
    expect(textSearchRequest(EMPTY_STATE, scope)).toBeNull();
    expect(textSearchRequest({ ...EMPTY_STATE, text: "a".repeat(201) }, scope)).toBeNull();
  });
});

describe("searchTextProblem", () => {
  it("accepts 1 to 200 characters after trimming", () => {
    expect(searchTextProblem(" a ")).toBeNull();
    expect(searchTextProblem(`${"a".repeat(200)}  `)).toBeNull();
    expect(searchTextProblem("   ")).toEqual({ kind: "empty" });
    expect(searchTextProblem("a".repeat(201))).toEqual({ kind: "tooLong", length: 201, max: 200 });
  });
});

describe("categoryCount", () => {
  it("sums the scope's categories for all, and ignores counts outside the scope", () => {
    const scope = textSearchScope(getSite("se"), "corporate");
    const counts = { content: 12, news: 3, career: 2, residencial: 40 };
    expect(categoryCount(counts, "all", scope)).toBe(17);
    expect(categoryCount(counts, "news", scope)).toBe(3);
    expect(categoryCount({}, "career", scope)).toBe(0);
  });
});
