import type { ArticleCopy, LocaleCopy } from "./types";

export const swedishCopy: LocaleCopy = {
  slugs: {
    about: "/om-oss/",
    sustainability: "/om-oss/hallbarhet/",
    offer: "/kopa-bostad/",
    offerDetail: "/kopa-bostad/sa-gar-ett-kop-till/",
    customerService: "/kundservice/",
    faq: "/kundservice/vanliga-fragor/",
  },
  articles: {
    about: {
      label: "Om oss",
      title: "Om {brand}",
      description: "Vi bygger hem och kvarter som håller i generationer. Läs mer om {brand}.",
      heading: "Vi bygger för livet som ska levas i husen",
      paragraphs: [
        "{brand} är en del av Fjällviksfamiljen. Sedan starten har vi utvecklat bostäder med omsorg om detaljerna och respekt för platsen.",
        "Vi äger hela kedjan från markköp till inflyttning, så att du har en och samma kontakt genom hela resan.",
      ],
      teaser: "Lär känna människorna och värderingarna bakom husen.",
    },
    sustainability: {
      label: "Hållbarhet",
      title: "Hållbarhet hos {brand}",
      description: "Så arbetar {brand} med klimat, material och trygga kvarter.",
      heading: "Hållbart är det som håller",
      paragraphs: [
        "Vi väljer material med lång livslängd, bygger energisnålt och planerar kvarter där det är lätt att leva utan bil.",
        "Varje projekt får en klimatkalkyl innan byggstart, och vi följer upp den när husen står klara.",
      ],
      teaser: "Klimat, material och trygghet i varje kvarter.",
    },
    offer: {
      label: "Köpa bostad",
      title: "Köpa bostad hos {brand}",
      description: "Allt du behöver veta inför köpet av en nyproducerad bostad från {brand}.",
      heading: "Ditt nya hem börjar här",
      paragraphs: [
        "När du köper nyproducerat får du ett hem som ingen har bott i före dig, med garantier och en tydlig tidplan.",
        "Våra säljare hjälper dig från första visning till tillträdesdagen.",
      ],
      teaser: "Från första visning till nyckelöverlämning.",
    },
    offerDetail: {
      label: "Så går ett köp till",
      title: "Så går ett köp till",
      description: "Bokning, avtal, inredningsval och inflyttning: stegen i ett köp hos {brand}.",
      heading: "Steg för steg till nycklarna",
      paragraphs: [
        "Du bokar bostaden, tecknar ett bokningsavtal och därefter ett förhandsavtal. Sedan väljer du inredning i lugn och ro.",
        "Före inflyttningen går vi igenom bostaden tillsammans på en besiktning.",
      ],
      teaser: "Bokning, avtal, inredningsval och inflyttning.",
    },
    customerService: {
      label: "Kundservice",
      title: "Kundservice",
      description: "Kontakta {brand}s kundservice om din bostad, ditt köp eller en felanmälan.",
      heading: "Vi finns här för dig",
      paragraphs: [
        "Kundservice svarar vardagar 8–17. Har du redan flyttat in gör du enklast en felanmälan via Mina sidor.",
        "Vid akuta fel utanför kontorstid, som vattenläckor, ringer du vår jourtelefon.",
      ],
      teaser: "Frågor om ditt köp, ditt hem eller en felanmälan.",
    },
    faq: {
      label: "Vanliga frågor",
      title: "Vanliga frågor",
      description: "Svar på de frågor vi oftast får om köp, garantier och inflyttning.",
      heading: "Vanliga frågor och svar",
      paragraphs: [
        "Hur länge gäller garantin? Tvåårsbesiktningen och femårsgarantin skyddar dig under de första åren i ditt nya hem.",
        "Kan jag ändra inredningen? Ja, fram till sista dagen för inredningsval i ditt projekt.",
      ],
      teaser: "Snabba svar om köp, garantier och inflyttning.",
    },
    career: {
      label: "Karriär",
      title: "Karriär hos {brand}",
      description: "Vill du bygga hem med oss? Läs om att jobba på {brand}.",
      heading: "Bygg din framtid med oss",
      paragraphs: [
        "Hos oss arbetar byggare, projektledare, säljare och utvecklare tillsammans mot samma mål: hem att vara stolt över.",
        "Vi satsar på utbildning, säkerhet och ett arbetsklimat där alla blir lyssnade på.",
      ],
      teaser: "Byggare, projektledare och säljare: bli en av oss.",
    },
    careerJobs: {
      label: "Lediga jobb",
      title: "Lediga jobb",
      description: "Aktuella lediga tjänster hos {brand}.",
      heading: "Lediga jobb just nu",
      paragraphs: [
        "Vi söker just nu platschefer och arbetsledare till flera projekt.",
        "Hittar du ingen tjänst som passar? Skicka gärna en spontanansökan.",
      ],
      teaser: "Se våra lediga tjänster.",
    },
    cookies: {
      label: "Cookies",
      title: "Cookies",
      description: "Så använder {brand} cookies och hur du ändrar dina inställningar.",
      heading: "Cookies på vår webbplats",
      paragraphs: [
        "Funktionella cookies behövs för att webbplatsen ska fungera. Statistik, marknadsföring och tredjepartscookies använder vi bara om du har sagt ja.",
        "Du kan när som helst ändra dina val via länken Cookieinställningar längst ned på sidan.",
      ],
      teaser: "Så använder vi cookies.",
    },
    privacyPolicy: {
      label: "Integritetspolicy",
      title: "Villkor om behandling av personuppgifter",
      description: "Så behandlar {brand} dina personuppgifter.",
      heading: "Behandling av personuppgifter",
      paragraphs: [
        "Vi behandlar dina personuppgifter för att kunna hantera köp, intresseanmälningar och ärenden.",
        "Du har rätt att få veta vilka uppgifter vi har om dig och att få dem rättade eller raderade.",
      ],
      teaser: "Så skyddar vi dina uppgifter.",
    },
  },
  footerHeadings: { company: "Företaget", explore: "Utforska", help: "Hjälp" },
  teaserGridHeading: "Hitta rätt",
  careerNavigationLabel: "Jobba hos oss",
  unknownTemplatePage: { title: "Testsida för okänd mall", description: "Används av de automatiska testerna." },
};

