import type { ChatResponse } from "@housing/contracts/chat";
import type { SiteConfig } from "@housing/site-config";
import type { Conversation } from "./model/conversation";

/*
 * Conversations and answers for stories and tests (never imported by runtime code), in the site's
 * language, with citations of pages that exist on the sites' routes.
 */

const QUESTIONS = {
  sv: "Hur lång är garantitiden för en nyproducerad bostad?",
  nb: "Hvor lang er garantitiden for en nybygd bolig?",
  fi: "Kuinka pitkä on uudiskohteen takuuaika?",
  en: "How long is the guarantee period for a new-build home?",
} as const;

const ANSWERS = {
  sv: "Garantitiden är fem år från tillträdet [1]. Efter två år görs en garantibesiktning [2].\nFel som du upptäcker under tiden anmäler du på Mina sidor [1].",
  nb: "Garantitiden er fem år fra overtakelsen [1]. Etter ett år gjøres en ettårsbefaring [2].\nFeil du oppdager underveis melder du på Mine sider [1].",
  fi: "Takuuaika on kaksi vuotta luovutuksesta [1]. Takuuajan lopussa tehdään takuutarkastus [2].\nVirheet ilmoitetaan Omilla sivuilla [1].",
  en: "The guarantee period is five years from moving in [1]. A guarantee inspection follows after two years [2].\nYou report faults you find in the meantime on My pages [1].",
} as const;

const TITLES = {
  sv: ["Garantier och besiktningar", "Garantibesiktningen"],
  nb: ["Garantier og befaringer", "Ettårsbefaringen"],
  fi: ["Takuut ja tarkastukset", "Takuutarkastus"],
  en: ["Guarantees and inspections", "The guarantee inspection"],
} as const;

export function chatQuestionFixture(site: SiteConfig): string {
  return QUESTIONS[site.locale];
}

/** An answer with two cited pages, a repeated marker, a line break and a marker without a citation ([9]). */
export function chatAnswerFixture(site: SiteConfig): ChatResponse {
  const [first, second] = TITLES[site.locale];
  return {
    answer: `${ANSWERS[site.locale]} [9]`,
    citations: [
      { citationId: 1, urlTitle: first, url: "/kundservice/garantier" },
      { citationId: 2, urlTitle: second, url: "/kundservice/garantier/besiktning" },
    ],
  };
}

/** A conversation: the question and the fixture's answer. */
export function answeredConversation(site: SiteConfig): Conversation {
  const answer = chatAnswerFixture(site);
  return {
    messages: [
      { id: "q1", from: "user", text: chatQuestionFixture(site) },
      { id: "a1", from: "assistant", kind: "answer", ...answer },
    ],
    draft: "",
    waitingFor: null,
  };
}

/** The question asked, the assistant still writing. */
export function waitingConversation(site: SiteConfig): Conversation {
  return { messages: [{ id: "q1", from: "user", text: chatQuestionFixture(site) }], draft: "", waitingFor: "q1" };
}

/** The question asked, and the chat error (or the rate limit's) as the reply. */
export function failedConversation(site: SiteConfig, reason: "failed" | "rateLimited" = "failed"): Conversation {
  return {
    messages: [
      { id: "q1", from: "user", text: chatQuestionFixture(site) },
      { id: "e1", from: "assistant", kind: "error", reason, questionId: "q1" },
    ],
    draft: "",
    waitingFor: null,
  };
}

/** A draft over the limit (500 characters), kept in the field with its error. */
export function tooLongDraft(site: SiteConfig): Conversation {
  const question = chatQuestionFixture(site);
  return { messages: [], draft: `${question} ${"x".repeat(520 - question.length)}`, waitingFor: null };
}
