import { Hono } from "hono";
import { ChatRequestSchema, type ChatResponse } from "@housing/contracts/chat";
import type { AppDependencies } from "../../core/dependencies";
import { validate } from "../../core/validation";
import { answerQuestion } from "./service/answer";

/*
 * The AI question chat (README.md beside this file; spec sections 1, 3 and 7), on the retriever's
 * base path: `deps.retrieverBasePath` (HOUSING_RETRIEVER_BASE_PATH, site-config's
 * API_BASE_PATHS.retriever by default). Public. Development and local only: elsewhere the route is
 * not mounted and answers 404 like any unknown path. Its questions per client IP and minute are
 * counted by core/rate-limit (the "chat" rule, `deps.chat.questionsPerMinute`).
 */
export function chatRoutes(deps: AppDependencies): Hono {
  const routes = new Hono();
  const environment = deps.auth.environment;
  if (environment !== "local" && environment !== "dev") return routes;
  return routes.post(`${deps.retrieverBasePath}/ai/chat`, validate("json", ChatRequestSchema), async (c) => {
    const request = c.req.valid("json");
    const response: ChatResponse = await answerQuestion(deps, request);
    return c.json(response);
  });
}
