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

const PRESS = "/mediahuone/";
const INSPIRATION = "/inspiraatio/";
const BLOG = "/blogi/";
const inspirationArticle = `${INSPIRATION}sisustus/lisaa-sailytystilaa-eteiseen/`;
const pressContact = {
  name: "Laura Virtanen",
  role: "Viestintäjohtaja",
  phone: "+358 9 4150 6070",
  email: "media@fjallvik-koti.example",
};

const pressReleases = [
  {
    slug: `${PRESS}koivurinteen-rakentaminen-alkaa-tampereella/`,
    title: "Koivurinteen rakentaminen alkaa Tampereella",
    date: "2025-09-30",
    excerpt: "{brand} aloittaa 54 asunnon rakentamisen Hervannassa. Ensimmäiset asukkaat muuttavat keväällä 2027.",
    paragraphs: [
      "{brand} on aloittanut Koivurinteen rakentamisen Tampereen Hervannassa. Kohteeseen valmistuu 54 asuntoa kolmeen taloon yhteisen pihan ympärille.",
      "Yli puolet asunnoista on jo varattu. Muutot alkavat keväällä 2027.",
    ],
  },
  {
    slug: `${PRESS}satamakaaren-myynti-alkaa-espoossa/`,
    title: "Satamakaaren myynti alkaa Espoossa",
    date: "2025-05-13",
    excerpt: "Myyntiin tulee 42 asuntoa Espoonlahden rannalta, metroaseman vierestä.",
    paragraphs: [
      "Satamakaari on 42 asunnon kerrostalo Espoonlahden rannalla, muutaman minuutin kävelymatkan päässä metrosta.",
      "Jokaisessa asunnossa on lasitettu parveke ja taloyhtiön saunasta on merinäköala. Esittelyt alkavat 20. toukokuuta.",
    ],
  },
];

const blogPosts = [
  {
    slug: `${BLOG}ensimmainen-talvemme-uudessa-kodissa/`,
    title: "Ensimmäinen talvemme uudessa kodissa",
    date: "2025-02-25",
    author: "Anni Korhonen",
    excerpt: "Lattialämmitystä, lumitöitä ja keittiö, joka kokoaa koko perheen.",
    paragraphs: [
      "Kun muutimme lokakuussa, mietimme, miten talo kestää pakkaset. Vastaus: paremmin kuin odotimme.",
      "Parasta on silti keittiö. Keittiösaarekkeen ääressä tehdään läksyt ja suunnitellaan viikonloput.",
    ],
  },
  {
    slug: `${BLOG}nain-teimme-sisustusvalinnat/`,
    title: "Näin teimme sisustusvalinnat eksymättä",
    date: "2025-06-10",
    author: "Mikko Laine",
    excerpt: "Kolme iltaa, tunnelmataulu ja kompromissi laatoista: vinkkimme ennen sisustusvalintoja.",
    paragraphs: [
      "Aloitimme päättämällä, mikä meille on tärkeintä: valoisa keittiö ja helposti siivottava kylpyhuone.",
      "Vie näytteet kotiin ja katso niitä päivänvalossa. Esittelytilassa lämpimältä näyttävä voi kotona näyttää kylmältä.",
    ],
  },
];

