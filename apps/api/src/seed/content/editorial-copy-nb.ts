import {
  articles,
  contacts,
  faq,
  illustration,
  image,
  jobs,
  keyFigures,
  links,
  meta,
  quote,
  text,
  video,
} from "./editorial-blocks";
import type { EditorialPageCopy } from "./editorial-types";

const PRESS = "/presserom/";
const INSPIRATION = "/inspirasjon/";
const BLOG = "/blogg/";
const inspirationArticle = `${INSPIRATION}interior/smart-oppbevaring-i-gangen/`;
const pressContact = {
  name: "Ingrid Solberg",
  role: "Kommunikasjonssjef",
  phone: "+47 22 40 50 60",
  email: "presse@fjallvik-bolig.example",
};

const pressReleases = [
  {
    slug: `${PRESS}byggestart-for-bjorkelia-i-trondheim/`,
    title: "Byggestart for Bjørkelia i Trondheim",
    date: "2025-10-02",
    excerpt: "{brand} starter byggingen av 62 leiligheter på Tiller, med innflytting våren 2027.",
    paragraphs: [
      "{brand} har tatt det første spadetaket på Bjørkelia på Tiller i Trondheim. Prosjektet får 62 leiligheter i fire hus rundt et felles tun.",
      "Over halvparten av leilighetene er allerede solgt. Innflyttingen starter våren 2027.",
    ],
  },
  {
    slug: `${PRESS}salgsstart-for-havnegata-pa-lillestrom/`,
    title: "Salgsstart for Havnegata på Lillestrøm",
    date: "2025-06-17",
    excerpt: "Nå starter salget av 38 leiligheter ved Nitelva, ti minutter fra Oslo S med tog.",
    paragraphs: [
      "Havnegata består av 38 leiligheter med store balkonger mot elva, og gangavstand til toget.",
      "Alle leilighetene får vannbåren gulvvarme og egen sportsbod. Visningene starter 24. juni.",
    ],
  },
];

const blogPosts = [
  {
    slug: `${BLOG}var-forste-vinter-i-ny-bolig/`,
    title: "Vår første vinter i ny bolig",
    date: "2025-02-18",
    author: "Kari Nordby",
    excerpt: "Varme gulv, snømåking og et kjøkken som samler hele familien.",
    paragraphs: [
      "Da vi flyttet inn i oktober, lurte vi på hvordan boligen ville takle kulda. Svaret: bedre enn ventet.",
      "Det beste er likevel kjøkkenet. Kjøkkenøya er blitt stedet der lekser gjøres og middager lages.",
    ],
  },
  {
    slug: `${BLOG}slik-valgte-vi-tilvalg/`,
    title: "Slik valgte vi tilvalg uten å gå oss vill",
    date: "2025-05-27",
    author: "Lars Haugen",
    excerpt: "Tre kvelder, et moodboard og et kompromiss om fliser: våre tips før tilvalgene.",
    paragraphs: [
      "Vi begynte med å bestemme hva som var viktigst for oss: et lyst kjøkken og et bad som er lett å holde rent.",
      "Ta med prøver hjem og se på dem i dagslys. Det som ser varmt ut i visningslokalet, kan bli kaldt hjemme.",
    ],
  },
];

