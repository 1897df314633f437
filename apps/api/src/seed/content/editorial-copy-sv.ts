import {
  articles,
  campaign,
  contacts,
  faq,
  illustration,
  image,
  links,
  meta,
  quote,
  text,
  video,
} from "./editorial-blocks";
import { swedishCorporateCopy } from "./editorial-copy-sv-corporate";
import type { EditorialPageCopy } from "./editorial-types";

const PRESS = "/pressrum/";
const INSPIRATION = "/inspiration/";
const BLOG = "/blogg/";

const pressReleases = [
  {
    slug: `${PRESS}byggstart-for-kv-larkan-i-umea/`,
    title: "Byggstart för Kv. Lärkan i Umeå",
    date: "2025-10-14",
    excerpt: "{brand} startar bygget av 84 bostadsrätter på Ålidhem, med inflyttning hösten 2027.",
    paragraphs: [
      "{brand} har tagit det första spadtaget för Kv. Lärkan på Ålidhem i Umeå. Kvarteret får 84 bostadsrätter i tre trähus runt en gemensam innergård.",
      "Över hälften av bostäderna är redan bokade. Inflyttningen börjar hösten 2027 och sker i tre etapper.",
    ],
  },
  {
    slug: `${PRESS}forsaljningsstart-for-kv-tranan/`,
    title: "Försäljningsstart för Kv. Tranan i Västerås",
    date: "2025-08-26",
    excerpt: "Nu börjar försäljningen av 46 radhus och parhus vid Mälarens strand.",
    paragraphs: [
      "Kv. Tranan består av 46 radhus och parhus med egen trädgård, tio minuters cykelväg från centrala Västerås.",
      "Husen byggs med solceller på taken och laddplats vid varje hus. Visningarna börjar den 6 september.",
    ],
  },
];

const blogPosts = [
  {
    slug: `${BLOG}var-forsta-vinter-i-nya-huset/`,
    title: "Vår första vinter i nya huset",
    date: "2025-02-11",
    author: "Sara Holm",
    excerpt: "Golvvärme, snöskottning och ett kök som samlar hela familjen: så blev första vintern.",
    paragraphs: [
      "När vi flyttade in i oktober undrade vi hur huset skulle klara kylan. Svaret: bättre än vi trodde. Golvvärmen i badrummet är en lyx vi inte vill vara utan.",
      "Det bästa är ändå köket. Köksön har blivit platsen där läxor görs, middagar lagas och helgens planer smids.",
    ],
  },
  {
    slug: `${BLOG}sa-valde-vi-inredning/`,
    title: "Så valde vi inredning utan att tappa bort oss",
    date: "2025-05-20",
    author: "Ahmed Karimi",
    excerpt: "Tre kvällar, ett moodboard och en kompromiss om kakel: våra tips inför inredningsvalen.",
    paragraphs: [
      "Vi började med att bestämma vad som var viktigast för oss: ett ljust kök och ett badrum som är lätt att hålla rent.",
      "Ta med prover hem och titta på dem i dagsljus. Det som ser varmt ut i visningslokalen kan bli kallt hemma.",
    ],
  },
];

const inspirationArticle = `${INSPIRATION}inredning/smart-forvaring-i-hallen/`;

