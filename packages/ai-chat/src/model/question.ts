import * as v from "valibot";
import { CHAT_LIMITS, ChatQuestionSchema } from "@housing/contracts/chat";

/*
 * The question field's rule is the API's (spec section 5): the contract's ChatQuestionSchema, at
 * most 500 characters after trimming, not empty or only spaces, no control characters.
 */

export type QuestionProblem = "empty" | "tooLong" | "invalidCharacters";

export type CheckedQuestion = { ok: true; question: string } | { ok: false; problem: QuestionProblem };

export function checkQuestion(draft: string): CheckedQuestion {
  const result = v.safeParse(ChatQuestionSchema, draft);
  if (result.success) return { ok: true, question: result.output };
  const issue = result.issues[0];
  if (issue.type === "max_length") return { ok: false, problem: "tooLong" };
  if (issue.type === "check") return { ok: false, problem: "invalidCharacters" };
  return { ok: false, problem: "empty" };
}

/** The counter shows from this many characters: near the limit, not while there is room. */
export const COUNTER_FROM = Math.floor(CHAT_LIMITS.questionMaxLength * 0.8);

/** The length the limit counts: the trimmed question, as the schema sees it. */
export const questionLength = (draft: string) => draft.trim().length;