export const norwegianEditorialCopy: EditorialPageCopy[] = [
  {
    template: "NewsRoomPage",
    at: { slug: PRESS },
    title: "Presserom",
    description: "Pressemeldinger, pressebilder og kontaktinformasjon for journalister fra {brand}.",
    blocks: [
      articles(
        "press-list",
        "Pressemeldinger",
        pressReleases.map(({ slug, title, date, excerpt }) => ({
          title,
          date,
          excerpt,
          href: slug,
          category: "Pressemelding",
        })),
        { isNewestFirst: true },
      ),
      links("press-images", "Pressebilder", [{ label: "Bjørkelia, illustrasjon", href: `${PRESS}bilder/bjorkelia/` }]),
      contacts("press-contact", "Pressekontakt", [pressContact]),
    ],
  },
  ...pressReleases.map((release, index): EditorialPageCopy => ({
    template: "PressReleasePage",
    at: { slug: release.slug },
    title: release.title,
    description: release.excerpt,
    blocks: [
      meta("meta", release.date, undefined, "Pressemelding"),
      text("body", undefined, release.paragraphs),
      image("image", illustration(`Illustrasjon av ${release.title.replace(/^.* for /, "")}`, 200 + index * 50)),
      contacts("contact", "Kontakt", [pressContact]),
    ],
  })),
  {
    template: "ImageFilePage",
    at: { slug: `${PRESS}bilder/bjorkelia/` },
    title: "Pressebilde: Bjørkelia",
    description: "Illustrasjon av Bjørkelia i Trondheim, fri til redaksjonell bruk.",
    images: [illustration("Bjørkelia sett fra tunet, fire hus i kveldslys", 210, 1600, 1067)],
    blocks: [text("terms", "Vilkår", ["Bildet kan brukes fritt i redaksjonelt innhold når {brand} oppgis som kilde."])],
  },
  {
    template: "SandboxPage",
    at: { slug: "/_dev/sandkasse/" },
    title: "Sandkasse for innholdsblokker",
    description: "Alle innholdsblokker på én side, for utvikling og gjennomgang.",
    blocks: [
      meta("meta", "2025-11-01", "Webteamet"),
      text("text", "Tekstblokk", ["Et vanlig avsnitt med {brand} som avsender."]),
      faq("faq", "Spørsmål og svar", [["Et spørsmål?", "Et svar."]]),
    ],
  },
  {
    template: "InspirationStartPage",
    at: { slug: INSPIRATION },
    title: "Inspirasjon",
    description: "Ideer til interiør, hage og livet i en ny bolig.",
    blocks: [
      links("categories", "Kategorier", [{ label: "Interiør", href: `${INSPIRATION}interior/` }]),
      articles("latest", "Siste artikler", [
        {
          title: "Fem måter å få mer oppbevaring i gangen",
          date: "2025-09-09",
          excerpt: "Smarte løsninger for sko, jakker og alt som skal med ut.",
          href: inspirationArticle,
          category: "Interiør",
        },
        {
          title: "Flytteguiden: fra kontrakt til innflytting",
          date: "2025-06-03",
          excerpt: "En sjekkliste for månedene før flyttingen.",
          href: `${INSPIRATION}flytteguiden/`,
          category: "Flytting",
        },
      ]),
    ],
  },
  {
    template: "InspirationCategoryPage",
    at: { slug: `${INSPIRATION}interior/` },
    title: "Interiør",
    description: "Tips og ideer til å innrede den nye boligen din.",
    blocks: [
      articles("articles", undefined, [
        {
          title: "Fem måter å få mer oppbevaring i gangen",
          date: "2025-09-09",
          excerpt: "Smarte løsninger for sko, jakker og alt som skal med ut.",
          href: inspirationArticle,
        },
      ]),
    ],
  },
  {
    template: "InspirationArticlePage",
    at: { slug: inspirationArticle },
    title: "Fem måter å få mer oppbevaring i gangen",
    description: "Gangen er det første du ser når du kommer hjem. Slik får du plass til alt uten at det blir trangt.",
    blocks: [
      meta("meta", "2025-09-09", "Marte Lie", "Interiør"),
      text("intro", undefined, [
        "Velg en skobenk med oppbevaring under setet, heng knagger i to høyder så barna når, og bruk veggen over døra til en hylle for luer og votter.",
      ]),
      image(
        "image",
        illustration("En lys gang med knagger og skohylle", 30),
        "Knagger i to høyder gjør det lett for alle å henge opp klærne sine.",
      ),
    ],
  },
  {
    template: "InspirationPage",
    at: { slug: `${INSPIRATION}flytteguiden/` },
    title: "Flytteguiden",
    description: "En sjekkliste for månedene før du flytter inn i den nye boligen.",
    blocks: [
      text("three-months", "Tre måneder før", [
        "Si opp nåværende bolig, bestill flyttebyrå og begynn å rydde i boden.",
      ]),
      text("one-month", "En måned før", [
        "Meld flytting til Folkeregisteret, og tegn innboforsikring og strømavtale for den nye adressen.",
      ]),
    ],
  },
  {
    template: "BlogListPage",
    at: { slug: BLOG },
    title: "Bloggen",
    description: "Kundene og de ansatte våre skriver om livet i ny bolig.",
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
    template: "TestimonialPage",
    at: { slug: "/kundehistorier/" },
    title: "Kundene våre forteller",
    description: "Hvordan var det å kjøpe ny bolig? Kundene våre forteller om kjøpet, flyttingen og livet etterpå.",
    blocks: [
      quote(
        "quote-1",
        "Vi hadde samme kontaktperson fra første visning til innflytting. Det gjorde alt mye enklere.",
        "Silje og Ola Bakke",
        "Kjøpte leilighet på Havnegata i 2024",
      ),
      video("film", "Familien Bakke om sin nye bolig", "fjallvik-bakke"),
    ],
  },
  {
    template: "ResidenceNewsPage",
    at: { slug: "/nyheter/kranfest-pa-bjorkelia/" },
    title: "Kranfest på Bjørkelia",
    description: "Nå har alle fire husene på Bjørkelia fått tak, og vi feiret med de nye naboene.",
    blocks: [
      meta("meta", "2025-11-06", "Prosjektleder Even Strand", "Bjørkelia"),
      text("body", undefined, [
        "Fredag samlet håndverkere og kommende beboere seg på byggeplassen for å feire at alle fire husene har fått tak.",
        "Nå fortsetter arbeidet innendørs. Tilvalgene åpner i januar, og du som har kjøpt får en invitasjon på Mine sider.",
      ]),
    ],
  },
  {
    template: "ModalContactPage",
    at: { slug: "/kontakt-oss/" },
    title: "Kontakt oss",
    description: "Har du spørsmål om en bolig eller et prosjekt? Meglerne våre hjelper deg gjerne.",
    blocks: [
      contacts("sales", undefined, [
        {
          name: "Anders Moe",
          role: "Eiendomsmegler, Trondheim",
          phone: "+47 73 40 50 60",
          email: "salg.trondheim@fjallvik-bolig.example",
        },
      ]),
    ],
  },
  {
    template: "FaqPage",
    at: { article: "faq" },
    title: "Ofte stilte spørsmål",
    description: "Svar på spørsmålene vi oftest får om kjøp, reklamasjon og innflytting.",
    blocks: [
      faq("buying", "Kjøp og kontrakt", [
        ["Når betaler jeg forskuddet?", "Forskuddet på 10 prosent betales når kjøpekontrakten er signert."],
        ["Kan jeg gjøre tilvalg?", "Ja, fram til fristen for tilvalg i prosjektet ditt."],
      ]),
      faq("moving-in", "Innflytting og reklamasjon", [
        [
          "Hva er ettårsbefaring?",
          "Omtrent ett år etter overtakelse går vi gjennom boligen sammen med deg og utbedrer feil og mangler.",
        ],
      ]),
    ],
  },
  {
    template: "CustomerServicePage",
    at: { article: "customerService" },
    title: "Kundeservice",
    description: "Kontakt kundeservice hos {brand} om boligen, kjøpet eller en reklamasjon.",
    blocks: [
      text("hours", "Åpningstider", [
        "Kundeservice svarer hverdager 8–16. Har du flyttet inn, melder du enklest en reklamasjon på Mine sider.",
      ]),
      contacts("contact", "Slik når du oss", [
        {
          name: "Kundeservice",
          role: "Kjøp, kontrakt og reklamasjon",
          phone: "+47 22 40 50 00",
          email: "kundeservice@fjallvik-bolig.example",
        },
      ]),
    ],
  },
  {
    template: "SustainabilityStartPage",
    at: { article: "sustainability" },
    title: "Bærekraft i {brand}",
    description: "Slik jobber {brand} med klima, materialer og trygge nabolag.",
    blocks: [
      text("intro", "Bærekraftig er det som varer", [
        "Vi velger materialer med lang levetid, bygger energieffektivt og planlegger nabolag der det er lett å leve uten bil.",
      ]),
      keyFigures("figures", "Bærekraft i tall", "2024", [
        ["Klimagassutslipp per kvadratmeter", "231 kg CO₂e", "−9 % fra 2023"],
        ["Boliger med energiklasse A", "74 %"],
      ]),
      links("areas", "Våre områder", [{ label: "Klima", href: "/om-oss/barekraft/klima/" }]),
    ],
  },
  {
    template: "SustainabilityCategoryPage",
    at: { slug: "/om-oss/barekraft/klima/" },
    title: "Klima",
    description: "Slik reduserer vi klimaavtrykket fra boligene våre.",
    blocks: [
      text("body", "Klimaregnskap i hvert prosjekt", [
        "Hvert prosjekt får et klimaregnskap før byggestart, og vi følger det opp når boligene står ferdige.",
      ]),
    ],
  },
  {
    template: "CareerPage",
    at: { route: "career" },
    title: "Karriere i {brand}",
    description: "Vil du bygge boliger med oss? Les om å jobbe i {brand}.",
    blocks: [
      text("intro", "Bygg framtiden din med oss", [
        "Hos oss jobber tømrere, prosjektledere, meglere og utviklere sammen mot samme mål: boliger å være stolt av.",
      ]),
      quote(
        "quote",
        "Jeg startet som lærling og leder nå mitt eget prosjekt.",
        "Jonas Berg",
        "Prosjektleder i Trondheim",
      ),
    ],
  },
  {
    template: "CareerJobsPage",
    at: { route: "careerJobs" },
    title: "Ledige stillinger",
    description: "Ledige stillinger i {brand} akkurat nå.",
    blocks: [
      jobs("jobs", "Ledige stillinger", [
        {
          title: "Prosjektleder",
          location: "Trondheim",
          deadline: "2025-12-12",
          href: "https://jobb.fjallvik-bolig.example/prosjektleder-trondheim",
          employment: "Fast",
        },
        {
          title: "Tømrer",
          location: "Lillestrøm",
          deadline: "2026-01-05",
          href: "https://jobb.fjallvik-bolig.example/tomrer-lillestrom",
          employment: "Fast",
        },
      ]),
    ],
  },
  {
    template: "SearchPage",
    at: { route: "homeSearch" },
    title: "Finn din bolig",
    description:
      "Finn din nye bolig hos {brand}: søk på fylke, kommune eller område og filtrer på pris, rom og størrelse.",
    blocks: [],
  },
  {
    template: "TextSearchPage",
    at: { route: "textSearch" },
    title: "Søk på nettstedet",
    description: "Søk i sider, nyheter, ledige stillinger og boligprosjekter hos {brand}.",
    blocks: [],
  },
];
