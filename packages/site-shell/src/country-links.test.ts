import { describe, expect, it } from "vitest";
import { getSite } from "@housing/site-config";
import { countrySiteLinks, withCountryHosts } from "./country-links";

const seeded = [
  { siteKey: getSite("se").key, label: "Svenska", href: "/", lang: "sv-SE" },
  { siteKey: getSite("se-en").key, label: "English", href: "/en/", lang: "en" },
  { siteKey: getSite("se").key, label: "Sverige", href: "https://www.fjallvik.example/", lang: "sv-SE" },
  { siteKey: getSite("no").key, label: "Norge", href: "https://www.fjallvik-bolig.example/", lang: "nb-NO" },
  { siteKey: getSite("fi").key, label: "Suomi", href: "https://www.fjallvik-koti.example/", lang: "fi-FI" },
];

describe("country links", () => {
  it("sends the language foldout's country links to the local apps in the local environment", () => {
    expect(withCountryHosts(seeded, "local").map((entry) => entry.href)).toEqual([
      "/",
      "/en/",
      "http://localhost:3000/",
      "http://localhost:3003/",
      "http://localhost:3004/",
    ]);
  });

  it("gives the foldout and the footer the same host per country in every environment", () => {
    for (const environment of ["local", "production"] as const) {
      const foldout = withCountryHosts(seeded, environment)
        .slice(2)
        .map((entry) => entry.href);
      expect(countrySiteLinks(environment).map((link) => link.href)).toEqual(foldout);
    }
  });
});
