import {
  articles,
  contacts,
  faq,
  files,
  illustration,
  image,
  jobs,
  keyFigures,
  links,
  quote,
  text,
  video,
} from "./editorial-blocks";
import type { EditorialPageCopy } from "./editorial-types";

const GROUP = "/koncernen/";
const INVESTORS = `${GROUP}investerare/`;
const REPORTS = `${INVESTORS}rapporter/`;

const reports = [
  {
    title: "Delårsrapport januari–september 2025",
    date: "2025-10-23",
    size: 1_850_000,
    href: "/media/rapporter/delarsrapport-2025-q3.pdf",
    format: "PDF",
  },
  {
    title: "Delårsrapport januari–juni 2025",
    date: "2025-07-17",
    size: 1_720_000,
    href: "/media/rapporter/delarsrapport-2025-q2.pdf",
    format: "PDF",
  },
  {
    title: "Årsredovisning 2024",
    date: "2025-03-20",
    size: 6_400_000,
    href: "/media/rapporter/arsredovisning-2024.pdf",
    format: "PDF",
  },
  {
    title: "Hållbarhetsrapport 2024",
    date: "2025-03-20",
    size: 3_100_000,
    href: "/media/rapporter/hallbarhetsrapport-2024.pdf",
    format: "PDF",
  },
];

const pressContact = {
  name: "Eva Ström",
  role: "Presschef",
  phone: "+46 8 120 456 70",
  email: "press@fjallvik.example",
};
const irContact = {
  name: "Henrik Dahl",
  role: "Finanschef och IR-ansvarig",
  phone: "+46 8 120 456 80",
  email: "ir@fjallvik.example",
};

