import { describe, expect, it } from "vitest";
import {
  EMPTY_CONVERSATION,
  STORED_MESSAGES,
  forStorage,
  restored,
  withAnswer,
  withError,
  withQuestion,
  withRetry,
} from "./conversation";

const ANSWER = { answer: "Fem år [1].", citations: [{ citationId: 1, urlTitle: "Garantier", url: "/garantier" }] };

describe("the conversation", () => {
  it("waits for the question it asked and takes only that question's answer", () => {
    const asked = withQuestion({ ...EMPTY_CONVERSATION, draft: "Garanti?" }, "Garanti?", "q1");
    expect(asked).toEqual({ messages: [{ id: "q1", from: "user", text: "Garanti?" }], draft: "", waitingFor: "q1" });
    expect(withAnswer(asked, "other", ANSWER)).toBe(asked);
    const answered = withAnswer(asked, "q1", ANSWER);
    expect(answered.waitingFor).toBeNull();
    expect(answered.messages[1]).toMatchObject({ from: "assistant", kind: "answer", answer: "Fem år [1]." });
  });

  it("turns an empty answer into the chat error", () => {
    const asked = withQuestion(EMPTY_CONVERSATION, "Garanti?", "q1");
    expect(withAnswer(asked, "q1", { answer: " \n", citations: [] }).messages[1]).toMatchObject({
      kind: "error",
      reason: "failed",
      questionId: "q1",
    });
  });

  it("asks an error's question again without adding it twice", () => {
    const failed = withError(withQuestion(EMPTY_CONVERSATION, "Garanti?", "q1"), "q1", "rateLimited");
    const errorId = failed.messages[1]!.id;
    const again = withRetry(failed, errorId);
    expect(again).toEqual({
      conversation: { messages: [failed.messages[0]], draft: "", waitingFor: "q1" },
      question: "Garanti?",
      questionId: "q1",
    });
    expect(withRetry(again!.conversation, errorId)).toBeNull();
  });

  it("gives a question left waiting by a reload the chat error, and stores only the latest messages", () => {
    const waiting = withQuestion(EMPTY_CONVERSATION, "Garanti?", "q1");
    expect(restored(waiting)).toMatchObject({ waitingFor: null, messages: [{}, { kind: "error", reason: "failed" }] });
    let long = EMPTY_CONVERSATION;
    for (let index = 0; index < STORED_MESSAGES; index++) {
      long = withAnswer(withQuestion(long, `Fråga ${index}`, `q${index}`), `q${index}`, ANSWER);
    }
    const stored = forStorage(long);
    expect(stored.messages).toHaveLength(STORED_MESSAGES);
    expect(stored.messages.at(-1)).toEqual(long.messages.at(-1));
  });
});
