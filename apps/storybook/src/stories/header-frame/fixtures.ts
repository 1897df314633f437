import type { LanguageEntry, TextSearchHit, TextSearchResponse } from "@housing/contracts";
import type { HeaderNotification, QuickSearchFn } from "@housing/header-frame";

/** The language list the API sends for the Swedish app: Svenska and English on this host, then the three countries. */
export const swedishAppLanguages: LanguageEntry[] = [
  { siteKey: "Jmse", label: "Svenska", href: "/", lang: "sv-SE" },
  { siteKey: "JmseEn", label: "English", href: "/en/", lang: "en-GB" },
  { siteKey: "Jmse", label: "Sverige", href: "https://www.fjallvik.se/", lang: "sv-SE" },
  { siteKey: "Jmno", label: "Norge", href: "https://www.fjallvik.no/", lang: "nb-NO" },
  { siteKey: "Jmoy", label: "Suomi", href: "https://www.fjallvik.fi/", lang: "fi-FI" },
];

export const notifications: HeaderNotification[] = [
  { id: "n1", type: "VipPayment", title: "Handpenning för Kvarteret Linden, lgh 1102" },
  { id: "n2", type: "DocumentSigning", title: "Bokningsavtal att signera", isAwaitingSignature: true },
  { id: "n3", type: "DocumentSigning", title: "Tillval att godkänna" },
  { id: "n4", type: "Case", title: "Ditt ärende om badrumsdörren har uppdaterats", errandId: "E-20417" },
];

function hit(id: number, title: string, url: string, description: string): TextSearchHit {
  return {
    id: `6f1c0f5e-2d7a-4c1e-9d53-00000000000${id}`,
    category: "content",
    title,
    description,
    url,
    language: "sv",
    publishedAt: null,
    image: null,
    _formatted: { title, description: `…${description}…` },
  };
}

const hits = [
  hit(1, "Köpa bostad hos Fjällvik Bostad", "/kopa-bostad/", "Ditt nya hem börjar här"),
  hit(2, "Så går ett köp till", "/kopa-bostad/sa-gar-det-till/", "Från intresseanmälan till inflyttning"),
  hit(3, "Om Fjällvik Bostad", "/om-oss/", "Vi bygger för livet"),
];

function response(query: string, found: TextSearchHit[]): TextSearchResponse {
  return {
    hits: found,
    query,
    processingTimeMs: 2,
    limit: 3,
    offset: 0,
    estimatedTotalHits: found.length,
    facetDistribution: { category: {} },
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Quick searches that answer without an API: three hits, nothing, or a failure. */
export const searchWithHits: QuickSearchFn = async (text) => {
  await delay(200);
  return response(text, hits);
};
export const searchWithoutHits: QuickSearchFn = async (text) => {
  await delay(200);
  return response(text, []);
};
export const searchFailing: QuickSearchFn = async () => {
  await delay(200);
  throw new Error("Search service down");
};