/** Sustainability, FAQ, career, customer service, management and the group's corporate pages, in Swedish. */
export const swedishCorporateCopy: EditorialPageCopy[] = [
  {
    template: "SustainabilityStartPage",
    at: { article: "sustainability" },
    title: "Hållbarhet hos {brand}",
    description: "Så arbetar {brand} med klimat, material och trygga kvarter.",
    blocks: [
      text("intro", "Hållbart är det som håller", [
        "Vi väljer material med lång livslängd, bygger energisnålt och planerar kvarter där det är lätt att leva utan bil.",
      ]),
      keyFigures("figures", "Hållbarhet i siffror", "2024", [
        ["Klimatutsläpp per kvadratmeter", "248 kg CO₂e", "−12 % mot 2023"],
        ["Andel stomme i trä", "38 %", "+9 procentenheter"],
        ["Bostäder med solceller", "61 %"],
      ]),
      links("areas", "Våra områden", [{ label: "Klimat", href: "/om-oss/hallbarhet/klimat/" }]),
    ],
  },
  {
    template: "SustainabilityCategoryPage",
    at: { slug: "/om-oss/hallbarhet/klimat/" },
    title: "Klimat",
    description: "Så minskar vi klimatpåverkan från våra hus, från ritbordet till inflyttningen.",
    blocks: [
      text("body", "Klimatkalkyl i varje projekt", [
        "Varje projekt får en klimatkalkyl innan byggstart. Den visar var utsläppen uppstår och vilka val som gör störst skillnad.",
        "Vi följer upp kalkylen när husen står klara och delar resultatet i vår hållbarhetsrapport.",
      ]),
      image(
        "image",
        illustration("Trästomme under montering", 120),
        "Trästommar minskar klimatpåverkan jämfört med betong.",
      ),
    ],
  },
  {
    template: "FaqPage",
    at: { article: "faq" },
    title: "Vanliga frågor",
    description: "Svar på de frågor vi oftast får om köp, garantier och inflyttning.",
    blocks: [
      faq("buying", "Köp och avtal", [
        [
          "När betalar jag handpenningen?",
          "Handpenningen betalas när förhandsavtalet är undertecknat, oftast inom 30 dagar.",
        ],
        [
          "Kan jag ångra min bokning?",
          "Ja, fram till att du har tecknat förhandsavtalet kan du ångra bokningen utan kostnad.",
        ],
      ]),
      faq("moving-in", "Inflyttning och garantier", [
        [
          "Hur länge gäller garantin?",
          "Du har två års garanti på arbete och fem års garanti enligt konsumenttjänstlagen.",
        ],
        ["Kan jag ändra inredningen?", "Ja, fram till sista dagen för inredningsval i ditt projekt."],
      ]),
    ],
  },
  {
    template: "CareerPage",
    at: { route: "career" },
    title: "Karriär hos {brand}",
    description: "Vill du bygga hem med oss? Läs om att jobba på {brand}.",
    blocks: [
      text("intro", "Bygg din framtid med oss", [
        "Hos oss arbetar byggare, projektledare, säljare och utvecklare tillsammans mot samma mål: hem att vara stolt över.",
        "Vi satsar på utbildning, säkerhet och ett arbetsklimat där alla blir lyssnade på.",
      ]),
      quote(
        "quote",
        "Jag började som lärling och leder i dag ett eget bygge. Här får man växa.",
        "Emir Hadžić",
        "Platschef i Västerås",
      ),
      video("film", "En dag som platschef", "fjallvik-platschef"),
    ],
  },
  {
    template: "CareerJobsPage",
    at: { route: "careerJobs" },
    title: "Lediga jobb",
    description: "Aktuella lediga tjänster hos {brand}.",
    blocks: [
      jobs("jobs", "Lediga tjänster", [
        {
          title: "Platschef",
          location: "Umeå",
          deadline: "2025-12-15",
          href: "https://jobb.fjallvik.example/platschef-umea",
          employment: "Tillsvidare",
        },
        {
          title: "Arbetsledare",
          location: "Västerås",
          deadline: "2025-12-01",
          href: "https://jobb.fjallvik.example/arbetsledare-vasteras",
          employment: "Tillsvidare",
        },
        {
          title: "Projektutvecklare",
          location: "Stockholm",
          deadline: "2026-01-10",
          href: "https://jobb.fjallvik.example/projektutvecklare-stockholm",
          employment: "Tillsvidare",
        },
      ]),
      text("open", "Spontanansökan", [
        "Hittar du ingen tjänst som passar? Skicka en spontanansökan till jobb@fjallvik.example.",
      ]),
    ],
  },
  {
    template: "CustomerServicePage",
    at: { article: "customerService" },
    title: "Kundservice",
    description: "Kontakta {brand}s kundservice om din bostad, ditt köp eller en felanmälan.",
    blocks: [
      text("hours", "Öppettider", [
        "Kundservice svarar vardagar 8–17. Har du redan flyttat in gör du enklast en felanmälan via Mina sidor.",
        "Vid akuta fel utanför kontorstid, som vattenläckor, ringer du vår jourtelefon 020-12 34 56.",
      ]),
      contacts("contact", "Så når du oss", [
        {
          name: "Kundservice",
          role: "Köp, avtal och garantier",
          phone: "+46 771 12 34 56",
          email: "kundservice@fjallvik.example",
        },
      ]),
      faq("faq", "Snabba svar", [["Hur gör jag en felanmälan?", "Logga in på Mina sidor och välj Ärenden."]]),
    ],
  },
  {
    template: "ManagementServicesPage",
    at: { slug: "/forvaltning/" },
    title: "Förvaltning för bostadsrättsföreningar",
    description: "Ekonomisk och teknisk förvaltning för nybildade bostadsrättsföreningar.",
    blocks: [
      text("intro", "Trygg start för föreningen", [
        "De första åren hjälper {brand} föreningens styrelse med ekonomisk förvaltning, fastighetsskötsel och garantiärenden.",
        "Styrelsen får en egen förvaltare och tillgång till styrelsesidor med avtal, protokoll och ärenden.",
      ]),
      contacts("contact", "Kontakt", [
        {
          name: "Lena Mård",
          role: "Förvaltningschef",
          phone: "+46 8 120 456 90",
          email: "forvaltning@fjallvik.example",
        },
      ]),
    ],
  },
  {
    template: "CorporateStartPage",
    at: { slug: GROUP },
    title: "Fjällvikkoncernen",
    description: "Fjällvik utvecklar bostäder och kvarter i Sverige, Norge och Finland.",
    blocks: [
      text("intro", "Hem och kvarter i tre länder", [
        "Koncernen består av Fjällvik Bostad, Fjällvik Seniorgården, Fjällvik Borätt, Fjällvik Bolig, Fjällvik Koti och Fjällvik Entreprenad.",
      ]),
      links("sections", "Om koncernen", [
        { label: "Om Fjällvik", href: `${GROUP}om-fjallvik/` },
        { label: "Nyheter", href: `${GROUP}nyheter/` },
        { label: "Investerare", href: INVESTORS },
        { label: "Kontakt", href: `${GROUP}kontakt/` },
      ]),
    ],
  },
  {
    template: "CorporateAboutPage",
    at: { slug: `${GROUP}om-fjallvik/` },
    title: "Om Fjällvik",
    description: "Historia, organisation och ledning i Fjällvikkoncernen.",
    blocks: [
      text("history", "Från snickeri till bostadsutvecklare", [
        "Fjällvik grundades 1979 som ett snickeri i Östersund. I dag har koncernen 1 400 medarbetare och bygger omkring 2 000 bostäder om året.",
      ]),
      contacts("management", "Koncernledning", [
        { name: "Maria Fjäll", role: "Vd och koncernchef" },
        { name: "Henrik Dahl", role: "Finanschef" },
      ]),
    ],
  },
  {
    template: "CorporateContactPage",
    at: { slug: `${GROUP}kontakt/` },
    title: "Kontakta koncernen",
    description: "Huvudkontor, press och investerarrelationer.",
    blocks: [
      text("office", "Huvudkontor", ["Fjällvik Bostad AB, Storgatan 12, 831 30 Östersund. Växel 08-120 456 00."]),
      contacts("contacts", "Kontaktpersoner", [pressContact, irContact]),
    ],
  },
  {
    template: "CorporateNewsPage",
    at: { slug: `${GROUP}nyheter/` },
    title: "Nyheter från koncernen",
    description: "Pressmeddelanden och nyheter från Fjällvikkoncernen.",
    blocks: [
      articles(
        "news",
        undefined,
        [
          {
            title: "Försäljningsstart för Kv. Tranan i Västerås",
            date: "2025-08-26",
            excerpt: "46 radhus och parhus vid Mälarens strand.",
            href: "/pressrum/forsaljningsstart-for-kv-tranan/",
          },
          {
            title: "Byggstart för Kv. Lärkan i Umeå",
            date: "2025-10-14",
            excerpt: "84 bostadsrätter på Ålidhem.",
            href: "/pressrum/byggstart-for-kv-larkan-i-umea/",
          },
        ],
        { isNewestFirst: true, more: { label: "Alla pressmeddelanden", href: "/pressrum/" } },
      ),
    ],
  },
  {
    template: "CorporateSearchPage",
    at: { route: "corporateSearch" },
    title: "Sök",
    description: "Sök bland nyheter, rapporter och sidor om {brand}.",
    blocks: [],
  },
  {
    template: "InvestorRelationsStartPage",
    at: { slug: INVESTORS },
    title: "Investerare",
    description: "Nyckeltal, rapporter och finansiell kalender för Fjällvikkoncernen.",
    blocks: [
      keyFigures(
        "figures",
        "Nyckeltal",
        "Jan–sep 2025",
        [
          ["Nettoomsättning", "4 210 Mkr", "+6 %"],
          ["Rörelseresultat", "512 Mkr", "+3 %"],
          ["Sålda bostäder", "1 184", "+11 %"],
        ],
        "Jämfört med samma period 2024.",
      ),
      files("latest", "Senaste rapporten", reports.slice(0, 1)),
      text("calendar", "Finansiell kalender", ["Bokslutskommuniké 2025: 2026-02-12. Årsstämma: 2026-04-23."]),
      links("more", "Mer för investerare", [{ label: "Alla rapporter", href: REPORTS }]),
      contacts("ir", "Investerarkontakt", [irContact]),
    ],
  },
  {
    template: "ReportListPage",
    at: { slug: REPORTS },
    title: "Rapporter",
    description: "Års-, delårs- och hållbarhetsrapporter från Fjällvikkoncernen att ladda ner.",
    blocks: [files("reports", undefined, reports)],
  },
];
