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
 * The chat's launcher (spec section 2, local and dev only): a button in a strip after the page's
 * footer that opens the chat's dialog; closing it brings focus back here. The conversation outlives
 * the dialog (conversation-atom.ts), so reopening shows it again.
 *
 * In the page's flow, not floating: a button fixed in a corner sits over whatever scrolls under it
 * (the search map's zoom buttons, a form's last field), which hides focused controls and overlaps
 * their targets (WCAG 2.2 "focus not obscured" and "target size"). At the end of every page, after
 * the footer, it covers nothing; the chat is a development aid, found where the page ends.
 */
export function ChatLauncher({ site }: ChatLauncherProps) {
  const text = useI18n();
  const [isOpen, setOpen] = useState(false);
  const preload = () => void loadDialog();
  return (
    <div className={styles.bar}>
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
    </div>
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
