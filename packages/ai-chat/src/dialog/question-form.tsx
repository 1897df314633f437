"use client";
import { useId, type FormEvent, type KeyboardEvent, type Ref } from "react";
import { CHAT_LIMITS } from "@housing/contracts/chat";
import { useI18n } from "@housing/i18n/react";
import { Button, controlClassNames } from "@housing/ui";
import { COUNTER_FROM, checkQuestion, questionLength } from "../model/question";
import styles from "./chat-dialog.module.css";

export interface QuestionFormProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  /** A question that passed the contract's schema, trimmed. */
  onAsk: (question: string) => void;
  isWaiting: boolean;
  fieldRef: Ref<HTMLTextAreaElement>;
}

/**
 * The question field (spec section 5): Enter sends and Shift+Enter adds a line; an empty or
 * whitespace question is never sent and the send button is disabled for it and while the
 * assistant is answering. A question over the limit keeps its text and says why it cannot go,
 * with a counter near the limit; both are tied to the field.
 */
export function QuestionForm({ draft, onDraftChange, onAsk, isWaiting, fieldRef }: QuestionFormProps) {
  const text = useI18n();
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;

  const checked = checkQuestion(draft);
  const isEmpty = !checked.ok && checked.problem === "empty";
  // An empty field is no error to announce: the send button is simply disabled.
  const problem = checked.ok || isEmpty ? null : checked.problem;
  const length = questionLength(draft);
  const hasCounter = length >= COUNTER_FROM;
  const max = CHAT_LIMITS.questionMaxLength;

  const send = () => {
    if (isWaiting || !checked.ok) return;
    onAsk(checked.question);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
    // The button may have had focus; the field is where the next question (or the fix) is typed.
    if (event.currentTarget instanceof HTMLFormElement) event.currentTarget.querySelector("textarea")?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing a word confirms it with Enter: that Enter is not a send (keyCode 229 in older Safari).
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    send();
  };

  const describedBy = [hintId, hasCounter ? counterId : null, problem ? errorId : null].filter(Boolean).join(" ");
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-field`} className={controlClassNames.label}>
        {text.t("ai-chat.question.label")}
      </label>
      <p id={hintId} className={controlClassNames.hint}>
        {text.t("ai-chat.question.hint")}
      </p>
      <div className={styles.fieldRow}>
        <textarea
          ref={fieldRef}
          id={`${id}-field`}
          className={`${controlClassNames.input} ${styles.field}`}
          rows={2}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={describedBy}
          aria-invalid={problem ? true : undefined}
        />
        <Button type="submit" disabled={isWaiting || isEmpty}>
          {text.t("ai-chat.send")}
        </Button>
      </div>
      <div className={styles.fieldNotes}>
        {/* Polite: the error is read when it appears while typing, not on every keystroke. */}
        <p id={errorId} className={styles.error} aria-live="polite">
          {problem === "tooLong"
            ? text.t("ai-chat.question.tooLong", { max })
            : problem === "invalidCharacters"
              ? text.t("ai-chat.question.invalidCharacters")
              : null}
        </p>
        {hasCounter ? (
          <p id={counterId} className={length > max ? `${styles.counter} ${styles.counterOver}` : styles.counter}>
            {text.t("ai-chat.question.counter", { count: length, max })}
          </p>
        ) : null}
      </div>
    </form>
  );
}
