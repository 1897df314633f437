import { describe, expect, it } from "vitest";
import { getSite, routePath } from "@housing/site-config";
import { hreflangLanguages, languageAlternate } from "./hreflang";

const se = getSite("se");
const en = getSite("se-en");

describe("languageAlternate", () => {
  it("pairs the Swedish and English start pages both ways", () => {
    expect(languageAlternate(se, "/")).toEqual({ site: en, path: "/en/" });
    expect(languageAlternate(en, "/en/")).toEqual({ site: se, path: "/" });
  });

  it("pairs a page with a fixed path on both sites by its route", () => {
    const swedish = routePath(se, "cookies")!;
    const english = routePath(en, "cookies")!;
    expect(languageAlternate(se, swedish)).toEqual({ site: en, path: english });
    expect(languageAlternate(en, english)).toEqual({ site: se, path: swedish });
  });

  it("gives no alternate for a page without a known twin, or on a site without a language pair", () => {
    expect(languageAlternate(se, "/om-oss/nagot-annat/")).toBeNull();
    expect(languageAlternate(getSite("no"), "/")).toBeNull();
  });
});

describe("hreflangLanguages", () => {
  it("names each language by its tag and the Swedish page as x-default", () => {
    const languages = hreflangLanguages(
      [
        { site: en, path: "/en/" },
        { site: se, path: "/" },
      ],
      () => "https://www.fjallvik.example",
    );
    expect(languages).toEqual({
      [en.languageTag]: "https://www.fjallvik.example/en/",
      [se.languageTag]: "https://www.fjallvik.example/",
      "x-default": "https://www.fjallvik.example/",
    });
  });
});
