import * as v from "valibot";
import { SiteKeySchema } from "../common";

/*
 * The AI question chat (spec sections 3 "Chat" and 7 `POST ai/chat`), on the retriever's base path
 * (site-config's API_BASE_PATHS.retriever). Development and local environments only (spec
 * section 1): elsewhere the API answers 404 and the sites render no widget.
 *
 * `siteName` carries the asking site's key (the back end's name of a site, e.g. "Jmse"): the answer
 * draws only on that site's published content, in its language. The answer is plain text in which
 * `[n]` marks the passage a sentence comes from; each marker's `n` is a `citationId` of the
 * citations, which are the pages those passages were retrieved from (never anything else).
 */

/** Spec section 5 and the chat issue: a question of at most 500 characters, not empty or only spaces. */
export const CHAT_LIMITS = {
  questionMaxLength: 500,
  /** Citations in one answer. */
  maxCitations: 5,
} as const;

/** Control characters other than tab and line breaks (PostgreSQL refuses NUL in text). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/*
 * The rules look at the trimmed text, as the form rules do (forms/index.ts): no `v.trim()` action,
 * since the OpenAPI document is generated from this schema and a transformation has no JSON
 * Schema form. The API trims the question before it answers.
 */
export const ChatQuestionSchema = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== "", "Required"),
  v.check(
    (value) => value.trim().length <= CHAT_LIMITS.questionMaxLength,
    `At most ${CHAT_LIMITS.questionMaxLength} characters`,
  ),
  v.check((value) => !CONTROL_CHARACTERS.test(value), "Control characters are not allowed"),
);

/** The body of `POST ai/chat`. The same schema checks the widget's input and the API's request. */
export const ChatRequestSchema = v.strictObject({
  question: ChatQuestionSchema,
  siteName: SiteKeySchema,
});
export type ChatRequest = v.InferOutput<typeof ChatRequestSchema>;
export type ChatRequestInput = v.InferInput<typeof ChatRequestSchema>;

/** A page of the asking site: a path on the site's own host. */
const SitePathSchema = v.pipe(v.string(), v.regex(/^\/(?!\/)/, "A path on the site"), v.maxLength(2048));

export const ChatCitationSchema = v.object({
  /** The `n` of the answer's `[n]` markers, from 1. */
  citationId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The cited page's title, the link's text. */
  urlTitle: v.pipe(v.string(), v.nonEmpty()),
  url: SitePathSchema,
});
export type ChatCitation = v.InferOutput<typeof ChatCitationSchema>;

export const ChatResponseSchema = v.object({
  /** Plain text with `[n]` markers; empty when nothing could be answered (the widget shows its error). */
  answer: v.string(),
  citations: v.pipe(v.array(ChatCitationSchema), v.maxLength(CHAT_LIMITS.maxCitations)),
});
export type ChatResponse = v.InferOutput<typeof ChatResponseSchema>;

/** A piece of an answer: text, or a `[n]` marker resolved to its citation. */
export type ChatAnswerPart = { kind: "text"; text: string } | { kind: "citation"; citation: ChatCitation };

/**
 * The answer cut at its `[n]` markers, each marker replaced by its citation (spec section 7: the
 * markers become links). A marker without a citation is dropped, never shown as a bare "[7]".
 */
export function answerParts(answer: string, citations: readonly ChatCitation[]): ChatAnswerPart[] {
  const byId = new Map(citations.map((citation) => [citation.citationId, citation]));
  const parts: ChatAnswerPart[] = [];
  let text = "";
  let last = 0;
  for (const match of answer.matchAll(/\[(\d{1,3})\]/g)) {
    text += answer.slice(last, match.index);
    last = match.index + match[0].length;
    const citation = byId.get(Number(match[1]));
    if (!citation) continue;
    if (text) parts.push({ kind: "text", text });
    text = "";
    parts.push({ kind: "citation", citation });
  }
  text += answer.slice(last);
  if (text) parts.push({ kind: "text", text });
  return parts;
}
