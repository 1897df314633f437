import { ChatResponseSchema, type ChatRequestInput, type ChatResponse } from "@housing/contracts/chat";
import { API_BASE_PATHS } from "@housing/site-config";
import type { KyInstance } from "ky";
import { postJson, type CallOptions } from "./request";

/** The retriever's base path without its leading slash, for ky's prefixUrl. */
export const RETRIEVER_BASE = API_BASE_PATHS.retriever.replace(/^\//, "");

/**
 * POST ai/chat on the retriever's base path: a question about the asking site, answered from its
 * own published content with `[n]` markers and their citations. Development and local only (the API
 * answers 404 elsewhere). Public: no session needed.
 */
export function askChat(http: KyInstance, request: ChatRequestInput, options?: CallOptions): Promise<ChatResponse> {
  return postJson(http, `${RETRIEVER_BASE}/ai/chat`, request, ChatResponseSchema, options);
}
