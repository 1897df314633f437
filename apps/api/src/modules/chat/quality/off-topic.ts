import type { SiteCode } from "@housing/site-config";

/**
 * Questions no site's content answers, in the four languages: the chat must say so rather than
 * answer from a page that shares a word or two with them (the issue: "a question the content cannot
 * answer says so instead of guessing"). Some share a common word with the sites (a month, an
 * address, a house, a kitchen), which is what tempts a retriever to guess. `bench:chat` reports the
 * share declined.
 */
export const CHAT_OFF_TOPIC_QUESTIONS: readonly { site: SiteCode; question: string }[] = [
  { site: "se", question: "Kan jag ha husdjur på månen?" },
  { site: "se", question: "Hur bakar man surdegsbröd i köket?" },
  { site: "se", question: "Vilken adress har Vita huset i Washington?" },
  { site: "senior", question: "Vem vann fotbolls-VM förra månaden?" },
  { site: "boratt", question: "Hur byter jag däck på min bil?" },
  { site: "no", question: "Hvordan lager man pinnekjøtt til jul?" },
  { site: "no", question: "Hva koster en flybillett til Tromsø neste måned?" },
  { site: "no", question: "Hvem skrev Peer Gynt?" },
  { site: "fi", question: "Miten saunan kiuas korjataan?" },
  { site: "fi", question: "Kuka voitti jääkiekon MM-kultaa?" },
  { site: "fi", question: "Mikä on Suomen pääkaupunki?" },
  { site: "se-en", question: "What is the capital of Australia?" },
  { site: "se-en", question: "How do I train my dog to sit?" },
  { site: "se-en", question: "Which bus goes from the airport to the city centre at night?" },
];
