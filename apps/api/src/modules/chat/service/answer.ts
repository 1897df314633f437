import { CHAT_LIMITS, type ChatRequest, type ChatResponse } from "@housing/contracts/chat";
import { getSiteByKey } from "@housing/site-config";
import type { AppDependencies } from "../../../core/dependencies";
import { notFoundAnswer } from "./compose";
import { plainQuestion, retrievePassages } from "./retrieve";

/** Passages retrieved per question: the answerer picks from them, at most maxCitations pages cited. */
export const PASSAGES_PER_QUESTION = 8;

/** A question of a site, answered from that site's passages only (README.md). */
export async function answerQuestion(
  deps: Pick<AppDependencies, "db" | "chat">,
  request: ChatRequest,
): Promise<ChatResponse> {
  const site = getSiteByKey(request.siteName);
  // The request schema admits only known keys; a key without a site config is nobody's site.
  if (!site) throw new Error("A chat request for a site without a configuration");
  const question = plainQuestion(request.question);
  if (!question) return notFoundAnswer(site);
  const passages = await retrievePassages(deps.db, site, question, PASSAGES_PER_QUESTION);
  const response = await deps.chat.answerer.answer({ site, question, passages });
  return { answer: response.answer, citations: response.citations.slice(0, CHAT_LIMITS.maxCitations) };
}
