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

  it("uses the public origins given per site (the production shape on one machine)", () => {
    const origins = { se: "https://se.b.localhost:8443", no: "https://no.b.localhost:8443" };
    expect(countrySiteLinks("production", origins).map((link) => link.href)).toEqual([
      "https://se.b.localhost:8443/",
      "https://no.b.localhost:8443/",
      "https://www.fjallvik-koti.example/",
    ]);
    expect(withCountryHosts(seeded, "production", origins)[3]?.href).toBe("https://no.b.localhost:8443/");
  });
});
