import type { SiteCode } from "@housing/site-config";
import { ENGLISH_QUESTIONS } from "./questions-en";
import { FINNISH_QUESTIONS } from "./questions-fi";
import { NORWEGIAN_QUESTIONS } from "./questions-nb";
import { SWEDISH_QUESTIONS } from "./questions-sv";

/** What kind of content answers a question, so a result can be read per kind. */
export type ChatQualityTopic =
  | "faq"
  | "buying"
  | "contact"
  | "sustainability"
  | "career"
  | "company"
  | "privacy"
  | "inspiration"
  | "news"
  | "stage"
  | "premises";

/**
 * The chat's quality set: questions a visitor might type, each with the page(s) of the asking
 * site's own seeded content that answer it. It is the measure of the chat's retrieval and
 * answers, so it is written from the content, never from what a retrieval method happens to find.
 */
export interface ChatQualityQuestion {
  site: SiteCode;
  /** As a visitor would type it, in the site's language. */
  question: string;
  /** The page paths on that site that answer it (any one of them counts as right). */
  answeredBy: readonly string[];
  /** A short phrase of every answering page's visible text that carries the answer. */
  answerContains: string;
  topic: ChatQualityTopic;
}

/*
 * Stage and premises questions ask only what the catalogue seed draws from the stage's or the
 * premises' own id (name, place, move-in time, size), which stays the same whatever the size of
 * the seeded catalogue; home counts and the generated home news change with it and are not asked.
 */
export const CHAT_QUALITY_QUESTIONS: readonly ChatQualityQuestion[] = [
  ...SWEDISH_QUESTIONS,
  ...NORWEGIAN_QUESTIONS,
  ...FINNISH_QUESTIONS,
  ...ENGLISH_QUESTIONS,
];
