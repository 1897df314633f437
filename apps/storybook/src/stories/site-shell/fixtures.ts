import { createElement } from "react";
import { AccountButton } from "@housing/auth-bankid";
import type { CrisisBanner, Footer, LanguageEntry, NavigationItem } from "@housing/contracts";
import type { Locale } from "@housing/i18n";
import type { FrameContent } from "@housing/site-shell/frame";
import { startPath, type SiteConfig } from "@housing/site-config";
import { footer, infoBanner, navigation } from "../fixtures";
import { swedishAppLanguages } from "../header-frame/fixtures";

/* The frame content the root layout loads once per site (navigation, languages, banner, footer), by language. */

const NAVIGATION: Record<Locale, NavigationItem[]> = {
  sv: navigation,
  nb: [
    { label: "Finn bolig", href: "/finn-din-bolig/" },
    { label: "Slik kjøper du", href: "/slik-kjoper-du/" },
    { label: "Om oss", href: "/om-oss/", children: [{ label: "Bærekraft", href: "/om-oss/baerekraft/" }] },
    { label: "Kundeservice", href: "/kundeservice/" },
  ],
  fi: [
    { label: "Myytävät asunnot", href: "/myytavat-asunnot/" },
    { label: "Näin ostat", href: "/nain-ostat/" },
    { label: "Meistä", href: "/meista/", children: [{ label: "Vastuullisuus", href: "/meista/vastuullisuus/" }] },
    { label: "Asiakaspalvelu", href: "/asiakaspalvelu/" },
  ],
  en: [
    { label: "About us", href: "/en/about-us/" },
    { label: "Sustainability", href: "/en/about-us/sustainability/" },
    { label: "Careers", href: "/en/careers/" },
    { label: "Contact", href: "/en/contact/" },
  ],
};

const LANGUAGES: Record<Locale, LanguageEntry[]> = {
  sv: swedishAppLanguages,
  en: swedishAppLanguages,
  nb: [
    { siteKey: "Jmno", label: "Norsk", href: "/", lang: "nb-NO" },
    { siteKey: "Jmse", label: "Sverige", href: "https://www.fjallvik.se/", lang: "sv-SE" },
    { siteKey: "Jmoy", label: "Suomi", href: "https://www.fjallvik.fi/", lang: "fi-FI" },
  ],
  fi: [
    { siteKey: "Jmoy", label: "Suomi", href: "/", lang: "fi-FI" },
    { siteKey: "Jmse", label: "Sverige", href: "https://www.fjallvik.se/", lang: "sv-SE" },
    { siteKey: "Jmno", label: "Norge", href: "https://www.fjallvik.no/", lang: "nb-NO" },
  ],
};

export const countrySites: FrameContent["countrySites"] = [
  { country: "se", href: "https://www.fjallvik.se/", lang: "sv-SE" },
  { country: "no", href: "https://www.fjallvik.no/", lang: "nb-NO" },
  { country: "fi", href: "https://www.fjallvik.fi/", lang: "fi-FI" },
];

export const longNavigation: NavigationItem[] = [
  { label: "Hitta din nya bostad bland alla våra nyproduktionsprojekt", href: "/sok-bostad/" },
  { label: "Så går det till att köpa en nyproducerad bostadsrätt", href: "/sa-kop-du/" },
  {
    label: "Om Fjällvik Bostad och vårt arbete med hållbarhet",
    href: "/om-oss/",
    children: [
      { label: "Hållbarhetsredovisning och klimatdeklarationer för alla projekt", href: "/om-oss/hallbarhet/" },
    ],
  },
  { label: "Kundservice, garantiärenden och felanmälan", href: "/kundservice/" },
];

export const longFooter: Footer = {
  ...footer,
  columns: footer.columns.map((column) => ({
    ...column,
    links: [
      ...column.links,
      { label: "Information om behandling av personuppgifter för boende och spekulanter", href: "/integritetspolicy/" },
    ],
  })),
};

export const longBanner: CrisisBanner = {
  ...infoBanner,
  id: "info-long",
  heading: "Planerat underhåll av kundportalen, bokningssystemet och betaltjänsterna under helgen",
  text: "Mina sidor, bokning av tillval och betalning av handpenning är inte tillgängliga från fredag kl. 18.00 till söndag kl. 22.00. Kontakta kundservice om ditt ärende inte kan vänta.",
};

export interface FrameOptions {
  crisisBanner?: CrisisBanner | null;
  navigation?: NavigationItem[];
  footer?: Footer;
  languages?: LanguageEntry[];
}

/** The site's frame content as the layout loads it; options replace parts (an empty navigation when the API is down). */
export function frameContent(site: SiteConfig, options: FrameOptions = {}): FrameContent {
  return {
    site,
    siteName: site.siteName,
    startHref: startPath(site),
    navigation: options.navigation ?? NAVIGATION[site.locale],
    languages: options.languages ?? LANGUAGES[site.locale],
    crisisBanner: options.crisisBanner === undefined ? infoBanner : options.crisisBanner,
    footer: options.footer ?? footer,
    companyName: site.companyName,
    organisationNumber: site.organisationNumber,
    countrySites,
    year: 2026,
    // The account place as on the sites (auth-bankid's account button: the login button for an anonymous visitor).
    slots: { "header.account": createElement(AccountButton, { site }) },
  };
}
