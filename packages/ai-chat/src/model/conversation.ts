import type { ChatCitation, ChatResponse } from "@housing/contracts/chat";

/*
 * The chat's conversation (spec section 4: open or closed; messages from the visitor or the bot;
 * loading while waiting) as plain data and the pure steps that change it. The dialog keeps it in a
 * jotai atom per site (conversation-atom.ts), so it outlives the dialog and, through
 * sessionStorage, a reload of the tab.
 */

/** Why a question got no answer: spec section 8's chat error, or the API's 429. */
export type ChatErrorReason = "failed" | "rateLimited";

export type ChatMessage =
  | { id: string; from: "user"; text: string }
  | { id: string; from: "assistant"; kind: "answer"; answer: string; citations: ChatCitation[] }
  /** The reply to `questionId` when it could not be answered; that question can be asked again. */
  | { id: string; from: "assistant"; kind: "error"; reason: ChatErrorReason; questionId: string };

export interface Conversation {
  messages: ChatMessage[];
  /** The question field's text, kept while the dialog is closed: nothing typed is lost. */
  draft: string;
  /** The question the assistant is answering (spec section 4: loading while waiting), else null. */
  waitingFor: string | null;
}

export const EMPTY_CONVERSATION: Conversation = { messages: [], draft: "", waitingFor: null };

/** Messages kept in the tab's storage: the latest ones, enough for a session's questions. */
export const STORED_MESSAGES = 40;

let counter = 0;
/** A message id unique within the tab (randomUUID needs a secure context; local sites may run on plain http). */
export function newMessageId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter.toString(36)}`;
}

/** The visitor asks `question` (already checked): it joins the conversation, the field empties, the bot is waiting. */
export function withQuestion(conversation: Conversation, question: string, id = newMessageId()): Conversation {
  return {
    messages: [...conversation.messages, { id, from: "user", text: question }],
    draft: "",
    waitingFor: id,
  };
}

/**
 * The API's answer to `questionId`. An empty answer is spec section 8's chat error. An answer to a
 * question no longer awaited (the visitor started a new conversation meanwhile) is dropped.
 */
export function withAnswer(conversation: Conversation, questionId: string, response: ChatResponse): Conversation {
  if (conversation.waitingFor !== questionId) return conversation;
  if (response.answer.trim() === "") return withError(conversation, questionId, "failed");
  const reply: ChatMessage = {
    id: newMessageId(),
    from: "assistant",
    kind: "answer",
    answer: response.answer,
    citations: response.citations,
  };
  return { ...conversation, messages: [...conversation.messages, reply], waitingFor: null };
}

/** No answer to `questionId`: the chat error (or the rate limit's) as the bot's reply. */
export function withError(conversation: Conversation, questionId: string, reason: ChatErrorReason): Conversation {
  if (conversation.waitingFor !== questionId) return conversation;
  const reply: ChatMessage = { id: newMessageId(), from: "assistant", kind: "error", reason, questionId };
  return { ...conversation, messages: [...conversation.messages, reply], waitingFor: null };
}

/**
 * Asking again after an error reply: the reply goes, the question stays and is awaited again.
 * Returns the question's text to send, or null when there is nothing to retry (already waiting).
 */
export function withRetry(
  conversation: Conversation,
  errorId: string,
): { conversation: Conversation; question: string; questionId: string } | null {
  if (conversation.waitingFor !== null) return null;
  const reply = conversation.messages.find((message) => message.id === errorId);
  if (reply?.from !== "assistant" || reply.kind !== "error") return null;
  const question = conversation.messages.find((message) => message.id === reply.questionId);
  if (question?.from !== "user") return null;
  return {
    conversation: {
      ...conversation,
      messages: conversation.messages.filter((message) => message.id !== errorId),
      waitingFor: question.id,
    },
    question: question.text,
    questionId: question.id,
  };
}

/**
 * A conversation read back from the tab's storage: a question that was waiting when the page went
 * away never gets its answer, so it gets the chat error instead (and can be asked again).
 */
export function restored(conversation: Conversation): Conversation {
  if (conversation.waitingFor === null) return conversation;
  return withError(conversation, conversation.waitingFor, "failed");
}

/** What goes to the tab's storage: the latest messages only. */
export function forStorage(conversation: Conversation): Conversation {
  if (conversation.messages.length <= STORED_MESSAGES) return conversation;
  return { ...conversation, messages: conversation.messages.slice(-STORED_MESSAGES) };
}
