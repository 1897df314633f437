import { CHAT_LIMITS, type ChatCitation, type ChatResponse } from "@housing/contracts/chat";
import type { SiteConfig } from "@housing/site-config";
import type { RetrievedPassage } from "./retrieve";

/*
 * What every answer goes through before it leaves, whoever wrote it (README.md, "Answers"): no
 * links or markup, only `[n]` markers of passages that were retrieved, and the citations those
 * markers name, numbered 1..k in the order they first appear, one per page.
 */

/** The honest answer when the site's content holds none (spec section 8 keeps the error for failures). */
export const NOT_FOUND_ANSWERS: Record<SiteConfig["locale"], string> = {
  sv: "Jag hittade inget svar på det på den här webbplatsen. Pröva att ställa frågan på ett annat sätt, eller kontakta kundservice.",
  nb: "Jeg fant ikke noe svar på det på dette nettstedet. Prøv å stille spørsmålet på en annen måte, eller kontakt kundeservice.",
  fi: "En löytänyt tähän vastausta tältä sivustolta. Kokeile kysyä toisin tai ota yhteyttä asiakaspalveluun.",
  en: "I could not find an answer to that on this site. Try asking in another way, or contact customer service.",
};

export const notFoundAnswer = (site: SiteConfig): ChatResponse => ({
  answer: NOT_FOUND_ANSWERS[site.locale],
  citations: [],
});

/** Links, e-mail-like and bare host names with a path, Markdown links and images, HTML tags, emphasis and headings. */
export function plainText(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]*>/g, " ")
    .replace(/\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*/gi, "")
    .replace(/\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/\S*/gi, "")
    .replace(/[*_`#>]+/g, "")
    .replace(/[ \t]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\s+([.,;:!?])/g, "$1")
    .trim();
}

/**
 * The answer with its markers renumbered: `[n]` names passage n (1-based) of `passages`; a marker
 * of no passage is dropped; passages of the same page share one citation; at most
 * CHAT_LIMITS.maxCitations pages are cited (markers of others are dropped).
 */
export function withCitations(text: string, passages: readonly RetrievedPassage[]): ChatResponse {
  const citations: ChatCitation[] = [];
  const idOfUrl = new Map<string, number>();
  const answer = plainText(text)
    .replace(/\s*\[(\d{1,3})\]/g, (_, digits: string) => {
      const passage = passages[Number(digits) - 1];
      if (!passage) return "";
      let id = idOfUrl.get(passage.url);
      if (id === undefined) {
        if (citations.length >= CHAT_LIMITS.maxCitations) return "";
        id = citations.length + 1;
        idOfUrl.set(passage.url, id);
        citations.push({ citationId: id, urlTitle: passage.title, url: passage.url });
      }
      return ` [${id}]`;
    })
    // The same citation twice in a row says nothing more.
    .replace(/(\[\d+\])(\s*\1)+/g, "$1")
    .trim();
  return { answer, citations };
}
