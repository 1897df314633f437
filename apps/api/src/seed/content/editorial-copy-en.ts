import {
  articles,
  contacts,
  files,
  illustration,
  image,
  keyFigures,
  links,
  meta,
  quote,
  text,
  video,
} from "./editorial-blocks";
import type { EditorialPageCopy } from "./editorial-types";

/** Slugs are below /en; links carry the prefix because this copy serves the English sub-site only. */
const PRESS = "/news-room/";
const GROUP = "/group/";
const INVESTORS = `${GROUP}investors/`;
const REPORTS = `${INVESTORS}reports/`;

const pressReleases = [
  {
    slug: `${PRESS}construction-starts-at-kv-larkan-in-umea/`,
    title: "Construction starts at Kv. Lärkan in Umeå",
    date: "2025-10-14",
    excerpt:
      "Fjällvik starts building 84 tenant-owned flats at Ålidhem, with the first residents moving in during autumn 2027.",
    paragraphs: [
      "Fjällvik has broken ground at Kv. Lärkan in Ålidhem, Umeå. The block will have 84 tenant-owned flats in three timber buildings around a shared courtyard.",
      "More than half of the homes are already reserved. Residents will move in from autumn 2027 in three phases.",
    ],
  },
  {
    slug: `${PRESS}sales-start-at-kv-tranan/`,
    title: "Sales start at Kv. Tranan in Västerås",
    date: "2025-08-26",
    excerpt: "Sales have begun for 46 terraced and semi-detached houses by Lake Mälaren.",
    paragraphs: [
      "Kv. Tranan has 46 terraced and semi-detached houses with private gardens, a ten-minute cycle from central Västerås.",
      "Every house has solar panels on the roof and its own charging point. Viewings start on 6 September.",
    ],
  },
];

const reports = [
  {
    title: "Interim report January–September 2025",
    date: "2025-10-23",
    size: 1_850_000,
    href: "/media/reports/interim-report-2025-q3.pdf",
    format: "PDF",
  },
  {
    title: "Annual report 2024",
    date: "2025-03-20",
    size: 6_400_000,
    href: "/media/reports/annual-report-2024.pdf",
    format: "PDF",
  },
  {
    title: "Sustainability report 2024",
    date: "2025-03-20",
    size: 3_100_000,
    href: "/media/reports/sustainability-report-2024.pdf",
    format: "PDF",
  },
];

const pressContact = {
  name: "Eva Ström",
  role: "Head of Communications",
  phone: "+46 8 120 456 70",
  email: "press@fjallvik.example",
};
const irContact = {
  name: "Henrik Dahl",
  role: "CFO and Head of Investor Relations",
  phone: "+46 8 120 456 80",
  email: "ir@fjallvik.example",
};

