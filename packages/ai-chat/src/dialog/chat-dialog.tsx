"use client";
import { useMemo, useRef, useSyncExternalStore } from "react";
import { messagesTextOf } from "@housing/i18n";
import { I18nMessages, useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Button, Modal } from "@housing/ui";
import { aiChatMessages } from "../messages";
import { ChatLog } from "./chat-log";
import { QuestionForm } from "./question-form";
import { useChat } from "./use-chat";
import styles from "./chat-dialog.module.css";

export interface ChatDialogProps {
  site: SiteConfig;
  onClose: () => void;
}

/** Small screens get the whole viewport; wider ones a panel in the bottom corner. */
const SMALL_SCREEN = "(max-width: 40rem)";

function subscribeSmallScreen(onChange: () => void) {
  const query = window.matchMedia(SMALL_SCREEN);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function useIsSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribeSmallScreen,
    () => window.matchMedia(SMALL_SCREEN).matches,
    () => false,
  );
}

/**
 * The chat's dialog (spec sections 2 and 4), loaded when the launcher first opens it: the
 * conversation and the question field, in the site's language with its own messages (the page
 * sends only the launcher's).
 */
export default function ChatDialog(props: ChatDialogProps) {
  const locale = props.site.locale;
  const messages = useMemo(() => messagesTextOf(aiChatMessages[locale], ["ai-chat."]), [locale]);
  return (
    <I18nMessages messages={messages}>
      <ChatDialogBody {...props} />
    </I18nMessages>
  );
}

function ChatDialogBody({ site, onClose }: ChatDialogProps) {
  const text = useI18n();
  const chat = useChat(site);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const isSmallScreen = useIsSmallScreen();
  const focusField = () => fieldRef.current?.focus();

  return (
    <Modal
      open
      onClose={onClose}
      title={text.t("ai-chat.dialog.title")}
      // No hash: a cited link navigates while the dialog closes, and a modal's hash is undone with history.back().
      noHash
      fullscreen={isSmallScreen}
      // A stray click on the page behind must not close the conversation mid-question.
      disableOutsideClick
      initialFocusRef={fieldRef}
      className={isSmallScreen ? styles.fullscreen : styles.panel}
    >
      <div className={styles.chat}>
        {chat.conversation.messages.length > 0 ? (
          <div className={styles.toolbar}>
            <Button
              variant="secondary"
              className={styles.newConversation}
              onClick={() => {
                chat.clear();
                focusField();
              }}
            >
              {text.t("ai-chat.newConversation")}
            </Button>
          </div>
        ) : null}
        <ChatLog
          messages={chat.conversation.messages}
          isWaiting={chat.isWaiting}
          onRetry={(errorId) => {
            chat.retry(errorId);
            // The retry button goes with the error reply: focus goes back to the field, not to the page.
            focusField();
          }}
          onNavigate={onClose}
        />
        <QuestionForm
          draft={chat.conversation.draft}
          onDraftChange={chat.setDraft}
          onAsk={chat.ask}
          isWaiting={chat.isWaiting}
          fieldRef={fieldRef}
        />
      </div>
    </Modal>
  );
}
