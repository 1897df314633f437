import { defineMessages } from "@housing/i18n";

/**
 * The AI chat's messages (ids "ai-chat.…") in sv, nb, fi and en. The page sends only the
 * launcher's ("ai-chat.launcher.…", chat-slot.tsx); the dialog brings the rest with its code.
 */
export const aiChatMessages = defineMessages(
  {
    sv: {
      "ai-chat.launcher.open": "Ställ en fråga",
      "ai-chat.launcher.loading": "Öppnar chatten…",
      "ai-chat.dialog.title": "Fråga om webbplatsen",
      "ai-chat.intro":
        "Hej! Fråga om webbplatsens bostäder, om att köpa bostad, garantier och annat. Jag svarar utifrån webbplatsens egna sidor och länkar till sidorna som svaret kommer från.",
      "ai-chat.log.label": "Samtal",
      "ai-chat.from.user": "Du:",
      "ai-chat.from.assistant": "Assistenten:",
      "ai-chat.typing": "Skriver ett svar…",
      "ai-chat.question.label": "Din fråga",
      "ai-chat.question.hint": "Enter skickar frågan, Skift+Enter ger en ny rad.",
      "ai-chat.question.counter": "{count} av {max} tecken",
      "ai-chat.question.tooLong": "Frågan är för lång: högst {max} tecken. Korta den innan du skickar.",
      "ai-chat.question.invalidCharacters":
        "Frågan innehåller tecken som inte kan skickas. Ta bort dem och försök igen.",
      "ai-chat.send": "Skicka",
      "ai-chat.error.failed": "Tyvärr kunde jag inte svara på frågan just nu. Försök igen om en stund.",
      "ai-chat.error.rateLimited": "Du har ställt många frågor på kort tid. Vänta en stund och försök sedan igen.",
      "ai-chat.retry": "Fråga igen",
      "ai-chat.newConversation": "Nytt samtal",
    },
  },
  {
    nb: {
      "ai-chat.launcher.open": "Still et spørsmål",
      "ai-chat.launcher.loading": "Åpner chatten…",
      "ai-chat.dialog.title": "Spør om nettstedet",
      "ai-chat.intro":
        "Hei! Spør om nettstedets boliger, boligkjøp, garantier og annet. Jeg svarer ut fra nettstedets egne sider og lenker til sidene svaret kommer fra.",
      "ai-chat.log.label": "Samtale",
      "ai-chat.from.user": "Du:",
      "ai-chat.from.assistant": "Assistenten:",
      "ai-chat.typing": "Skriver et svar…",
      "ai-chat.question.label": "Ditt spørsmål",
      "ai-chat.question.hint": "Enter sender spørsmålet, Shift+Enter gir en ny linje.",
      "ai-chat.question.counter": "{count} av {max} tegn",
      "ai-chat.question.tooLong": "Spørsmålet er for langt: maks {max} tegn. Gjør det kortere før du sender.",
      "ai-chat.question.invalidCharacters": "Spørsmålet inneholder tegn som ikke kan sendes. Fjern dem og prøv igjen.",
      "ai-chat.send": "Send",
      "ai-chat.error.failed": "Beklager, jeg kunne ikke svare på spørsmålet akkurat nå. Prøv igjen om litt.",
      "ai-chat.error.rateLimited": "Du har stilt mange spørsmål på kort tid. Vent litt og prøv igjen.",
      "ai-chat.retry": "Spør igjen",
      "ai-chat.newConversation": "Ny samtale",
    },
    fi: {
      "ai-chat.launcher.open": "Kysy kysymys",
      "ai-chat.launcher.loading": "Avataan chattia…",
      "ai-chat.dialog.title": "Kysy sivustosta",
      "ai-chat.intro":
        "Hei! Kysy sivuston asunnoista, asunnon ostamisesta, takuista ja muusta. Vastaan sivuston omien sivujen perusteella ja linkitän sivuihin, joilta vastaus on peräisin.",
      "ai-chat.log.label": "Keskustelu",
      "ai-chat.from.user": "Sinä:",
      "ai-chat.from.assistant": "Avustaja:",
      "ai-chat.typing": "Kirjoittaa vastausta…",
      "ai-chat.question.label": "Kysymyksesi",
      "ai-chat.question.hint": "Enter lähettää kysymyksen, Vaihto+Enter lisää rivinvaihdon.",
      "ai-chat.question.counter": "{count}/{max} merkkiä",
      "ai-chat.question.tooLong": "Kysymys on liian pitkä: enintään {max} merkkiä. Lyhennä sitä ennen lähettämistä.",
      "ai-chat.question.invalidCharacters":
        "Kysymyksessä on merkkejä, joita ei voi lähettää. Poista ne ja yritä uudelleen.",
      "ai-chat.send": "Lähetä",
      "ai-chat.error.failed":
        "Valitettavasti en pystynyt vastaamaan kysymykseen juuri nyt. Yritä hetken kuluttua uudelleen.",
      "ai-chat.error.rateLimited":
        "Olet esittänyt monta kysymystä lyhyessä ajassa. Odota hetki ja yritä sitten uudelleen.",
      "ai-chat.retry": "Kysy uudelleen",
      "ai-chat.newConversation": "Uusi keskustelu",
    },
    en: {
      "ai-chat.launcher.open": "Ask a question",
      "ai-chat.launcher.loading": "Opening the chat…",
      "ai-chat.dialog.title": "Ask about the site",
      "ai-chat.intro":
        "Hi! Ask about the site's homes, buying a home, guarantees and more. I answer from the site's own pages and link to the pages each answer comes from.",
      "ai-chat.log.label": "Conversation",
      "ai-chat.from.user": "You:",
      "ai-chat.from.assistant": "Assistant:",
      "ai-chat.typing": "Writing an answer…",
      "ai-chat.question.label": "Your question",
      "ai-chat.question.hint": "Enter sends the question, Shift+Enter adds a new line.",
      "ai-chat.question.counter": "{count} of {max} characters",
      "ai-chat.question.tooLong": "The question is too long: at most {max} characters. Shorten it before sending.",
      "ai-chat.question.invalidCharacters":
        "The question contains characters that cannot be sent. Remove them and try again.",
      "ai-chat.send": "Send",
      "ai-chat.error.failed": "Sorry, I couldn't answer the question right now. Please try again in a moment.",
      "ai-chat.error.rateLimited": "You have asked many questions in a short time. Wait a moment, then try again.",
      "ai-chat.retry": "Ask again",
      "ai-chat.newConversation": "New conversation",
    },
  },
);

declare module "@housing/i18n" {
  interface MessageCatalogues {
    "ai-chat": (typeof aiChatMessages)["sv"];
  }
}
