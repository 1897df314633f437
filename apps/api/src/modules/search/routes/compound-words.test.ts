import { sql } from "drizzle-orm";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { TextSearchResponseSchema } from "@housing/contracts";
import { compoundLexemes, compoundQuery, rootOf, type WordForm } from "../service/compounds";
import { postJson, SITE_CONFIGS, useSearchApp } from "../../../testing/search";
import { testDrivers } from "../../../testing/test-database";

interface Document {
  id: string;
  text: string;
}

/** Written words of a document, without e-mail addresses and host names (they hold "fjallvik-bolig"). */
const wordsOf = (text: string) => text.replace(/\S+@\S+|\S+\.example\S*/g, " ").toLowerCase().match(/\p{L}+/gu) ?? [];

describe("compound parts", () => {
  const forms: WordForm[] = [
    { word: "bolig", lexeme: "bol" },
    { word: "boligene", lexeme: "bol" },
    { word: "boligkjøper", lexeme: "boligkjøp" },
    { word: "visningsboligen", lexeme: "visningsbo" },
    { word: "symbolighet", lexeme: "symbolig" },
    { word: "rekkehuset", lexeme: "rekkehus" },
    { word: "huset", lexeme: "hus" },
    { word: "husmor", lexeme: "husmor" },
    { word: "rekkehusområdet", lexeme: "rekkehusområd" },
  ];

  it("takes the documents' shortest word of a stem as its root, so inflected queries look for the same compounds", () => {
    expect(rootOf("boligene", "bol", forms)).toBe("bolig");
    expect(rootOf("leilighet", "leil", forms)).toBe("leilighet");
  });

  it("finds a root at the start or the (inflected) end of a word, and a long root anywhere inside", () => {
    expect(compoundLexemes("bolig", forms)).toEqual(["bol", "boligkjøp", "symbolig", "visningsbo"]);
    expect(compoundLexemes("hus", forms)).toEqual(["hus", "husmor", "rekkehus"]);
    expect(compoundLexemes("ek", forms)).toEqual([]);
  });

  it("asks for the typed word's stem and its compounds' stems, every word required", () => {
    expect(compoundQuery([{ word: "boliger", stems: ["bol"] }, { word: "og", stems: [] }, { word: "hus", stems: ["hus"] }], forms)).toBe(
      "('bol' | 'boligkjøp' | 'symbolig' | 'visningsbo') & ('hus' | 'husmor' | 'rekkehus')",
    );
  });
});

describe.each(testDrivers())("the text search matches compounds and inflections on $name", (driver) => {
  const t = useSearchApp(driver);
  let norwegian: Document[];

  beforeAll(async () => {
    norwegian = await t.rows<Document>(
      sql`select id, title || ' ' || body as text from text_documents where site_key = 'Jmno' and language = 'norwegian'`,
    );
  });

  const search = async (siteId: string, text: string, take = 25) => {
    const response = await postJson(t.app, "/textsearch", { siteId, text, take });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return v.parse(TextSearchResponseSchema, response.body);
  };

  it('finds every Norwegian document with "bolig" in any form or compound, the word itself first', async () => {
    const holding = norwegian.filter((doc) => wordsOf(doc.text).some((word) => word.includes("bolig")));
    const exact = new Set(
      holding.filter((doc) => wordsOf(doc.text).some((word) => /^bolig(en|er|ene)?$/.test(word))).map((doc) => doc.id),
    );
    const compounds = holding.filter((doc) => wordsOf(doc.text).some((word) => word !== "bolig" && /.bolig/.test(word)));
    // The seed has both kinds: "boliger" and compounds such as "visningsboligen" and "boligkjøper".
    expect(exact.size).toBeGreaterThan(0);
    expect(compounds.length).toBeGreaterThan(0);

    const result = await search(SITE_CONFIGS.no.siteId, "bolig");
    expect(result.estimatedTotalHits).toBe(holding.length);
    const holdingIds = new Set(holding.map((doc) => doc.id));
    expect(result.hits.length).toBe(Math.min(25, holding.length));
    expect(result.hits.every((hit) => holdingIds.has(hit.id))).toBe(true);
    const order = result.hits.map((hit) => exact.has(hit.id));
    expect(order).toEqual([...order].sort((a, b) => Number(b) - Number(a)));
    // An inflected query finds the same documents; a quoted word keeps its exact meaning (no compounds).
    expect((await search(SITE_CONFIGS.no.siteId, "boligene", 0)).estimatedTotalHits).toBe(holding.length);
    expect((await search(SITE_CONFIGS.no.siteId, '"bolig"', 0)).estimatedTotalHits).toBe(exact.size);
  });

  it("finds Swedish and Finnish compounds by their last part", async () => {
    const [swedish] = await t.rows<{ count: number }>(sql`select count(*)::int as count from text_documents
      where site_key = 'Jmse' and language = 'swedish' and (title || ' ' || body) ~* '[[:alpha:]]lägenhet'
        and not (title || ' ' || body) ~* '\\mlägenhet'`);
    // Documents with "visningslägenheten" but no "lägenhet(er)" of their own.
    expect(swedish!.count).toBeGreaterThan(0);
    const all = await search(SITE_CONFIGS.se.siteId, "lägenhet", 0);
    const exact = await search(SITE_CONFIGS.se.siteId, '"lägenhet"', 0);
    expect(all.estimatedTotalHits - exact.estimatedTotalHits).toBe(swedish!.count);
    const asunto = await search(SITE_CONFIGS.fi.siteId, "asunto", 0);
    const exactAsunto = await search(SITE_CONFIGS.fi.siteId, '"asunto"', 0);
    // "kerrostaloasunto", "rivitaloasunto", "paritaloasuntoa" hold the word.
    expect(asunto.estimatedTotalHits).toBeGreaterThan(exactAsunto.estimatedTotalHits);
  });
});
