import { beforeAll, describe, expect, it } from "vitest";
import { isSiteCode, sites, type SiteConfig } from "@housing/site-config";
import { pages, premises, textDocuments } from "../../../core/db/schema";
import type { Database } from "../../../core/db/client";
import { testDrivers, useSeededApp } from "../../../testing/test-database";
import { CHAT_QUALITY_QUESTIONS, type ChatQualityTopic } from "./questions";

const LOCALES: readonly SiteConfig["locale"][] = ["sv", "nb", "fi", "en"];
const TOPICS: readonly ChatQualityTopic[] = [
  "faq",
  "buying",
  "contact",
  "sustainability",
  "career",
  "company",
  "privacy",
  "inspiration",
  "news",
  "stage",
  "premises",
];

/** Case and runs of white space (a job list's title and town are separate strings) do not matter. */
const normal = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

interface SiteText {
  /** The visible words of each page a visitor can reach, by path. */
  texts: Map<string, string>;
  /** Paths of the site's pages that search engines and the chat leave out. */
  noIndex: Set<string>;
}

/**
 * What each site publishes, as the seed wrote it: the text search's documents (indexed content
 * pages without the blocks limited to other sites, stage pages, news and job ads) and premises by
 * their name and description; and which content pages are not indexed.
 */
async function publishedText(db: Database): Promise<Map<string, SiteText>> {
  const bySite = new Map<string, SiteText>();
  const siteOf = (key: string) => {
    const found = bySite.get(key) ?? { texts: new Map<string, string>(), noIndex: new Set<string>() };
    bySite.set(key, found);
    return found;
  };
  const [pageRows, documents, premisesRows] = await Promise.all([
    db.select({ siteKey: pages.siteKey, path: pages.path, noIndex: pages.noIndex }).from(pages),
    db
      .select({
        siteKey: textDocuments.siteKey,
        url: textDocuments.url,
        title: textDocuments.title,
        body: textDocuments.body,
      })
      .from(textDocuments),
    db
      .select({ siteKey: premises.siteKey, url: premises.url, name: premises.name, text: premises.shortDescription })
      .from(premises),
  ]);
  for (const page of pageRows) if (page.noIndex) siteOf(page.siteKey).noIndex.add(page.path);
  for (const document of documents) {
    siteOf(document.siteKey).texts.set(document.url, normal(`${document.title}\n${document.body}`));
  }
  for (const row of premisesRows) siteOf(row.siteKey).texts.set(row.url, normal(`${row.name}\n${row.text ?? ""}`));
  return bySite;
}

describe("the chat's quality questions", () => {
  it("name real sites, and ask at least 60 questions with at least 15 in each language", () => {
    for (const question of CHAT_QUALITY_QUESTIONS) expect(isSiteCode(question.site), question.site).toBe(true);
    expect(CHAT_QUALITY_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    for (const locale of LOCALES) {
      const count = CHAT_QUALITY_QUESTIONS.filter((question) => sites[question.site].locale === locale).length;
      expect(count, locale).toBeGreaterThanOrEqual(15);
    }
  });

  it("spread over every kind of content, and ask no question twice", () => {
    for (const topic of TOPICS) {
      expect(
        CHAT_QUALITY_QUESTIONS.some((question) => question.topic === topic),
        topic,
      ).toBe(true);
    }
    const asked = CHAT_QUALITY_QUESTIONS.map((question) => `${question.site}|${normal(question.question)}`);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it("do not give the answer away in the question", () => {
    for (const question of CHAT_QUALITY_QUESTIONS) {
      expect(normal(question.question), question.question).not.toContain(normal(question.answerContains));
    }
  });

  // The default catalogue, and a small one as the API's tests seed: the answers hold in both.
  describe.each(
    testDrivers().flatMap((driver) => [
      { name: `${driver.name}, default catalogue`, driver, catalogue: {} },
      { name: `${driver.name}, 500 homes`, driver, catalogue: { objects: 500 } },
    ]),
  )("against the seeded database ($name)", ({ driver, catalogue }) => {
    const seeded = useSeededApp(driver, { catalogue });
    let published: Map<string, SiteText>;
    beforeAll(async () => {
      published = await publishedText(seeded.handle.db);
    });

    it.each(CHAT_QUALITY_QUESTIONS.map((question) => [question.site, question.question, question] as const))(
      "%s: %s",
      (_site, _text, question) => {
        const site = sites[question.site];
        const own = published.get(site.key);
        expect(own, site.key).toBeDefined();
        expect(question.answeredBy.length).toBeGreaterThan(0);
        for (const path of question.answeredBy) {
          expect(own!.noIndex.has(path), `${path} is not indexed`).toBe(false);
          const text = own!.texts.get(path);
          expect(text, `${path} is not a published page of ${question.site}`).toBeDefined();
          expect(text, path).toContain(normal(question.answerContains));
        }
      },
    );
  });
});
