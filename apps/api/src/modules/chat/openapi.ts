import { ChatRequestSchema, ChatResponseSchema } from "@housing/contracts/chat";
import { API_BASE_PATHS } from "@housing/site-config";
import type { OperationSpec } from "../../core/openapi/operation";

/** Documented on the default base path; a server with HOUSING_RETRIEVER_BASE_PATH serves it under its own. */
const BASE = API_BASE_PATHS.retriever;

/** Spec section 7, `POST ai/chat`. */
export const chatOperations: OperationSpec[] = [
  {
    tag: "AI chat",
    method: "post",
    path: `${BASE}/ai/chat`,
    operationId: "aiChat",
    summary: "A question about the site, answered from its published content",
    description:
      "`siteName` is the asking site's key. The answer is plain text whose `[n]` markers name the `citationId` of a " +
      "citation, a page of that site the sentence comes from; with nothing relevant on the site it says so, without " +
      "citations. Local and dev only (404 elsewhere); 429 with `Retry-After` past 20 questions a minute per client IP.",
    body: {
      schema: ChatRequestSchema,
      example: { question: "Hur länge gäller garantin?", siteName: "Jmse" },
    },
    responses: {
      200: {
        description: "The answer and its citations.",
        schema: ChatResponseSchema,
        example: {
          answer: "Du har två års garanti på arbete och fem års garanti enligt konsumenttjänstlagen. [1]",
          citations: [{ citationId: 1, urlTitle: "Vanliga frågor", url: "/kundservice/vanliga-fragor/" }],
        },
      },
    },
  },
];
