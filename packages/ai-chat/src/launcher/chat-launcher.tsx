"use client";
import { Suspense, lazy, useState } from "react";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import styles from "./launcher.module.css";

// The dialog (with the contract's schemas and the API call) loads when it first opens, or is about to: hover, focus.
const loadDialog = () => import("../dialog/chat-dialog");
const ChatDialog = lazy(loadDialog);

export interface ChatLauncherProps {
  site: SiteConfig;
}

/**
 * The chat's launcher (spec section 2, local and dev only): a button fixed in the page's bottom
 * corner that opens the chat's dialog; closing it brings focus back here. The conversation outlives
 * the dialog (conversation-atom.ts), so reopening shows it again.
 */
export function ChatLauncher({ site }: ChatLauncherProps) {
  const text = useI18n();
  const [isOpen, setOpen] = useState(false);
  const preload = () => void loadDialog();
  return (
    <>
      {/* Room after the page's last content, so the fixed button never sits over its end. */}
      <div className={styles.spacer} aria-hidden="true" />
      <button
        type="button"
        className={styles.launcher}
        aria-haspopup="dialog"
        data-site={site.code}
        data-chat-launcher=""
        onMouseEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        <ChatIcon />
        {text.t("ai-chat.launcher.open")}
      </button>
      {isOpen ? (
        <Suspense
          fallback={
            <p role="status" className={styles.loading}>
              {text.t("ai-chat.launcher.loading")}
            </p>
          }
        >
          <ChatDialog site={site} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function ChatIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <path
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