/** The contractor builds for clients rather than selling homes, so its "offer" pages are services and references. */
const contractorOffer: Record<"offer" | "offerDetail", ArticleCopy> = {
  offer: {
    label: "Våra tjänster",
    title: "Våra tjänster",
    description: "{brand} bygger bostäder, skolor och lokaler åt offentliga och privata beställare.",
    heading: "Vi bygger det du beställer",
    paragraphs: [
      "Vi tar uppdrag som total- och utförandeentreprenad, från förskolor till hela kvarter.",
      "Ett tidigt samarbete med beställaren ger bättre hus, färre ändringar och en säkrare kalkyl.",
    ],
    teaser: "Total- och utförandeentreprenader för offentliga och privata beställare.",
  },
  offerDetail: {
    label: "Referensprojekt",
    title: "Referensprojekt",
    description: "Ett urval av projekt som {brand} har byggt.",
    heading: "Projekt vi är stolta över",
    paragraphs: [
      "Kv. Lärkan: en förskola i trä med sex avdelningar, byggd i partnering med kommunen.",
      "Hamnkontoret: en ombyggnad av ett kulturmärkt kontorshus med bevarade fasader.",
    ],
    teaser: "Förskolor, kontor och bostäder vi har byggt.",
  },
};

export const contractorCopy: LocaleCopy = {
  ...swedishCopy,
  slugs: { ...swedishCopy.slugs, offer: "/vara-tjanster/", offerDetail: "/vara-tjanster/referensprojekt/" },
  articles: { ...swedishCopy.articles, ...contractorOffer },
};