export const swedishEditorialCopy: EditorialPageCopy[] = [
  {
    template: "NewsRoomPage",
    at: { slug: PRESS },
    title: "Pressrum",
    description: "Pressmeddelanden, pressbilder och kontaktuppgifter för journalister från {brand}.",
    blocks: [
      articles(
        "press-list",
        "Pressmeddelanden",
        pressReleases.map(({ slug, title, date, excerpt }) => ({
          title,
          date,
          excerpt,
          href: slug,
          category: "Pressmeddelande",
        })),
        { isNewestFirst: true },
      ),
      links("press-images", "Pressbilder", [{ label: "Kv. Lärkan, illustration", href: `${PRESS}bilder/kv-larkan/` }]),
      contacts("press-contact", "Presskontakt", [
        { name: "Eva Ström", role: "Presschef", phone: "+46 8 120 456 70", email: "press@fjallvik.example" },
      ]),
      // Limited per site (spec section 6): only the borätt and contractor sites show these lines.
      text(
        "press-boratt",
        "Om bostadsrätter och föreningar",
        [
          "Frågor om en bostadsrättsförening i uppstartsskedet besvarar vår föreningsansvarige, via presskontakten ovan.",
        ],
        { sites: ["Boratt"] },
      ),
      text(
        "press-contractor",
        "Om våra entreprenader",
        ["Vid frågor om ett pågående entreprenadprojekt, ange projektets namn och beställare när du kontaktar oss."],
        { sites: ["Entreprenad"] },
      ),
    ],
  },
  ...pressReleases.map((release, index): EditorialPageCopy => ({
    template: "PressReleasePage",
    at: { slug: release.slug },
    title: release.title,
    description: release.excerpt,
    blocks: [
      meta("meta", release.date, undefined, "Pressmeddelande"),
      text("body", undefined, release.paragraphs),
      image("image", illustration(`Illustration av ${release.title.replace(/^.* för /, "")}`, 150 + index * 60)),
      contacts("contact", "Kontakt", [
        { name: "Eva Ström", role: "Presschef", phone: "+46 8 120 456 70", email: "press@fjallvik.example" },
      ]),
    ],
  })),
  {
    template: "ImageFilePage",
    at: { slug: `${PRESS}bilder/kv-larkan/` },
    title: "Pressbild: Kv. Lärkan",
    description: "Illustration av Kv. Lärkan i Umeå för fri publicering i redaktionella sammanhang.",
    images: [illustration("Kv. Lärkan sett från innergården, tre trähus i kvällsljus", 160, 1600, 1067)],
    blocks: [
      text("terms", "Villkor", ["Bilden får användas fritt i redaktionellt material om {brand} anges som källa."]),
    ],
  },
  {
    template: "SandboxPage",
    at: { slug: "/_dev/sandlada/" },
    title: "Sandlåda för innehållsblock",
    description: "Alla innehållsblock på en sida, för utveckling och granskning.",
    blocks: [
      meta("meta", "2025-11-01", "Webbteamet"),
      text("text", "Textblock", ["Ett vanligt stycke text med {brand} som avsändare."]),
      image("image", illustration("Exempelbild", 210), "Bildtext under bilden."),
      quote("quote", "Ett citat som lyfter fram något viktigt.", "Namn Efternamn", "Roll"),
      faq("faq", "Frågor och svar", [["En fråga?", "Ett svar."]]),
      video("video", "Exempelvideo", "fjallvik-sandbox"),
      links("links", "Länklista", [{ label: "Pressrum", href: PRESS }]),
    ],
  },
  {
    template: "InspirationStartPage",
    at: { slug: INSPIRATION },
    title: "Inspiration",
    description: "Idéer för inredning, trädgård och livet i ett nytt hem.",
    blocks: [
      links("categories", "Kategorier", [{ label: "Inredning", href: `${INSPIRATION}inredning/` }]),
      articles("latest", "Senaste artiklarna", [
        {
          title: "Fem sätt att ge hallen mer förvaring",
          date: "2025-09-03",
          excerpt: "Smarta lösningar för skor, jackor och allt som ska med ut.",
          href: inspirationArticle,
          category: "Inredning",
        },
        {
          title: "Flyttguiden: från bokning till inflyttning",
          date: "2025-06-12",
          excerpt: "En checklista för månaderna före flytten.",
          href: `${INSPIRATION}flyttguiden/`,
          category: "Flytt",
        },
      ]),
      video("film", "Ett år i Kv. Lärkan", "fjallvik-larkan", "Film: livet i kvarteret"),
    ],
  },
  {
    template: "InspirationCategoryPage",
    at: { slug: `${INSPIRATION}inredning/` },
    title: "Inredning",
    description: "Tips och idéer för att inreda ditt nya hem.",
    blocks: [
      articles("articles", undefined, [
        {
          title: "Fem sätt att ge hallen mer förvaring",
          date: "2025-09-03",
          excerpt: "Smarta lösningar för skor, jackor och allt som ska med ut.",
          href: inspirationArticle,
          image: illustration("En ljus hall med krokar och skohylla", 30, 600, 400),
        },
      ]),
    ],
  },
  {
    template: "InspirationArticlePage",
    at: { slug: inspirationArticle },
    title: "Fem sätt att ge hallen mer förvaring",
    description: "Hallen är det första du ser när du kommer hem. Så får du plats med allt utan att det känns trångt.",
    blocks: [
      meta("meta", "2025-09-03", "Linnea Ek", "Inredning"),
      text("intro", undefined, [
        "Välj en skobänk med förvaring under sitsen, sätt krokar i två höjder så att barnen når, och använd väggen ovanför dörren till en hylla för säsongens mössor och vantar.",
      ]),
      image(
        "image",
        illustration("En ljus hall med krokar och skohylla", 30),
        "Krokar i två höjder gör det lätt för alla att hänga upp sina kläder.",
      ),
      text("more", "Ljus och speglar", [
        "En stor spegel och en vägglampa gör en smal hall både ljusare och rymligare.",
      ]),
    ],
  },
  {
    template: "InspirationPage",
    at: { slug: `${INSPIRATION}flyttguiden/` },
    title: "Flyttguiden",
    description: "En checklista för månaderna före flytten till ditt nya hem.",
    blocks: [
      text("three-months", "Tre månader före", [
        "Säg upp ditt nuvarande boende, boka flyttfirma och börja rensa förråd och garderober.",
      ]),
      text("one-month", "En månad före", [
        "Gör adressändring, teckna hemförsäkring och el-avtal för den nya adressen.",
      ]),
      links("links", "Läs också", [{ label: "Fem sätt att ge hallen mer förvaring", href: inspirationArticle }]),
    ],
  },
  {
    template: "BlogListPage",
    at: { slug: BLOG },
    title: "Bloggen",
    description: "Våra kunder och medarbetare skriver om livet i nyproducerat.",
    blocks: [
      articles(
        "posts",
        undefined,
        blogPosts.map(({ slug, title, date, excerpt }) => ({ title, date, excerpt, href: slug })),
        { isNewestFirst: true },
      ),
    ],
  },
  ...blogPosts.map((post): EditorialPageCopy => ({
    template: "BlogItemPage",
    at: { slug: post.slug },
    title: post.title,
    description: post.excerpt,
    blocks: [meta("meta", post.date, post.author, "Blogg"), text("body", undefined, post.paragraphs)],
  })),
  {
    template: "CampaignPage",
    at: { slug: "/kampanj/hostkampanj/" },
    title: "Höstkampanj",
    description: "Köp en bostad i Kv. Tranan i höst så bjuder vi på vitvarorna.",
    blocks: [
      campaign("campaign", {
        heading: "Vi bjuder på vitvarorna",
        text: "Boka en bostad i Kv. Tranan under kampanjperioden så ingår kyl, frys, spis och diskmaskin i rostfritt.",
        cta: { label: "Se bostäderna", href: "/sok-bostad/" },
        start: "2025-10-01",
        end: "2025-11-30",
        image: illustration("Ett ljust kök med vitvaror i rostfritt", 40, 900, 600),
      }),
      text("terms", "Villkor", [
        "Erbjudandet gäller bokningar med tecknat bokningsavtal under kampanjperioden och kan inte bytas mot kontanter.",
      ]),
    ],
  },
  {
    template: "TestimonialPage",
    at: { slug: "/kundberattelser/" },
    title: "Våra kunder berättar",
    description:
      "Hur var det att köpa nyproducerat? Våra kunder berättar om köpet, flytten och livet i det nya hemmet.",
    blocks: [
      quote(
        "quote-1",
        "Vi hade samma kontaktperson från första visningen till inflyttningen. Det gjorde allt så mycket enklare.",
        "Anna och Johan Berg",
        "Köpte radhus i Kv. Tranan 2024",
      ),
      quote(
        "quote-2",
        "Att få välja kakel och köksluckor själv gjorde att det kändes som vårt hem från dag ett.",
        "Mirja Lindqvist",
        "Köpte bostadsrätt i Kv. Lärkan 2025",
      ),
      video("film", "Familjen Berg om sitt nya hus", "fjallvik-berg"),
    ],
  },
  {
    template: "ResidenceNewsPage",
    at: { slug: "/nyheter/takfest-i-kv-larkan/" },
    title: "Takfest i Kv. Lärkan",
    description: "Nu har alla tre husen i Kv. Lärkan fått tak, och vi firade med de blivande grannarna.",
    blocks: [
      meta("meta", "2025-11-07", "Projektledare Jonas Wik", "Kv. Lärkan"),
      text("body", undefined, [
        "I fredags samlades hantverkare och blivande boende på byggarbetsplatsen för att fira att alla tre husen har fått tak.",
        "Nu fortsätter arbetet inomhus. Inredningsvalen öppnar i januari, och du som har bokat får en inbjudan via Mina sidor.",
      ]),
      image(
        "image",
        illustration("Tre trähus med färdiga tak på byggarbetsplatsen", 190),
        "Alla tre husen har nu tak.",
      ),
    ],
  },
  {
    template: "ModalContactPage",
    at: { slug: "/kontakta-oss/" },
    title: "Kontakta oss",
    description: "Har du frågor om en bostad eller ett projekt? Våra säljare hjälper dig gärna.",
    blocks: [
      contacts("sales", undefined, [
        {
          name: "Karin Sjöberg",
          role: "Säljare, Mellansverige",
          phone: "+46 21 480 120 00",
          email: "salj.mitt@fjallvik.example",
        },
        {
          name: "Oskar Nilsson",
          role: "Säljare, Norrland",
          phone: "+46 90 480 120 00",
          email: "salj.norr@fjallvik.example",
        },
      ]),
    ],
  },
  {
    template: "SearchPage",
    at: { route: "homeSearch" },
    title: "Sök bostad",
    description:
      "Hitta din nya bostad hos {brand}: sök på län, kommun eller område och filtrera på pris, rum och storlek.",
    blocks: [],
  },
  {
    template: "TextSearchPage",
    at: { route: "textSearch" },
    title: "Sök på webbplatsen",
    description: "Sök bland sidor, nyheter, lediga jobb och bostadsprojekt hos {brand}.",
    blocks: [],
  },
  ...swedishCorporateCopy,
];
