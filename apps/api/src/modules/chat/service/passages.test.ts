import { describe, expect, it } from "vitest";
import { sites } from "@housing/site-config";
import type { ContentBlock } from "@housing/contracts";
import { chunk, listingPassages, pagePassages, sentencesOf } from "./passages";

describe("chat passages", () => {
  const page = (blocks: ContentBlock[]) => ({
    path: "/fragor/",
    title: "Frågor",
    description: "Svar på frågor.",
    blocks,
  });

  it("makes one passage per FAQ item, question and answer together, under the page and group title", () => {
    const rows = pagePassages(
      sites.se,
      "swedish",
      page([
        {
          id: "faq",
          type: "accordion",
          heading: "Garantier",
          items: [
            { question: "Hur länge gäller garantin?", answer: ["Två år.", "Fem år enligt lag."] },
            { question: "Kan jag ångra mig?", answer: ["Ja."] },
          ],
        },
      ]),
    );
    expect(rows.filter((row) => row.kind === "faq")).toEqual([
      expect.objectContaining({
        url: "/fragor/",
        title: "Frågor",
        heading: "Frågor Garantier Hur länge gäller garantin?",
        body: "Hur länge gäller garantin? Två år. Fem år enligt lag.",
      }),
      expect.objectContaining({ body: "Kan jag ångra mig? Ja." }),
    ]);
    expect(rows[0]).toMatchObject({ kind: "page", body: "Svar på frågor.", siteKey: "Jmse", language: "swedish" });
  });

  it("leaves out blocks limited to other sites, and cuts long text into paragraph-sized passages", () => {
    const long = Array.from(
      { length: 12 },
      (_, index) => `Mening nummer ${index + 1} om bostäder och köp av hem.`,
    ).join(" ");
    const rows = pagePassages(
      sites.se,
      "swedish",
      page([
        { id: "a", type: "text", heading: "Om oss", paragraphs: [long, "Kort stycke."] },
        { id: "b", type: "text", sites: ["Jmno"], paragraphs: ["Bare for Norge."] },
      ]),
    );
    expect(rows.some((row) => row.body.includes("Norge"))).toBe(false);
    const text = rows.filter((row) => row.heading === "Frågor Om oss");
    expect(text.length).toBeGreaterThan(1);
    for (const row of text) expect(row.body.length).toBeLessThanOrEqual(900);
    expect(text.map((row) => row.body).join(" ")).toContain("Kort stycke.");
  });

  it("cuts at sentence ends and joins short paragraphs", () => {
    expect(sentencesOf("Två år. Fem år enligt lag! Varför? 3 dagar.")).toEqual([
      "Två år.",
      "Fem år enligt lag!",
      "Varför?",
      "3 dagar.",
    ]);
    expect(chunk(["Ett.", "Två."])).toEqual(["Ett.\nTvå."]);
    expect(
      listingPassages(sites.no, "norwegian", {
        kind: "stage",
        url: "/x/",
        title: "Elvebryggen",
        body: "Leiligheter i Bergen.\nQ3 2027",
      }),
    ).toEqual([
      {
        siteKey: "Jmno",
        language: "norwegian",
        kind: "stage",
        url: "/x/",
        title: "Elvebryggen",
        heading: "Elvebryggen",
        body: "Leiligheter i Bergen.\nQ3 2027",
      },
    ]);
  });
});