export const englishEditorialCopy: EditorialPageCopy[] = [
  {
    template: "NewsRoomPage",
    at: { slug: PRESS },
    title: "News room",
    description: "Press releases, press images and contacts for journalists.",
    blocks: [
      articles(
        "press-list",
        "Press releases",
        pressReleases.map(({ slug, title, date, excerpt }) => ({
          title,
          date,
          excerpt,
          href: `/en${slug}`,
          category: "Press release",
        })),
        { isNewestFirst: true },
      ),
      links("press-images", "Press images", [
        { label: "Kv. Lärkan, illustration", href: `/en${PRESS}images/kv-larkan/` },
      ]),
      contacts("press-contact", "Press contact", [pressContact]),
    ],
  },
  ...pressReleases.map((release, index): EditorialPageCopy => ({
    template: "PressReleasePage",
    at: { slug: release.slug },
    title: release.title,
    description: release.excerpt,
    blocks: [
      meta("meta", release.date, undefined, "Press release"),
      text("body", undefined, release.paragraphs),
      image("image", illustration(`Illustration of ${release.title.replace(/^.* at /, "")}`, 150 + index * 60)),
      contacts("contact", "Contact", [pressContact]),
    ],
  })),
  {
    template: "ImageFilePage",
    at: { slug: `${PRESS}images/kv-larkan/` },
    title: "Press image: Kv. Lärkan",
    description: "An illustration of Kv. Lärkan in Umeå, free to publish in editorial content.",
    images: [
      illustration("Kv. Lärkan seen from the courtyard, three timber buildings in evening light", 160, 1600, 1067),
    ],
    blocks: [
      text("terms", "Terms of use", ["The image may be used freely in editorial content when Fjällvik is credited."]),
    ],
  },
  {
    template: "SandboxPage",
    at: { slug: "/_dev/sandbox/" },
    title: "Content block sandbox",
    description: "Every content block on one page, for development and review.",
    blocks: [
      meta("meta", "2025-11-01", "Web team"),
      text("text", "Text block", ["An ordinary paragraph sent by {brand}."]),
      quote("quote", "A quote that highlights something important.", "First Last", "Role"),
      video("video", "Example video", "fjallvik-sandbox"),
    ],
  },
  {
    template: "SustainabilityStartPage",
    at: { article: "sustainability" },
    title: "Sustainability at Fjällvik",
    description: "How Fjällvik works with climate, materials and safe neighbourhoods.",
    blocks: [
      text("intro", "Sustainable means built to last", [
        "We choose long-lasting materials, build energy-efficient homes and plan neighbourhoods where it is easy to live without a car.",
      ]),
      keyFigures("figures", "Sustainability in figures", "2024", [
        ["Carbon emissions per square metre", "248 kg CO₂e", "−12% on 2023"],
        ["Share of timber frames", "38%", "+9 percentage points"],
        ["Homes with solar panels", "61%"],
      ]),
      links("areas", "Our focus areas", [{ label: "Climate", href: "/en/about-us/sustainability/climate/" }]),
    ],
  },
  {
    template: "SustainabilityCategoryPage",
    at: { slug: "/about-us/sustainability/climate/" },
    title: "Climate",
    description: "How we reduce the climate impact of our buildings, from the drawing board to moving day.",
    blocks: [
      text("body", "A carbon budget for every project", [
        "Every project gets a carbon calculation before construction starts, showing where emissions arise and which choices matter most.",
        "We follow up the calculation when the buildings are complete and report the results in our sustainability report.",
      ]),
      image(
        "image",
        illustration("A timber frame being assembled", 120),
        "Timber frames cut the climate impact compared with concrete.",
      ),
    ],
  },
  {
    template: "CorporateStartPage",
    at: { slug: GROUP },
    title: "The Fjällvik Group",
    description: "Fjällvik develops homes and neighbourhoods in Sweden, Norway and Finland.",
    blocks: [
      text("intro", "Homes and neighbourhoods in three countries", [
        "The group consists of Fjällvik Bostad, Fjällvik Seniorgården, Fjällvik Borätt, Fjällvik Bolig, Fjällvik Koti and Fjällvik Entreprenad.",
      ]),
      links("sections", "About the group", [
        { label: "About Fjällvik", href: `/en${GROUP}about-fjallvik/` },
        { label: "News", href: `/en${GROUP}news/` },
        { label: "Investors", href: `/en${INVESTORS}` },
        { label: "Contact", href: `/en${GROUP}contact/` },
      ]),
    ],
  },
  {
    template: "CorporateAboutPage",
    at: { slug: `${GROUP}about-fjallvik/` },
    title: "About Fjällvik",
    description: "History, organisation and management of the Fjällvik Group.",
    blocks: [
      text("history", "From joinery to housing developer", [
        "Fjällvik was founded in 1979 as a joinery in Östersund. Today the group has 1,400 employees and builds around 2,000 homes a year.",
      ]),
      contacts("management", "Group management", [
        { name: "Maria Fjäll", role: "President and CEO" },
        { name: "Henrik Dahl", role: "Chief Financial Officer" },
      ]),
    ],
  },
  {
    template: "CorporateContactPage",
    at: { slug: `${GROUP}contact/` },
    title: "Contact the group",
    description: "Head office, press and investor relations.",
    blocks: [
      text("office", "Head office", [
        "Fjällvik Bostad AB, Storgatan 12, SE-831 30 Östersund, Sweden. Switchboard +46 8 120 456 00.",
      ]),
      contacts("contacts", "Contacts", [pressContact, irContact]),
    ],
  },
  {
    template: "CorporateNewsPage",
    at: { slug: `${GROUP}news/` },
    title: "Group news",
    description: "Press releases and news from the Fjällvik Group.",
    blocks: [
      articles(
        "news",
        undefined,
        pressReleases.map(({ slug, title, date, excerpt }) => ({ title, date, excerpt, href: `/en${slug}` })),
        { isNewestFirst: true, more: { label: "All press releases", href: `/en${PRESS}` } },
      ),
    ],
  },
  {
    template: "CorporateSearchPage",
    at: { route: "corporateSearch" },
    title: "Search",
    description: "Search news, reports and pages about Fjällvik.",
    blocks: [],
  },
  {
    template: "InvestorRelationsStartPage",
    at: { slug: INVESTORS },
    title: "Investors",
    description: "Key figures, reports and the financial calendar of the Fjällvik Group.",
    blocks: [
      keyFigures(
        "figures",
        "Key figures",
        "Jan–Sep 2025",
        [
          ["Net sales", "SEK 4,210m", "+6%"],
          ["Operating profit", "SEK 512m", "+3%"],
          ["Homes sold", "1,184", "+11%"],
        ],
        "Compared with the same period in 2024.",
      ),
      files("latest", "Latest report", reports.slice(0, 1)),
      text("calendar", "Financial calendar", ["Year-end report 2025: 2026-02-12. Annual general meeting: 2026-04-23."]),
      links("more", "More for investors", [{ label: "All reports", href: `/en${REPORTS}` }]),
      contacts("ir", "Investor contact", [irContact]),
    ],
  },
  {
    template: "ReportListPage",
    at: { slug: REPORTS },
    title: "Reports",
    description: "Annual, interim and sustainability reports from the Fjällvik Group to download.",
    blocks: [files("reports", undefined, reports)],
  },
  {
    template: "SearchPage",
    at: { route: "homeSearch" },
    title: "Find a home",
    description:
      "Find your new home with {brand}: search by county, municipality or area and filter by price, rooms and size.",
    blocks: [],
  },
  {
    template: "TextSearchPage",
    at: { route: "textSearch" },
    title: "Search the site",
    description: "Search pages, news, jobs and housing projects at {brand}.",
    blocks: [],
  },
];
