import type { SiteCode } from "@housing/site-config";

/**
 * The chat's quality set: questions a visitor might type, each with the page(s) of the asking
 * site's own seeded content that answer it. It is the measure of the chat's retrieval and
 * answers, so it is written from the content, never from what a retrieval method happens to find.
 */
export interface ChatQualityQuestion {
  site: SiteCode;
  /** As a visitor would type it, in the site's language. */
  question: string;
  /** The page paths on that site that answer it (any one of them counts as right). */
  answeredBy: readonly string[];
  /** A short phrase of every answering page's visible text that carries the answer. */
  answerContains: string;
}

export const CHAT_QUALITY_QUESTIONS: readonly ChatQualityQuestion[] = [
  // Swedish FAQ page (FaqPage at the FAQ article's path): the down payment, cancelling, warranty.
  {
    site: "se",
    question: "Hur länge har jag garanti på en nybyggd bostad från er?",
    answeredBy: ["/kundservice/vanliga-fragor/"],
    answerContains: "fem års garanti",
  },
  {
    site: "senior",
    question: "När ska jag betala handpenning?",
    answeredBy: ["/kundservice/vanliga-fragor/"],
    answerContains: "förhandsavtalet är undertecknat",
  },
  {
    site: "boratt",
    question: "Kan jag avboka lägenheten om jag ångrar mig?",
    answeredBy: ["/kundservice/vanliga-fragor/"],
    answerContains: "ångra bokningen utan kostnad",
  },
  // Swedish customer service page: opening hours and the on-call number.
  {
    site: "boratt",
    question: "Vilka tider kan man ringa kundtjänst?",
    answeredBy: ["/kundservice/"],
    answerContains: "vardagar 8–17",
  },
  {
    site: "se",
    question: "Det läcker vatten i badrummet en söndagskväll, vart ringer jag?",
    answeredBy: ["/kundservice/"],
    answerContains: "jourtelefon 020-12 34 56",
  },
  // Norwegian FAQ and customer service pages.
  {
    site: "no",
    question: "Hvor mye må jeg betale i forskudd, og når?",
    answeredBy: ["/kundeservice/ofte-stilte-sporsmal/"],
    answerContains: "10 prosent",
  },
  {
    site: "no",
    question: "Hva skjer på ettårsbefaringen?",
    answeredBy: ["/kundeservice/ofte-stilte-sporsmal/"],
    answerContains: "utbedrer feil og mangler",
  },
  {
    site: "no",
    question: "Når kan jeg ringe kundeservice?",
    answeredBy: ["/kundeservice/"],
    answerContains: "hverdager 8–16",
  },
  // Finnish FAQ and customer service pages.
  {
    site: "fi",
    question: "Missä vaiheessa käsiraha pitää maksaa?",
    answeredBy: ["/asiakaspalvelu/usein-kysyttya/"],
    answerContains: "kauppakirjan allekirjoittamisen yhteydessä",
  },
  {
    site: "fi",
    question: "Kuinka pitkä takuu uudessa asunnossa on?",
    answeredBy: ["/asiakaspalvelu/usein-kysyttya/"],
    answerContains: "kahden vuoden takuu",
  },
  {
    site: "fi",
    question: "Mihin aikaan asiakaspalveluun voi soittaa?",
    answeredBy: ["/asiakaspalvelu/"],
    answerContains: "arkisin klo 8–16",
  },
  // English sub-site: the FAQ and customer service articles, buying in Sweden.
  {
    site: "se-en",
    question: "How long is the warranty on a newly built home?",
    answeredBy: ["/en/customer-service/faq/"],
    answerContains: "five-year warranty",
  },
  {
    site: "se-en",
    question: "What time is customer service open?",
    answeredBy: ["/en/customer-service/"],
    answerContains: "weekdays from 8 am to 5 pm",
  },
  {
    site: "se-en",
    question: "I don't speak Swedish. Will the purchase contract be in English?",
    answeredBy: ["/en/buying-a-home/"],
    answerContains: "contracts and most documents are in Swedish",
  },
  {
    site: "se-en",
    question: "Who is the CEO of Fjällvik?",
    answeredBy: ["/en/group/about-fjallvik/"],
    answerContains: "Maria Fjäll",
  },
];
