"use client";
import { useMutation } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useCallback, useMemo } from "react";
import { askChat, isApiError } from "@housing/api-client";
import { useApiHttp } from "@housing/api-client/react";
import type { SiteConfig } from "@housing/site-config";
import { usePageStore } from "@housing/ui/page-store/store";
import { conversationAtom } from "../model/conversation-atom";
import {
  EMPTY_CONVERSATION,
  withAnswer,
  withError,
  withQuestion,
  withRetry,
  type Conversation,
} from "../model/conversation";

/**
 * How long an answer may take. The site's client gives up after 10 s, which suits page data; the
 * retriever searches the site's pages and then writes the answer, which can take longer.
 */
export const CHAT_TIMEOUT_MS = 60_000;

export interface Chat {
  conversation: Conversation;
  isWaiting: boolean;
  /** Sends a checked question (the output of ChatQuestionSchema). */
  ask: (question: string) => void;
  /** Asks the question of an error reply again. */
  retry: (errorId: string) => void;
  setDraft: (draft: string) => void;
  clear: () => void;
}

/**
 * The site's conversation and the `POST ai/chat` call. The answer (or the error) is written to the
 * page's store when it arrives, even if the dialog was closed meanwhile: the next opening shows it.
 */
export function useChat(site: SiteConfig): Chat {
  const store = usePageStore();
  const atom = conversationAtom(site.key);
  const conversation = useAtomValue(atom, { store });
  const http = useApiHttp();
  const chatHttp = useMemo(() => http.extend({ timeout: CHAT_TIMEOUT_MS }), [http]);

  const { mutate } = useMutation({
    mutationKey: ["ai-chat", site.key],
    mutationFn: ({ question }: { question: string; questionId: string }) =>
      askChat(chatHttp, { question, siteName: site.key }),
    // Options' callbacks (not mutate's) run after the dialog unmounted too.
    onSuccess: (response, { questionId }) => store.set(atom, (current) => withAnswer(current, questionId, response)),
    // Spec section 8: a failure (HTTP error, network, an answer of the wrong shape) is the chat error; 429 says to wait.
    onError: (error, { questionId }) =>
      store.set(atom, (current) =>
        withError(current, questionId, isApiError(error) && error.status === 429 ? "rateLimited" : "failed"),
      ),
  });

  const ask = useCallback(
    (question: string) => {
      const current = store.get(atom);
      if (current.waitingFor !== null) return;
      const next = withQuestion(current, question);
      store.set(atom, next);
      mutate({ question, questionId: next.waitingFor! });
    },
    [store, atom, mutate],
  );

  const retry = useCallback(
    (errorId: string) => {
      const again = withRetry(store.get(atom), errorId);
      if (!again) return;
      store.set(atom, again.conversation);
      mutate({ question: again.question, questionId: again.questionId });
    },
    [store, atom, mutate],
  );

  const setDraft = useCallback((draft: string) => store.set(atom, (current) => ({ ...current, draft })), [store, atom]);
  // A new conversation keeps what is being typed; an answer still on its way is dropped (withAnswer).
  const clear = useCallback(
    () => store.set(atom, (current) => ({ ...EMPTY_CONVERSATION, draft: current.draft })),
    [store, atom],
  );

  return { conversation, isWaiting: conversation.waitingFor !== null, ask, retry, setDraft, clear };
}
