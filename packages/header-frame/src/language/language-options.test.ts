import { describe, expect, it } from "vitest";
import { getSite } from "@housing/site-config";
import { countryLanguages, swedishAppLanguages } from "../test-utils";
import { languageOptionsFor } from "./language-options";

const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);

describe("languageOptionsFor", () => {
  it("offers Svenska and English (with the notice flag) and the three countries on the Swedish main site", () => {
    const options = languageOptionsFor(swedishAppLanguages, getSite("se"));
    expect(labels(options.languages)).toEqual(["Svenska", "English"]);
    expect(options.languages.find((entry) => entry.isCurrent)?.label).toBe("Svenska");
    expect(options.languages.filter((entry) => entry.isEnglish).map((entry) => entry.href)).toEqual(["/en/"]);
    expect(labels(options.countries)).toEqual(["Sverige", "Norge", "Suomi"]);
  });

  it("marks English as current on the English sub-site", () => {
    const options = languageOptionsFor(swedishAppLanguages, getSite("se-en"));
    expect(options.languages.find((entry) => entry.isCurrent)?.label).toBe("English");
  });

  it.each(["no", "fi", "senior", "boratt", "contractor"] as const)("offers only the three countries on %s", (code) => {
    const options = languageOptionsFor(countryLanguages, getSite(code));
    expect(options.languages).toEqual([]);
    expect(labels(options.countries)).toEqual(["Sverige", "Norge", "Suomi"]);
  });

  it("never offers English where no English site exists, even if the content lists it", () => {
    const options = languageOptionsFor(swedishAppLanguages, getSite("no"));
    expect(options.languages).toEqual([]);
    expect(options.countries.find((entry) => entry.label === "Norge")?.isCurrent).toBe(true);
  });
});
