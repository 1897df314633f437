import * as v from "valibot";
import { CHAT_LIMITS, ChatQuestionSchema } from "@housing/contracts/chat";

/*
 * The question field's rule is the API's (spec section 5): the contract's ChatQuestionSchema, at
 * most 500 characters after trimming, not empty or only spaces, no control characters.
 */

export type QuestionProblem = "empty" | "tooLong" | "invalidCharacters";

export type CheckedQuestion = { ok: true; question: string } | { ok: false; problem: QuestionProblem };

export function checkQuestion(draft: string): CheckedQuestion {
  // The schema decides; its checks carry no names of their own, so the reason is read off the text.
  if (v.safeParse(ChatQuestionSchema, draft).success) return { ok: true, question: draft.trim() };
  const trimmed = draft.trim();
  if (trimmed === "") return { ok: false, problem: "empty" };
  if (trimmed.length > CHAT_LIMITS.questionMaxLength) return { ok: false, problem: "tooLong" };
  return { ok: false, problem: "invalidCharacters" };
}

/** The counter shows from this many characters: near the limit, not while there is room. */
export const COUNTER_FROM = Math.floor(CHAT_LIMITS.questionMaxLength * 0.8);

/** The length the limit counts: the trimmed question, as the schema sees it. */
export const questionLength = (draft: string) => draft.trim().length;
