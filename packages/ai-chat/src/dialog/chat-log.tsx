"use client";
import { Fragment, useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { answerParts, type ChatAnswerPart, type ChatCitation } from "@housing/contracts/chat";
import { useI18n } from "@housing/i18n/react";
import { Button, Link, VisuallyHidden } from "@housing/ui";
import type { ChatMessage } from "../model/conversation";
import styles from "./chat-dialog.module.css";

export interface ChatLogProps {
  messages: readonly ChatMessage[];
  isWaiting: boolean;
  onRetry: (errorId: string) => void;
  /** A cited page was opened in this tab: the dialog closes so the page shows. */
  onNavigate: () => void;
}

/**
 * The conversation (spec section 4): a log whose new messages are read politely, each labelled as
 * the visitor's or the assistant's, the assistant's intro when it is empty and its "writing…" while
 * it answers.
 */
export function ChatLog({ messages, isWaiting, onRetry, onNavigate }: ChatLogProps) {
  const text = useI18n();
  const logRef = useRef<HTMLDivElement>(null);

  // The latest message in view; the log scrolls, the page behind it does not.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, isWaiting]);

  const lastMessage = messages.at(-1);
  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={text.t("ai-chat.log.label")}
      className={styles.log}
      // The log scrolls: keyboard users reach it to scroll a long answer.
      tabIndex={0}
    >
      {messages.length === 0 ? (
        <AssistantMessage>
          <p className={styles.text}>{text.t("ai-chat.intro")}</p>
        </AssistantMessage>
      ) : null}
      {messages.map((message) =>
        message.from === "user" ? (
          <div key={message.id} className={`${styles.message} ${styles.user}`}>
            <VisuallyHidden>{text.t("ai-chat.from.user")} </VisuallyHidden>
            <p className={styles.text}>{message.text}</p>
          </div>
        ) : message.kind === "answer" ? (
          <AssistantMessage key={message.id}>
            <Answer answer={message.answer} citations={message.citations} onNavigate={onNavigate} />
          </AssistantMessage>
        ) : (
          <AssistantMessage key={message.id} isError>
            <p className={styles.text}>
              {text.t(message.reason === "rateLimited" ? "ai-chat.error.rateLimited" : "ai-chat.error.failed")}
            </p>
            {/* Only the latest reply offers to ask again: an older question was followed by others. */}
            {message === lastMessage && !isWaiting ? (
              <Button variant="secondary" className={styles.retry} onClick={() => onRetry(message.id)}>
                {text.t("ai-chat.retry")}
              </Button>
            ) : null}
          </AssistantMessage>
        ),
      )}
      {isWaiting ? (
        <AssistantMessage isBusy>
          <p className={styles.text}>
            <span className={styles.dots} aria-hidden="true" />
            {text.t("ai-chat.typing")}
          </p>
        </AssistantMessage>
      ) : null}
    </div>
  );
}

function AssistantMessage({
  isError = false,
  isBusy = false,
  children,
}: {
  isError?: boolean;
  isBusy?: boolean;
  children: ReactNode;
}) {
  const text = useI18n();
  const className = [styles.message, styles.assistant, isError && styles.errorReply].filter(Boolean).join(" ");
  return (
    <div className={className} aria-busy={isBusy || undefined} data-state={isBusy ? "waiting" : undefined}>
      <VisuallyHidden>{text.t("ai-chat.from.assistant")} </VisuallyHidden>
      {children}
    </div>
  );
}

/** Adjacent markers of the same page ("[1][1]") give one link. */
function withoutRepeats(parts: ChatAnswerPart[]): ChatAnswerPart[] {
  return parts.filter((part, index) => {
    const previous = parts[index - 1];
    return !(
      part.kind === "citation" &&
      previous?.kind === "citation" &&
      previous.citation.citationId === part.citation.citationId
    );
  });
}

/**
 * The answer as plain text (React escapes it; never HTML) with line breaks kept by CSS, and each
 * `[n]` marker replaced by a link to the cited page (spec section 7). Decision: the link's visible
 * text is the page's title, so the link says where it goes in any reading order, and its name and
 * label are the same (WCAG 2.5.3); a marker without a citation is dropped by answerParts.
 */
function Answer({
  answer,
  citations,
  onNavigate,
}: {
  answer: string;
  citations: ChatCitation[];
  onNavigate: () => void;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window leaves this page as it is; a plain click shows the cited page here.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    onNavigate();
  };
  return (
    <p className={styles.text}>
      {withoutRepeats(answerParts(answer, citations)).map((part, index) =>
        part.kind === "text" ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <Link key={index} href={part.citation.url} className={styles.citation} onClick={onClick}>
            {part.citation.urlTitle}
          </Link>
        ),
      )}
    </p>
  );
}
