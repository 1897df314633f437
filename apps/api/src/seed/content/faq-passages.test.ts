import { describe, expect, it } from "vitest";
import { sites } from "@housing/site-config";
import { pagePassages } from "../../modules/chat/service/passages";
import { buildSeedData } from "../seed";

/** The chat answers FAQ questions from the seeded FAQ pages (modules/chat): each item is a passage of its own. */
describe("the seeded FAQ pages as chat passages", () => {
  it("finds the seeded FAQ pages' questions as passages on the Swedish, Norwegian and Finnish sites", () => {
    const seed = buildSeedData();
    const cases = [
      { site: sites.se, path: "/kundservice/vanliga-fragor/", language: "swedish", text: "fem års garanti" },
      {
        site: sites.no,
        path: "/kundeservice/ofte-stilte-sporsmal/",
        language: "norwegian",
        text: "kjøpekontrakten er signert",
      },
      { site: sites.fi, path: "/asiakaspalvelu/usein-kysyttya/", language: "finnish", text: "kahden vuoden takuu" },
    ] as const;
    for (const { site, path, language, text } of cases) {
      const row = seed.pages.find((candidate) => candidate.siteKey === site.key && candidate.path === path);
      expect(row, path).toBeDefined();
      const rows = pagePassages(site, language, {
        path,
        title: row!.title,
        description: row!.description ?? "",
        blocks: row!.blocks ?? [],
      });
      expect(rows.some((passage) => passage.kind === "faq" && passage.body.includes(text))).toBe(true);
    }
  });
});
