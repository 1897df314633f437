import { defineMessages } from "@housing/i18n";

/** The AI chat's messages (ids "ai-chat.…") in sv, nb, fi and en. */
export const aiChatMessages = defineMessages(
  {
    sv: {
      "ai-chat.launcher.open": "Ställ en fråga",
    },
  },
  {
    nb: {
      "ai-chat.launcher.open": "Still et spørsmål",
    },
    fi: {
      "ai-chat.launcher.open": "Kysy kysymys",
    },
    en: {
      "ai-chat.launcher.open": "Ask a question",
    },
  },
);

declare module "@housing/i18n" {
  interface MessageCatalogues {
    "ai-chat": (typeof aiChatMessages)["sv"];
  }
}
