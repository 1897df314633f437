import type { ContentBlock, CrisisBanner, Footer, NavigationItem, PageViewModel } from "@housing/contracts";

export const navigation: NavigationItem[] = [
  { label: "Hitta bostad", href: "/sok-bostad/" },
  { label: "Så köper du", href: "/sa-kop-du/" },
  { label: "Om oss", href: "/om-oss/", children: [{ label: "Hållbarhet", href: "/om-oss/hallbarhet/" }] },
  { label: "Kundservice", href: "/kundservice/" },
];

export const footer: Footer = {
  columns: [
    {
      kind: "company",
      heading: "Företaget",
      links: [
        { label: "Om oss", href: "/om-oss/" },
        { label: "Karriär", href: "/karriar/" },
      ],
    },
    { kind: "explore", heading: "Utforska", links: [{ label: "Hitta bostad", href: "/sok-bostad/" }] },
    {
      kind: "help",
      heading: "Hjälp",
      links: [
        { label: "Kundservice", href: "/kundservice/" },
        { label: "Cookies", href: "/anvandarvillkor/cookies/" },
      ],
    },
  ],
  social: [
    { network: "facebook", href: "https://facebook.example/fjallvik" },
    { network: "instagram", href: "https://instagram.example/fjallvik" },
  ],
};

export const blocks: ContentBlock[] = [
  {
    id: "hero",
    type: "hero",
    heading: "Hem att trivas i, i hela Norden",
    text: "Nyproducerade bostäder med omtanke om detaljerna.",
    cta: { label: "Hitta din bostad", href: "/sok-bostad/" },
  },
  {
    id: "teasers",
    type: "teaserGrid",
    heading: "Börja här",
    teasers: [
      {
        heading: "Så köper du",
        text: "Från intresseanmälan till inflyttning.",
        link: { label: "Så köper du", href: "/sa-kop-du/" },
      },
      { heading: "Om oss", text: "Vi har byggt hem sedan 1952.", link: { label: "Om oss", href: "/om-oss/" } },
      {
        heading: "Kundservice",
        text: "Vi hjälper dig före och efter inflyttning.",
        link: { label: "Kundservice", href: "/kundservice/" },
      },
    ],
  },
  {
    id: "facts",
    type: "facts",
    heading: "Fjällvik i siffror",
    facts: [
      { value: "70", label: "år som byggare" },
      { value: "3", label: "länder" },
      { value: "4 200", label: "nya hem per år" },
    ],
  },
  { id: "text", type: "text", heading: "Hållbart byggande", paragraphs: ["Vi bygger för generationer."] },
];

export const startPageModel: PageViewModel = {
  templateName: "StartPage",
  siteVersion: "1",
  pageId: "start",
  objectId: null,
  canonical: "https://www.fjallvik.example/",
  title: "Fjällvik Bostad",
  description: "",
  noIndex: false,
  showPlotType: false,
  showSemiDetachedHouseType: false,
  subMenu: [],
  images: [],
  blocks,
};

export const infoBanner: CrisisBanner = {
  id: "info-1",
  variant: "info",
  heading: "Driftstörning i kundportalen",
  text: "Mina sidor kan vara långsamma under kvällen.",
  readMore: { label: "Läs mer", href: "/kundservice/" },
  isGlobal: false,
};
