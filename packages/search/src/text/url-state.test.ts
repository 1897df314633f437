import { describe, expect, it } from "vitest";
import {
  MAX_PAGE,
  parseTextSearchState,
  serializeTextSearchState,
  textSearchHref,
  type TextSearchState,
} from "./url-state";

const ALL = ["residencial", "news", "content", "career"] as const;
const CORPORATE = ["news", "content", "career"] as const;

describe("text search state in the address", () => {
  it("reads s, category, sort and page", () => {
    expect(parseTextSearchState("s=+ekudden+&category=news&sort=date%3Adesc&page=3", ALL)).toEqual({
      text: "ekudden",
      isSubmitted: true,
      category: "news",
      sort: "date:desc",
      page: 3,
    });
  });

  it("tells an address without s from a form sent empty", () => {
    expect(parseTextSearchState("", ALL)).toMatchObject({ text: "", isSubmitted: false });
    expect(parseTextSearchState("?s=", ALL)).toMatchObject({ text: "", isSubmitted: true });
  });

  it("falls back to the defaults for unknown or out-of-scope values", () => {
    expect(parseTextSearchState("s=a&category=villa&sort=price&page=-2", ALL)).toMatchObject({
      category: "all",
      sort: "relevance",
      page: 1,
    });
    expect(parseTextSearchState("s=a&page=2.5", ALL).page).toBe(1);
    expect(parseTextSearchState("s=a&page=99999", ALL).page).toBe(MAX_PAGE);
    // The corporate search has no homes: a shared text-search link reads as "all".
    expect(parseTextSearchState("s=a&category=residencial", CORPORATE).category).toBe("all");
  });

  it("writes only what differs from the defaults, and reads back what it wrote", () => {
    const state: TextSearchState = {
      text: "kv lärkan",
      isSubmitted: true,
      category: "all",
      sort: "relevance",
      page: 1,
    };
    expect(serializeTextSearchState(state)).toBe("s=kv+l%C3%A4rkan");
    const full: TextSearchState = { ...state, category: "career", sort: "date:asc", page: 2 };
    expect(serializeTextSearchState(full)).toBe("s=kv+l%C3%A4rkan&category=career&sort=date%3Aasc&page=2");
    expect(parseTextSearchState(serializeTextSearchState(full), ALL)).toEqual(full);
  });

  it("builds the page's address, bare when there is no query", () => {
    const empty: TextSearchState = { text: "", isSubmitted: false, category: "all", sort: "relevance", page: 1 };
    expect(textSearchHref("/sok/", empty)).toBe("/sok/");
    expect(textSearchHref("/en/search/", { ...empty, text: "jobs", page: 2 })).toBe("/en/search/?s=jobs&page=2");
  });
});
