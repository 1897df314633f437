import { fillSlot, type FeatureManifest } from "@housing/contracts/manifest";
import { ChatSlot } from "./chat-slot";
import { aiChatMessages } from "./messages";

/**
 * The AI question chat: fills the frame's `frame.chat` slot, which the site shell renders only in
 * the local and dev environments (spec section 1). The launcher is a chunk of its own and the
 * dialog loads when it opens (lazy.tsx).
 */
export const aiChatManifest = {
  name: "@housing/ai-chat",
  slots: [fillSlot("frame.chat", ChatSlot)],
  messages: { namespace: "ai-chat", catalogue: aiChatMessages },
} satisfies FeatureManifest;
