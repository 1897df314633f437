import type { ChatQualityQuestion } from "./questions";

/** The quality set's Finnish questions (fi). */
export const FINNISH_QUESTIONS: readonly ChatQualityQuestion[] = [
  // FAQ page: down payment, warranty, alterations.
  {
    site: "fi",
    question: "Missä vaiheessa käsiraha pitää maksaa?",
    answeredBy: ["/asiakaspalvelu/usein-kysyttya/"],
    answerContains: "kauppakirjan allekirjoittamisen yhteydessä",
    topic: "faq",
  },
  {
    site: "fi",
    question: "Kuinka pitkä takuu uudessa asunnossa on?",
    answeredBy: ["/asiakaspalvelu/usein-kysyttya/"],
    answerContains: "kahden vuoden takuu",
    topic: "faq",
  },
  {
    site: "fi",
    question: "Voiko asuntoon vielä tehdä muutoksia ennen kuin se valmistuu?",
    answeredBy: ["/asiakaspalvelu/usein-kysyttya/"],
    answerContains: "muutostyöaikataulun puitteissa",
    topic: "faq",
  },
  // Customer service page and the contact modal page.
  {
    site: "fi",
    question: "Mihin aikaan asiakaspalveluun voi soittaa?",
    answeredBy: ["/asiakaspalvelu/"],
    answerContains: "arkisin klo 8–16",
    topic: "contact",
  },
  {
    site: "fi",
    question: "Miten ilmoitan viasta, kun olemme jo muuttaneet asuntoon?",
    answeredBy: ["/asiakaspalvelu/"],
    answerContains: "vikailmoitus helpoimmin Omilla sivuilla",
    topic: "contact",
  },
  {
    site: "fi",
    question: "Mihin sähköpostiosoitteeseen voin lähettää kysymyksen asiakaspalveluun?",
    answeredBy: ["/asiakaspalvelu/"],
    answerContains: "asiakaspalvelu@fjallvik-koti.example",
    topic: "contact",
  },
  {
    site: "fi",
    question: "Kenelle voin soittaa Tampereen asunnoista?",
    answeredBy: ["/ota-yhteytta/"],
    answerContains: "Petri Nieminen",
    topic: "contact",
  },
  // Buying: the "how to buy" article.
  {
    site: "fi",
    question: "Miten asuntokauppa etenee vaihe vaiheelta?",
    answeredBy: ["/asunnon-ostaminen/nain-ostat/"],
    answerContains: "allekirjoitat varaussopimuksen",
    topic: "buying",
  },
  // Sustainability: the start page's key figures and the climate page.
  {
    site: "fi",
    question: "Kuinka suuri osa asunnoistanne on A-energialuokkaa?",
    answeredBy: ["/tietoa-meista/vastuullisuus/"],
    answerContains: "81 %",
    topic: "sustainability",
  },
  {
    site: "fi",
    question: "Lasketteko kohteen hiilijalanjäljen ennen kuin aloitatte rakentamisen?",
    answeredBy: ["/tietoa-meista/vastuullisuus/ilmasto/"],
    answerContains: "hiilijalanjälki ennen rakentamisen alkua",
    topic: "sustainability",
  },
  // Career: the jobs page.
  {
    site: "fi",
    question: "Onko teillä työnjohtajan paikkaa auki Tampereella?",
    answeredBy: ["/ura/avoimet-tyopaikat/"],
    answerContains: "Vastaava työnjohtaja Tampere",
    topic: "career",
  },
  // News: press releases and residence news.
  {
    site: "fi",
    question: "Montako asuntoa Koivurinteeseen rakennetaan?",
    answeredBy: ["/mediahuone/koivurinteen-rakentaminen-alkaa-tampereella/"],
    answerContains: "54 asuntoa",
    topic: "news",
  },
  {
    site: "fi",
    question: "Millaiset parvekkeet Satamakaaren asunnoissa on?",
    answeredBy: ["/mediahuone/satamakaaren-myynti-alkaa-espoossa/"],
    answerContains: "lasitettu parveke",
    topic: "news",
  },
  {
    site: "fi",
    question: "Milloin Koivurinteessä pääsee tekemään sisustusvalintoja?",
    answeredBy: ["/uutiset/koivurinteen-harjannostajaiset/"],
    answerContains: "Sisustusvalinnat alkavat tammikuussa",
    topic: "news",
  },
  // Inspiration: the moving guide and the hall storage article.
  {
    site: "fi",
    question: "Mitä pitää hoitaa kuukautta ennen muuttoa?",
    answeredBy: ["/inspiraatio/muuttajan-opas/"],
    answerContains: "Tee muuttoilmoitus",
    topic: "inspiration",
  },
  {
    site: "fi",
    question: "Miten saan pieneen eteiseen enemmän säilytystilaa?",
    answeredBy: ["/inspiraatio/sisustus/lisaa-sailytystilaa-eteiseen/"],
    answerContains: "kenkäpenkki",
    topic: "inspiration",
  },
  // Stage pages.
  {
    site: "fi",
    question: "Missä As Oy Kaislakaari sijaitsee?",
    answeredBy: ["/myytavat-asunnot/pohjois-pohjanmaa/oulu/as-oy-kaislakaari/"],
    answerContains: "Rusko, Oulu",
    topic: "stage",
  },
  {
    site: "fi",
    question: "Milloin As Oy Kuusikulmaan pääsee muuttamaan?",
    answeredBy: ["/myytavat-asunnot/uusimaa/helsinki/as-oy-kuusikulma/"],
    answerContains: "Q3/2027",
    topic: "stage",
  },
  {
    site: "fi",
    question: "Voiko As Oy Merirantaan muuttaa heti?",
    answeredBy: ["/myytavat-asunnot/uusimaa/helsinki/as-oy-meriranta/"],
    answerContains: "Heti vapaa",
    topic: "stage",
  },
  // Premises pages.
  {
    site: "fi",
    question: "Kuinka iso teidän toimistotilanne Kuopiossa on?",
    answeredBy: ["/liiketilat/toimistotila-saaristokaupunki-1/"],
    answerContains: "357 m²",
    topic: "premises",
  },
];