export const finnishEditorialCopy: EditorialPageCopy[] = [
  {
    template: "NewsRoomPage",
    at: { slug: PRESS },
    title: "Mediahuone",
    description: "Tiedotteet, lehdistökuvat ja yhteystiedot toimittajille.",
    blocks: [
      articles(
        "press-list",
        "Tiedotteet",
        pressReleases.map(({ slug, title, date, excerpt }) => ({
          title,
          date,
          excerpt,
          href: slug,
          category: "Tiedote",
        })),
        { isNewestFirst: true },
      ),
      links("press-images", "Lehdistökuvat", [
        { label: "Koivurinne, havainnekuva", href: `${PRESS}kuvat/koivurinne/` },
      ]),
      contacts("press-contact", "Mediayhteydet", [pressContact]),
    ],
  },
  ...pressReleases.map((release, index): EditorialPageCopy => ({
    template: "PressReleasePage",
    at: { slug: release.slug },
    title: release.title,
    description: release.excerpt,
    blocks: [
      meta("meta", release.date, undefined, "Tiedote"),
      text("body", undefined, release.paragraphs),
      image("image", illustration(`Havainnekuva: ${release.title.split(" ")[0]}`, 180 + index * 40)),
      contacts("contact", "Lisätiedot", [pressContact]),
    ],
  })),
  {
    template: "ImageFilePage",
    at: { slug: `${PRESS}kuvat/koivurinne/` },
    title: "Lehdistökuva: Koivurinne",
    description: "Havainnekuva Tampereen Koivurinteestä vapaasti toimitukselliseen käyttöön.",
    images: [illustration("Koivurinne pihan puolelta, kolme taloa iltavalossa", 190, 1600, 1067)],
    blocks: [
      text("terms", "Käyttöehdot", [
        "Kuvaa saa käyttää vapaasti toimituksellisessa sisällössä, kun lähteeksi mainitaan {brand}.",
      ]),
    ],
  },
  {
    template: "SandboxPage",
    at: { slug: "/_dev/testisivu/" },
    title: "Sisältölohkojen testisivu",
    description: "Kaikki sisältölohkot samalla sivulla kehitystä ja tarkastusta varten.",
    blocks: [
      meta("meta", "2025-11-01", "Verkkotiimi"),
      text("text", "Tekstilohko", ["Tavallinen kappale, jonka lähettäjä on {brand}."]),
      faq("faq", "Kysymyksiä ja vastauksia", [["Kysymys?", "Vastaus."]]),
    ],
  },
  {
    template: "InspirationStartPage",
    at: { slug: INSPIRATION },
    title: "Inspiraatio",
    description: "Ideoita sisustukseen, pihaan ja elämään uudessa kodissa.",
    blocks: [
      links("categories", "Aiheet", [{ label: "Sisustus", href: `${INSPIRATION}sisustus/` }]),
      articles("latest", "Uusimmat artikkelit", [
        {
          title: "Viisi tapaa lisätä säilytystilaa eteiseen",
          date: "2025-09-16",
          excerpt: "Fiksuja ratkaisuja kengille, takeille ja kaikelle, mikä lähtee mukaan ulos.",
          href: inspirationArticle,
          category: "Sisustus",
        },
        {
          title: "Muuttajan opas: kaupanteosta muuttopäivään",
          date: "2025-06-05",
          excerpt: "Tarkistuslista muuttoa edeltäville kuukausille.",
          href: `${INSPIRATION}muuttajan-opas/`,
          category: "Muutto",
        },
      ]),
    ],
  },
  {
    template: "InspirationCategoryPage",
    at: { slug: `${INSPIRATION}sisustus/` },
    title: "Sisustus",
    description: "Vinkkejä ja ideoita uuden kodin sisustamiseen.",
    blocks: [
      articles("articles", undefined, [
        {
          title: "Viisi tapaa lisätä säilytystilaa eteiseen",
          date: "2025-09-16",
          excerpt: "Fiksuja ratkaisuja kengille, takeille ja kaikelle, mikä lähtee mukaan ulos.",
          href: inspirationArticle,
        },
      ]),
    ],
  },
  {
    template: "InspirationArticlePage",
    at: { slug: inspirationArticle },
    title: "Viisi tapaa lisätä säilytystilaa eteiseen",
    description: "Eteinen on ensimmäinen asia, jonka näet kotiin tullessasi. Näin kaikki mahtuu ilman ahtautta.",
    blocks: [
      meta("meta", "2025-09-16", "Sanna Heikkinen", "Sisustus"),
      text("intro", undefined, [
        "Valitse kenkäpenkki, jonka istuimen alla on säilytystilaa, kiinnitä naulakot kahdelle korkeudelle ja hyödynnä oven yläpuolinen seinä hyllyksi pipoille ja lapasille.",
      ]),
      image(
        "image",
        illustration("Valoisa eteinen, jossa naulakot ja kenkähylly", 30),
        "Naulakot kahdella korkeudella helpottavat koko perheen arkea.",
      ),
    ],
  },
  {
    template: "InspirationPage",
    at: { slug: `${INSPIRATION}muuttajan-opas/` },
    title: "Muuttajan opas",
    description: "Tarkistuslista kuukausille ennen muuttoa uuteen kotiin.",
    blocks: [
      text("three-months", "Kolme kuukautta ennen", [
        "Irtisano nykyinen asuntosi, varaa muuttofirma ja aloita varaston raivaus.",
      ]),
      text("one-month", "Kuukausi ennen", [
        "Tee muuttoilmoitus ja hanki kotivakuutus ja sähkösopimus uuteen osoitteeseen.",
      ]),
    ],
  },
  {
    template: "BlogListPage",
    at: { slug: BLOG },
    title: "Blogi",
    description: "Asiakkaamme ja työntekijämme kirjoittavat elämästä uudessa kodissa.",
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
    blocks: [meta("meta", post.date, post.author, "Blogi"), text("body", undefined, post.paragraphs)],
  })),
  {
    template: "TestimonialPage",
    at: { slug: "/asiakastarinat/" },
    title: "Asiakkaamme kertovat",
    description: "Millaista oli ostaa uusi koti? Asiakkaamme kertovat kaupasta, muutosta ja arjesta uudessa kodissa.",
    blocks: [
      quote(
        "quote-1",
        "Meillä oli sama yhteyshenkilö ensimmäisestä esittelystä muuttopäivään. Se teki kaikesta helppoa.",
        "Elina ja Jussi Mäkinen",
        "Ostivat asunnon Satamakaaresta 2024",
      ),
      video("film", "Mäkisen perhe uudessa kodissaan", "fjallvik-makinen"),
    ],
  },
  {
    template: "ResidenceNewsPage",
    at: { slug: "/uutiset/koivurinteen-harjannostajaiset/" },
    title: "Koivurinteen harjannostajaiset",
    description: "Kaikki kolme Koivurinteen taloa ovat nyt vesikatossa, ja juhlimme tulevien naapureiden kanssa.",
    blocks: [
      meta("meta", "2025-11-05", "Projektipäällikkö Ville Salo", "Koivurinne"),
      text("body", undefined, [
        "Perjantaina rakentajat ja tulevat asukkaat kokoontuivat työmaalle juhlimaan harjannostajaisia.",
        "Työt jatkuvat nyt sisätiloissa. Sisustusvalinnat alkavat tammikuussa, ja kutsu tulee Omille sivuille.",
      ]),
    ],
  },
  {
    template: "ModalContactPage",
    at: { slug: "/ota-yhteytta/" },
    title: "Ota yhteyttä",
    description: "Onko sinulla kysyttävää asunnosta tai kohteesta? Myyjämme auttavat mielellään.",
    blocks: [
      contacts("sales", undefined, [
        {
          name: "Petri Nieminen",
          role: "Myyntipäällikkö, Pirkanmaa",
          phone: "+358 3 4150 6000",
          email: "myynti.tampere@fjallvik-koti.example",
        },
      ]),
    ],
  },
  {
    template: "FaqPage",
    at: { article: "faq" },
    title: "Usein kysyttyä",
    description: "Vastauksia yleisimpiin kysymyksiin asunnon ostamisesta, takuusta ja muutosta.",
    blocks: [
      faq("buying", "Kauppa ja sopimukset", [
        ["Milloin maksan käsirahan?", "Käsiraha maksetaan kauppakirjan allekirjoittamisen yhteydessä."],
        ["Voinko tehdä muutostöitä?", "Kyllä, kohteesi muutostyöaikataulun puitteissa."],
      ]),
      faq("moving-in", "Muutto ja takuu", [
        [
          "Kuinka pitkä takuu on?",
          "Rakennusvirheille on kahden vuoden takuu, ja RS-kohteissa on lisäksi kymmenen vuoden vastuuaika.",
        ],
      ]),
    ],
  },
  {
    template: "CustomerServicePage",
    at: { article: "customerService" },
    title: "Asiakaspalvelu",
    description: "Ota yhteyttä asiakaspalveluun asuntoosi, kauppaasi tai vikailmoitukseen liittyen.",
    blocks: [
      text("hours", "Aukioloajat", [
        "Asiakaspalvelu palvelee arkisin klo 8–16. Jos olet jo muuttanut, tee vikailmoitus helpoimmin Omilla sivuilla.",
      ]),
      contacts("contact", "Näin tavoitat meidät", [
        {
          name: "Asiakaspalvelu",
          role: "Kauppa, sopimukset ja takuu",
          phone: "+358 9 4150 6000",
          email: "asiakaspalvelu@fjallvik-koti.example",
        },
      ]),
    ],
  },
  {
    template: "SustainabilityStartPage",
    at: { article: "sustainability" },
    title: "Vastuullisuus",
    description: "Näin {brand} huomioi ilmaston, materiaalit ja turvalliset asuinalueet.",
    blocks: [
      text("intro", "Kestävä on sitä, mikä kestää", [
        "Valitsemme pitkäikäisiä materiaaleja, rakennamme energiatehokkaasti ja suunnittelemme alueita, joilla on helppo elää ilman autoa.",
      ]),
      keyFigures("figures", "Vastuullisuus luvuin", "2024", [
        ["Hiilidioksidipäästöt neliömetriä kohden", "239 kg CO₂e", "−10 % vuodesta 2023"],
        ["A-energialuokan asunnot", "81 %"],
      ]),
      links("areas", "Painopisteemme", [{ label: "Ilmasto", href: "/tietoa-meista/vastuullisuus/ilmasto/" }]),
    ],
  },
  {
    template: "SustainabilityCategoryPage",
    at: { slug: "/tietoa-meista/vastuullisuus/ilmasto/" },
    title: "Ilmasto",
    description: "Näin pienennämme asuntojemme ilmastovaikutusta.",
    blocks: [
      text("body", "Hiilijalanjälki jokaisessa kohteessa", [
        "Jokaiselle kohteelle lasketaan hiilijalanjälki ennen rakentamisen alkua, ja seuraamme sitä talojen valmistuttua.",
      ]),
    ],
  },
  {
    template: "CareerPage",
    at: { route: "career" },
    title: "Ura – {brand}",
    description: "Haluatko rakentaa koteja kanssamme? Lue, millaista on työskennellä meillä.",
    blocks: [
      text("intro", "Rakenna tulevaisuutesi kanssamme", [
        "Meillä rakentajat, projektipäälliköt, myyjät ja kehittäjät työskentelevät yhdessä saman tavoitteen eteen: koteja, joista voi olla ylpeä.",
      ]),
      quote(
        "quote",
        "Aloitin harjoittelijana, ja nyt vedän omaa työmaata.",
        "Tuomas Lehtonen",
        "Vastaava työnjohtaja, Tampere",
      ),
    ],
  },
  {
    template: "CareerJobsPage",
    at: { route: "careerJobs" },
    title: "Avoimet työpaikat",
    description: "Avoimet työpaikat juuri nyt.",
    blocks: [
      jobs("jobs", "Avoimet työpaikat", [
        {
          title: "Vastaava työnjohtaja",
          location: "Tampere",
          deadline: "2025-12-14",
          href: "https://tyopaikat.fjallvik-koti.example/vastaava-tyonjohtaja-tampere",
          employment: "Vakituinen",
        },
        {
          title: "Asuntomyyjä",
          location: "Espoo",
          deadline: "2026-01-09",
          href: "https://tyopaikat.fjallvik-koti.example/asuntomyyja-espoo",
          employment: "Vakituinen",
        },
      ]),
    ],
  },
  {
    template: "SearchPage",
    at: { route: "homeSearch" },
    title: "Myytävät asunnot",
    description:
      "Löydä uusi kotisi: hae maakunnan, kunnan tai alueen mukaan ja rajaa hinnan, huoneiden ja koon mukaan.",
    blocks: [],
  },
  {
    template: "TextSearchPage",
    at: { route: "textSearch" },
    title: "Hae sivustolta",
    description: "Hae sivuja, uutisia, avoimia työpaikkoja ja asuntokohteita.",
    blocks: [],
  },
];
