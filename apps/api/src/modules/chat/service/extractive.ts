import type { ChatResponse } from "@housing/contracts/chat";
import type { SiteConfig } from "@housing/site-config";
import { sentencesOf } from "./passages";
import { notFoundAnswer, withCitations } from "./compose";
import type { RetrievedPassage } from "./retrieve";

/*
 * The offline answerer (README.md, "Answers"): no model, only the site's own sentences. It takes
 * the best matching sentence of the best passage, and of the next ones when they match the
 * question about as well, each followed by its passage's marker. When the best passage matches
 * too little of the question it says so, and never guesses.
 */

/*
 * A passage answers only when it holds enough of the question's weight (its rare words count
 * most), or matches it well in its headings or by naming the page. Measured with `pnpm bench:chat`
 * on the quality set and on questions the sites cannot answer (README.md, "Answers").
 */
export const MIN_COVERAGE = 0.44;
export const MIN_RANK = 0.46;

export const isRelevant = (passage: RetrievedPassage) => passage.coverage >= MIN_COVERAGE || passage.rank >= MIN_RANK;

/** Passages that speak to the question enough to answer from. */
export const relevantPassages = (passages: readonly RetrievedPassage[]) => passages.filter(isRelevant);
/** A further passage adds a sentence when it ranks at least this share of the best one. */
const FOLLOWER_SHARE = 0.7;
const MAX_SENTENCES = 3;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** How many of the question's words (by their first letters, as stems are) a sentence holds. */
function overlap(sentence: string, questionWords: readonly string[]): number {
  const words = wordsOf(sentence);
  return questionWords.filter((word) => {
    const stem = word.slice(0, Math.max(4, Math.ceil(word.length * 0.7)));
    return words.some((candidate) => candidate.startsWith(stem) || (stem.length >= 5 && candidate.includes(stem)));
  }).length;
}

const isSentence = (text: string) => wordsOf(text).length >= 4 && /[.!?:]$|\d/.test(text);

/** The best sentence of a passage for the question; a question in the text (a FAQ's) is no answer. */
function bestSentence(passage: RetrievedPassage, questionWords: readonly string[]) {
  const lines = sentencesOf(passage.text);
  // A heading, a label or a list of links ("Nyheter", "Om oss Kontakt") says nothing on its own.
  const sentences = lines.some(isSentence) ? lines.filter(isSentence) : lines;
  const answers = sentences.filter((sentence) => !sentence.endsWith("?"));
  const candidates = answers.length > 0 ? answers : sentences;
  let best = { sentence: candidates[0] ?? "", score: -1 };
  for (const sentence of candidates) {
    const score = overlap(sentence, questionWords);
    if (score > best.score) best = { sentence, score };
  }
  // A FAQ item's answer follows its question: with no word in common, its first sentence answers.
  if (best.score === 0 && answers.length > 0 && answers.length < sentences.length) best.sentence = answers[0]!;
  return best;
}

export function extractiveAnswer(
  site: SiteConfig,
  question: string,
  passages: readonly RetrievedPassage[],
): ChatResponse {
  const top = passages[0];
  if (!top || !isRelevant(top)) return notFoundAnswer(site);
  const questionWords = [...new Set(wordsOf(question).filter((word) => word.length >= 3))];
  const parts: string[] = [];
  const used = new Set<string>();
  passages.forEach((passage, index) => {
    if (parts.length >= MAX_SENTENCES) return;
    if (index > 0 && (passage.rank < top.rank * FOLLOWER_SHARE || !isRelevant(passage))) return;
    const { sentence, score } = bestSentence(passage, questionWords);
    if (!sentence || used.has(sentence) || (index > 0 && score <= 0)) return;
    used.add(sentence);
    parts.push(`${sentence} [${index + 1}]`);
  });
  const response = withCitations(parts.join(" "), passages);
  return response.answer ? response : notFoundAnswer(site);
}
