import type { ContentBlock } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import { blockText } from "../../content/block-text";
import type { TextSearchLanguage } from "../../catalogue/schema/text-search";
import type { ChatPassageKind } from "../schema";

/*
 * How a site's published content is cut into passages (README.md, "Index"): one per FAQ item
 * (question and answer together), paragraph-sized pieces of every other block, the page's
 * description, and one per news item, stage and premises. Each passage keeps its page's path and
 * title, so a citation always names a page of the asking site.
 */

export interface PassageRow {
  siteKey: string;
  language: TextSearchLanguage;
  kind: ChatPassageKind;
  url: string;
  title: string;
  heading: string;
  body: string;
}

export interface PageSource {
  path: string;
  title: string;
  description: string;
  blocks: readonly ContentBlock[];
}

export interface ListingSource {
  kind: "news" | "job" | "stage" | "premises";
  url: string;
  title: string;
  body: string;
}

/** A passage grows to about this many characters before the next paragraph starts a new one. */
const PASSAGE_TARGET_LENGTH = 320;
/** ...and is cut at sentence ends beyond this. */
const PASSAGE_MAX_LENGTH = 900;

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/** Sentences of a text: its lines, cut at ., ! or ? followed by a space and a capital or digit. */
export function sentencesOf(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line) => clean(line).split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'«“])/u))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Paragraphs joined until a passage is long enough; a paragraph too long is cut at sentences. */
export function chunk(paragraphs: readonly string[]): string[] {
  const pieces = paragraphs.map(clean).filter(Boolean);
  const chunks: string[] = [];
  let current = "";
  const flush = () => {
    if (current) chunks.push(current);
    current = "";
  };
  for (const piece of pieces.flatMap((text) => (text.length > PASSAGE_MAX_LENGTH ? sentencesOf(text) : [text]))) {
    if (current && current.length + piece.length + 1 > PASSAGE_MAX_LENGTH) flush();
    current = current ? `${current}\n${piece}` : piece;
    if (current.length >= PASSAGE_TARGET_LENGTH) flush();
  }
  flush();
  return chunks;
}

const headingOf = (block: ContentBlock): string | undefined =>
  "heading" in block && typeof block.heading === "string" ? block.heading : undefined;

/** A page's passages: its description, each FAQ item, and its other blocks' words in pieces. */
export function pagePassages(site: SiteConfig, language: TextSearchLanguage, page: PageSource): PassageRow[] {
  const base = { siteKey: site.key, language, url: page.path, title: clean(page.title) };
  const rows: PassageRow[] = [];
  const description = clean(page.description);
  if (description) rows.push({ ...base, kind: "page", heading: base.title, body: description });
  // Spec section 6: a block limited to other sites is not on this site's page.
  for (const block of page.blocks.filter((item) => !item.sites || item.sites.includes(site.key))) {
    if (block.type === "accordion") {
      // The group's heading ("Moving in and warranty") says what its questions are about.
      const topic = block.heading ? `${base.title} ${clean(block.heading)}` : base.title;
      for (const item of block.items) {
        const question = clean(item.question);
        const answer = clean(item.answer.join(" "));
        if (!answer) continue;
        rows.push({ ...base, kind: "faq", heading: `${topic} ${question}`, body: `${question} ${answer}` });
      }
      continue;
    }
    const blockHeading = headingOf(block);
    const words = blockText(block).filter((text) => text !== blockHeading);
    const heading = blockHeading ? `${base.title} ${clean(blockHeading)}` : base.title;
    for (const body of chunk(words)) rows.push({ ...base, kind: "page", heading, body });
  }
  return dedupe(rows);
}

/** A news item, job, stage or premises: its description in pieces, under its name. */
export function listingPassages(site: SiteConfig, language: TextSearchLanguage, listing: ListingSource): PassageRow[] {
  const title = clean(listing.title);
  return chunk(listing.body.split("\n")).map((body) => ({
    siteKey: site.key,
    language,
    kind: listing.kind,
    url: listing.url,
    title,
    heading: title,
    body,
  }));
}

/** The same words twice on a page (a hero repeating the description) answer nothing new. */
function dedupe(rows: PassageRow[]): PassageRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = `${row.url}\n${row.body.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
