import type { ChatQualityQuestion } from "./questions";

/** The quality set's Swedish questions (se, senior, boratt, contractor). */
export const SWEDISH_QUESTIONS: readonly ChatQualityQuestion[] = [
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
];
