import type { ContentBlock } from "@housing/contracts";

/*
 * The words of content blocks, for the searches that read pages: the text search's documents
 * (seed/catalogue/documents.ts) and the chat's passages (modules/chat).
 */

/** Fields of a block that hold no words a reader sees. */
const NON_TEXT_KEYS = new Set([
  "id",
  "type",
  "sites",
  "href",
  "url",
  "src",
  "width",
  "height",
  "date",
  "startsAt",
  "endsAt",
]);

/**
 * The words of a block a reader sees: every string in it except ids, links and dates, so a
 * new block type is searchable without a change here. Blocks limited to other sites are left
 * out by the caller, as the page route does.
 */
export function blockText(block: ContentBlock): string[] {
  const words: string[] = [];
  const visit = (value: unknown, key: string | undefined) => {
    if (key !== undefined && NON_TEXT_KEYS.has(key)) return;
    if (typeof value === "string") {
      if (value.trim() !== "") words.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, undefined);
    } else if (value !== null && typeof value === "object") {
      for (const [childKey, child] of Object.entries(value)) visit(child, childKey);
    }
  };
  visit(block, undefined);
  return words;
}
