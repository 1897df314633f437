import type { ChatQualityQuestion } from "./questions";

/** The quality set's Norwegian questions (no). */
export const NORWEGIAN_QUESTIONS: readonly ChatQualityQuestion[] = [
  // FAQ page: down payment, one-year inspection, options.
  {
    site: "no",
    question: "Hvor mye må jeg betale i forskudd, og når?",
    answeredBy: ["/kundeservice/ofte-stilte-sporsmal/"],
    answerContains: "10 prosent",
    topic: "faq",
  },
  {
    site: "no",
    question: "Hva skjer på ettårsbefaringen?",
    answeredBy: ["/kundeservice/ofte-stilte-sporsmal/"],
    answerContains: "utbedrer feil og mangler",
    topic: "faq",
  },
  {
    site: "no",
    question: "Kan jeg fortsatt gjøre tilvalg etter at kontrakten er signert?",
    answeredBy: ["/kundeservice/ofte-stilte-sporsmal/"],
    answerContains: "fram til fristen for tilvalg",
    topic: "faq",
  },
  // Customer service page and the contact modal page.
  {
    site: "no",
    question: "Når kan jeg ringe kundeservice?",
    answeredBy: ["/kundeservice/"],
    answerContains: "hverdager 8–16",
    topic: "contact",
  },
  {
    site: "no",
    question: "Hvordan sier jeg fra om en feil i leiligheten etter at vi har flyttet inn?",
    answeredBy: ["/kundeservice/"],
    answerContains: "reklamasjon på Mine sider",
    topic: "contact",
  },
  {
    site: "no",
    question: "Hva er telefonnummeret til kundeservice?",
    answeredBy: ["/kundeservice/"],
    answerContains: "+47 22 40 50 00",
    topic: "contact",
  },
  {
    site: "no",
    question: "Hvem kan jeg snakke med om å kjøpe bolig i Trondheim?",
    answeredBy: ["/kontakt-oss/"],
    answerContains: "Anders Moe",
    topic: "contact",
  },
  // Buying: the "how to buy" article.
  {
    site: "no",
    question: "Hvordan foregår et boligkjøp hos dere, steg for steg?",
    answeredBy: ["/kjope-bolig/slik-kjoper-du/"],
    answerContains: "signerer kjøpekontrakten",
    topic: "buying",
  },
  // Sustainability: the start page's key figures and the climate page.
  {
    site: "no",
    question: "Hvor mange av boligene deres har energiklasse A?",
    answeredBy: ["/om-oss/barekraft/"],
    answerContains: "74 %",
    topic: "sustainability",
  },
  {
    site: "no",
    question: "Regner dere på klimautslippene før dere begynner å bygge?",
    answeredBy: ["/om-oss/barekraft/klima/"],
    answerContains: "klimaregnskap før byggestart",
    topic: "sustainability",
  },
  // Career: the jobs page.
  {
    site: "no",
    question: "Trenger dere tømrere?",
    answeredBy: ["/karriere/ledige-stillinger/"],
    answerContains: "Tømrer Lillestrøm",
    topic: "career",
  },
  // News: press releases, the news room's list, residence news, the press image page.
  {
    site: "no",
    question: "Hvor mange leiligheter blir det på Bjørkelia?",
    answeredBy: ["/presserom/byggestart-for-bjorkelia-i-trondheim/", "/presserom/"],
    answerContains: "62 leiligheter",
    topic: "news",
  },
  {
    site: "no",
    question: "Får leilighetene i Havnegata varme i gulvet?",
    answeredBy: ["/presserom/salgsstart-for-havnegata-pa-lillestrom/"],
    answerContains: "vannbåren gulvvarme",
    topic: "news",
  },
  {
    site: "no",
    question: "Når kan vi velge tilvalg på Bjørkelia?",
    answeredBy: ["/nyheter/kranfest-pa-bjorkelia/"],
    answerContains: "Tilvalgene åpner i januar",
    topic: "news",
  },
  {
    site: "no",
    question: "Kan jeg bruke bildet av Bjørkelia i en avisartikkel?",
    answeredBy: ["/presserom/bilder/bjorkelia/"],
    answerContains: "brukes fritt i redaksjonelt innhold",
    topic: "news",
  },
  // Inspiration: the moving guide.
  {
    site: "no",
    question: "Hva må jeg huske å ordne en måned før vi flytter?",
    answeredBy: ["/inspirasjon/flytteguiden/"],
    answerContains: "Meld flytting til Folkeregisteret",
    topic: "inspiration",
  },
  // Stage pages.
  {
    site: "no",
    question: "Hvor ligger Elvebryggen?",
    answeredBy: ["/finn-din-bolig/vestland/bergen/elvebryggen/"],
    answerContains: "Paradis i Bergen",
    topic: "stage",
  },
  {
    site: "no",
    question: "Når kan man flytte inn i Elvebryggen?",
    answeredBy: ["/finn-din-bolig/vestland/bergen/elvebryggen/"],
    answerContains: "4. kvartal 2028",
    topic: "stage",
  },
  {
    site: "no",
    question: "Kan man flytte rett inn på Furuterrassen i Tromsø?",
    answeredBy: ["/finn-din-bolig/troms/tromso/furuterrassen/"],
    answerContains: "Klar for innflytting",
    topic: "stage",
  },
  // Premises pages.
  {
    site: "no",
    question: "Hvor stort er lagerlokalet dere har i Sola?",
    answeredBy: ["/naeringslokaler/lagerlokale-sentrum-2/"],
    answerContains: "96 m²",
    topic: "premises",
  },
  {
    site: "no",
    question: "Har dere kontorlokaler i Bjørnafjorden, og hvor store er de?",
    answeredBy: ["/naeringslokaler/kontorlokale-nord-3/"],
    answerContains: "603 m²",
    topic: "premises",
  },
];
