import { atomWithStorage } from "jotai/utils";
import * as v from "valibot";
import { ChatCitationSchema } from "@housing/contracts/chat";
import type { SiteKey } from "@housing/site-config";
import { EMPTY_CONVERSATION, forStorage, restored, type Conversation } from "./conversation";

/*
 * The conversation lives in a jotai atom per site (the project keeps client state that outlives a
 * component, the chat among it, in atoms): it survives closing and reopening the dialog, and is
 * kept in the tab's sessionStorage so a reload or the next page of the same site shows it again.
 * Another site (another key) has a conversation of its own; closing the tab forgets it.
 */

const StoredMessageSchema = v.variant("from", [
  v.object({ id: v.string(), from: v.literal("user"), text: v.string() }),
  v.variant("kind", [
    v.object({
      id: v.string(),
      from: v.literal("assistant"),
      kind: v.literal("answer"),
      answer: v.string(),
      citations: v.array(ChatCitationSchema),
    }),
    v.object({
      id: v.string(),
      from: v.literal("assistant"),
      kind: v.literal("error"),
      reason: v.picklist(["failed", "rateLimited"]),
      questionId: v.string(),
    }),
  ]),
]);

/** What the tab's storage holds; anything else there (an older shape, an edit by hand) is ignored. */
const StoredConversationSchema = v.object({
  messages: v.array(StoredMessageSchema),
  draft: v.string(),
  waitingFor: v.nullable(v.string()),
});

export const storageKey = (siteKey: SiteKey) => `housing.ai-chat.${siteKey}`;

function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: the conversation lives for the page only.
    return null;
  }
}

/** jotai's synchronous storage shape (not exported by jotai/utils), read through the schema above. */
const conversationStorage = {
  getItem(key: string, initialValue: Conversation): Conversation {
    const text = sessionStore()?.getItem(key);
    if (!text) return initialValue;
    try {
      const parsed = v.safeParse(StoredConversationSchema, JSON.parse(text));
      return parsed.success ? restored(parsed.output) : initialValue;
    } catch {
      return initialValue;
    }
  },
  setItem(key: string, value: Conversation): void {
    try {
      sessionStore()?.setItem(key, JSON.stringify(forStorage(value)));
    } catch {
      // Full or blocked storage: the conversation still lives in the atom for this page.
    }
  },
  removeItem(key: string): void {
    sessionStore()?.removeItem(key);
  },
};

const atoms = new Map<SiteKey, ReturnType<typeof createConversationAtom>>();

function createConversationAtom(siteKey: SiteKey) {
  return atomWithStorage<Conversation>(storageKey(siteKey), EMPTY_CONVERSATION, conversationStorage, {
    getOnInit: true,
  });
}

/** The site's conversation atom (one per site key, read from the tab's storage on first use). */
export function conversationAtom(siteKey: SiteKey) {
  let atom = atoms.get(siteKey);
  if (!atom) {
    atom = createConversationAtom(siteKey);
    atoms.set(siteKey, atom);
  }
  return atom;
}
