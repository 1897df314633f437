import type { SiteCode } from "@housing/site-config";

/** What kind of content answers a question, so a result can be read per kind. */
export type ChatQualityTopic =
  | "faq"
  | "buying"
  | "contact"
  | "sustainability"
  | "career"
  | "company"
  | "privacy"
  | "inspiration"
  | "news"
  | "stage"
  | "premises";

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
  topic: ChatQualityTopic;
}

/*
 * Stage and premises questions ask only what the catalogue seed draws from the stage's or the
 * premises' own id (name, place, move-in time, size), which stays the same whatever the size of
 * the seeded catalogue; home counts and the generated home news change with it and are not asked.
 */
export const CHAT_QUALITY_QUESTIONS: readonly ChatQualityQuestion[] = [
  // ---- Swedish (se, senior, boratt, contractor) ----

  // FAQ page (FaqPage at the FAQ article's path): down payment, cancelling, warranty, interior.
  {
    site: "se",
    question: "Hur länge har jag garanti på en nybyggd bostad från er?",
    answeredBy: ["/kundservice/vanliga-fragor/"],
    answerContains: "fem års garanti",
    topic: "faq",
  },
  {
    site: "senior",
    question: "När ska jag betala handpenning?",
    answeredBy: ["/kundservice/vanliga-fragor/"],
    answerContains: "förhandsavtalet är undertecknat",
    topic: "faq",
  },
  {
    site: "boratt",
    question: "Kan jag avboka lägenheten om jag ångrar mig?",
    answeredBy: ["/kundservice/vanliga-fragor/"],
    answerContains: "ångra bokningen utan kostnad",
    topic: "faq",
  },
  {
    site: "senior",
    question: "Går det att byta kakel och köksluckor efter att vi har köpt?",
    answeredBy: ["/kundservice/vanliga-fragor/"],
    answerContains: "fram till sista dagen för inredningsval",
    topic: "faq",
  },
  // Customer service page: its quick-answer FAQ block, opening hours and the on-call number.
  {
    site: "se",
    question: "Hur anmäler jag ett fel i lägenheten nu när vi har flyttat in?",
    answeredBy: ["/kundservice/"],
    answerContains: "Logga in på Mina sidor och välj Ärenden",
    topic: "faq",
  },
  {
    site: "boratt",
    question: "Vilka tider kan man ringa kundtjänst?",
    answeredBy: ["/kundservice/"],
    answerContains: "vardagar 8–17",
    topic: "contact",
  },
  {
    site: "se",
    question: "Det läcker vatten i badrummet en söndagskväll, vart ringer jag?",
    answeredBy: ["/kundservice/"],
    answerContains: "jourtelefon 020-12 34 56",
    topic: "contact",
  },
  // Contact modal page (sales staff) and the group's contact page.
  {
    site: "senior",
    question: "Vem kan jag prata med om jag vill köpa något i Norrland?",
    answeredBy: ["/kontakta-oss/"],
    answerContains: "Oskar Nilsson",
    topic: "contact",
  },
  {
    site: "se",
    question: "Vilken adress har ert huvudkontor?",
    answeredBy: ["/koncernen/kontakt/"],
    answerContains: "Storgatan 12",
    topic: "contact",
  },
  // Buying: the "how a purchase works" article and the autumn campaign.
  {
    site: "se",
    question: "Vilka avtal skriver man under när man köper, och i vilken ordning?",
    answeredBy: ["/kopa-bostad/sa-gar-ett-kop-till/"],
    answerContains: "tecknar ett bokningsavtal och därefter ett förhandsavtal",
    topic: "buying",
  },
  {
    site: "boratt",
    question: "Får man med vitvaror om man köper i Kv. Tranan i höst?",
    answeredBy: ["/kampanj/hostkampanj/"],
    answerContains: "kyl, frys, spis och diskmaskin",
    topic: "buying",
  },
  // Sustainability: the main site's editorial page, the senior brand's article.
  {
    site: "se",
    question: "Hur stor del av husen bygger ni med trästomme?",
    answeredBy: ["/om-oss/hallbarhet/"],
    answerContains: "Andel stomme i trä",
    topic: "sustainability",
  },
  {
    site: "senior",
    question: "Räknar ni på klimatpåverkan innan ni börjar bygga?",
    answeredBy: ["/om-oss/hallbarhet/"],
    answerContains: "klimatkalkyl innan byggstart",
    topic: "sustainability",
  },
  // Career: the jobs page and a job ad of the text search.
  {
    site: "se",
    question: "Söker ni någon platschef i Umeå?",
    answeredBy: ["/karriar/lediga-jobb/"],
    answerContains: "Platschef Umeå",
    topic: "career",
  },
  {
    site: "contractor",
    question: "Jag hittar inget jobb som passar mig, kan jag skicka in en ansökan ändå?",
    answeredBy: ["/karriar/lediga-jobb/"],
    answerContains: "spontanansökan till jobb@fjallvik.example",
    topic: "career",
  },
  {
    site: "contractor",
    question: "Finns det något jobb som arbetsledare i Örebro?",
    answeredBy: ["/karriar/lediga-jobb/arbetsledare-orebro-2/", "/karriar/lediga-jobb/arbetsledare-orebro-5/"],
    answerContains: "arbetsledare till vårt kontor i Örebro",
    topic: "career",
  },
  // Company: the group's about page, the contractor's services, the borätt management services.
  {
    site: "se",
    question: "Hur länge har Fjällvik funnits?",
    answeredBy: ["/koncernen/om-fjallvik/"],
    answerContains: "grundades 1979",
    topic: "company",
  },
  {
    site: "contractor",
    question: "Tar ni uppdrag från kommuner, till exempel att bygga en skola?",
    answeredBy: ["/vara-tjanster/"],
    answerContains: "skolor och lokaler åt offentliga och privata beställare",
    topic: "company",
  },
  {
    site: "boratt",
    question: "Hjälper ni styrelsen i vår nya förening med ekonomin de första åren?",
    answeredBy: ["/forvaltning/"],
    answerContains: "ekonomisk förvaltning",
    topic: "company",
  },
  // News: press releases, the news room's list, the residence news page, contractor news.
  {
    site: "se",
    question: "När kan man flytta in i Kv. Lärkan i Umeå?",
    answeredBy: ["/pressrum/byggstart-for-kv-larkan-i-umea/", "/pressrum/"],
    answerContains: "hösten 2027",
    topic: "news",
  },
  {
    site: "boratt",
    question: "Blir det solpaneler på husen i Kv. Tranan?",
    answeredBy: ["/pressrum/forsaljningsstart-for-kv-tranan/"],
    answerContains: "solceller på taken",
    topic: "news",
  },
  {
    site: "senior",
    question: "När kan vi börja välja inredning i Kv. Lärkan?",
    answeredBy: ["/nyheter/takfest-i-kv-larkan/"],
    answerContains: "Inredningsvalen öppnar i januari",
    topic: "news",
  },
  {
    site: "contractor",
    question: "Har ni något saneringsuppdrag på gång i Uppsala?",
    answeredBy: ["/nyheter/nytt-uppdrag-inom-marksanering-i-uppsala-8/"],
    answerContains: "marksanering i Uppsala",
    topic: "news",
  },
  // Inspiration: the moving guide.
  {
    site: "senior",
    question: "Vad behöver jag ordna en månad innan flytten?",
    answeredBy: ["/inspiration/flyttguiden/"],
    answerContains: "Gör adressändring",
    topic: "inspiration",
  },
  // Stage pages: place, move-in time and rooms from the stage's description.
  {
    site: "se",
    question: "I vilken kommun ligger Brf Solbacken?",
    answeredBy: ["/sok-bostad/stockholms-lan/danderyd/brf-solbacken/"],
    answerContains: "Centrum, Danderyd",
    topic: "stage",
  },
  {
    site: "se",
    question: "När blir det inflyttning i Lärkvyn?",
    answeredBy: ["/sok-bostad/stockholms-lan/stockholm/larkvyn/"],
    answerContains: "Kv. 3 2028",
    topic: "stage",
  },
  {
    site: "senior",
    question: "Var ligger Seniorgården Soldalen?",
    answeredBy: ["/sok-bostad/vastra-gotalands-lan/skovde/seniorgarden-soldalen/"],
    answerContains: "Centrum, Skövde",
    topic: "stage",
  },
  {
    site: "boratt",
    question: "Hur många rum har lägenheterna i Brf Berggården?",
    answeredBy: ["/sok-bostad/jonkopings-lan/jonkoping/brf-berggarden/"],
    answerContains: "1–5 rok",
    topic: "stage",
  },

  // ---- Norwegian (no) ----

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

  // ---- Finnish (fi) ----

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

  // ---- English (se-en; the contractor site is Swedish) ----

  // FAQ and customer service articles (the English sub-site has no FaqPage template).
  {
    site: "se-en",
    question: "How long is the warranty on a newly built home?",
    answeredBy: ["/en/customer-service/faq/"],
    answerContains: "five-year warranty",
    topic: "faq",
  },
  {
    site: "se-en",
    question: "Can I still change my kitchen and flooring choices after I have bought?",
    answeredBy: ["/en/customer-service/faq/"],
    answerContains: "until the last day for interior choices",
    topic: "faq",
  },
  {
    site: "se-en",
    question: "What time is customer service open?",
    answeredBy: ["/en/customer-service/"],
    answerContains: "weekdays from 8 am to 5 pm",
    topic: "contact",
  },
  {
    site: "se-en",
    question: "Who do I call if a pipe bursts in the middle of the night?",
    answeredBy: ["/en/customer-service/"],
    answerContains: "on-call service",
    topic: "contact",
  },
  // The group's contact page.
  {
    site: "se-en",
    question: "Where is your head office?",
    answeredBy: ["/en/group/contact/"],
    answerContains: "Storgatan 12",
    topic: "contact",
  },
  // Buying: the buying and "how it works" articles.
  {
    site: "se-en",
    question: "I don't speak Swedish. Will the purchase contract be in English?",
    answeredBy: ["/en/buying-a-home/"],
    answerContains: "contracts and most documents are in Swedish",
    topic: "buying",
  },
  {
    site: "se-en",
    question: "What are the steps when I buy a home from you?",
    answeredBy: ["/en/buying-a-home/how-it-works/"],
    answerContains: "preliminary contract",
    topic: "buying",
  },
  // Sustainability: the start page's key figures and the climate page.
  {
    site: "se-en",
    question: "How much CO2 do your buildings emit per square metre?",
    answeredBy: ["/en/about-us/sustainability/"],
    answerContains: "248 kg CO₂e",
    topic: "sustainability",
  },
  {
    site: "se-en",
    question: "Do you work out the carbon footprint of a project before you build it?",
    answeredBy: ["/en/about-us/sustainability/climate/"],
    answerContains: "carbon calculation before construction starts",
    topic: "sustainability",
  },
  // Career: the careers and jobs articles and a job ad of the text search.
  {
    site: "se-en",
    question: "Do I need to speak Swedish to get a job with you?",
    answeredBy: ["/en/careers/jobs/"],
    answerContains: "Most positions require Swedish",
    topic: "career",
  },
  {
    site: "se-en",
    question: "What kind of people work at your company?",
    answeredBy: ["/en/careers/"],
    answerContains: "Builders, project managers, sales staff and developers",
    topic: "career",
  },
  {
    site: "se-en",
    question: "Are you hiring a site manager in Umeå?",
    answeredBy: ["/en/careers/jobs/site-manager-umea-2/"],
    answerContains: "site manager for our office in Umeå",
    topic: "career",
  },
  // Company: the group's about page and the investor pages.
  {
    site: "se-en",
    question: "Who is the CEO of Fjällvik?",
    answeredBy: ["/en/group/about-fjallvik/"],
    answerContains: "Maria Fjäll",
    topic: "company",
  },
  {
    site: "se-en",
    question: "How many people work for the Fjällvik group?",
    answeredBy: ["/en/group/about-fjallvik/"],
    answerContains: "1,400 employees",
    topic: "company",
  },
  {
    site: "se-en",
    question: "When is the next annual general meeting?",
    answeredBy: ["/en/group/investors/"],
    answerContains: "Annual general meeting: 2026-04-23",
    topic: "company",
  },
  {
    site: "se-en",
    question: "What were your net sales for the first nine months of 2025?",
    answeredBy: ["/en/group/investors/"],
    answerContains: "SEK 4,210m",
    topic: "company",
  },
  {
    site: "se-en",
    question: "Where can I download your annual report?",
    answeredBy: ["/en/group/investors/reports/"],
    answerContains: "Annual report 2024",
    topic: "company",
  },
  // Privacy: the privacy and cookie articles.
  {
    site: "se-en",
    question: "Can I ask you to delete the personal data you have about me?",
    answeredBy: ["/en/privacy-policy/processing-of-personal-data/"],
    answerContains: "corrected or erased",
    topic: "privacy",
  },
  {
    site: "se-en",
    question: "How do I change my cookie choices later?",
    answeredBy: ["/en/terms-of-use/cookies/"],
    answerContains: "Cookie settings link",
    topic: "privacy",
  },
  // News: the press releases, the news room's and the group news page's lists.
  {
    site: "se-en",
    question: "How many flats are being built at Kv. Lärkan in Umeå?",
    answeredBy: ["/en/news-room/construction-starts-at-kv-larkan-in-umea/", "/en/news-room/", "/en/group/news/"],
    answerContains: "84 tenant-owned flats",
    topic: "news",
  },
  {
    site: "se-en",
    question: "Will the houses at Kv. Tranan have solar panels?",
    answeredBy: ["/en/news-room/sales-start-at-kv-tranan/"],
    answerContains: "solar panels on the roof",
    topic: "news",
  },
];
